/** UK postcodes as typed and as shown; apart from the zod schemas so the address form loads without zod. */

/**
 * UK postcode, spaces optional, any case (e.g. `SW1A 1AA`, `sw1a1aa`), and `GIR 0AA`, the one
 * postcode in use outside the usual shape.
 */
export const ukPostcodePattern = /^(?:[A-Za-z]{1,2}\d[A-Za-z\d]?|[Gg][Ii][Rr])\s*\d[A-Za-z]{2}$/;

/** Upper-cases and removes all whitespace, so `sw1a 1aa` and `SW1A1AA` compare equal. */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** Canonical display form: upper case with one space before the inward code (`SW1A 1AA`). */
export function formatPostcode(postcode: string): string {
  const compact = normalisePostcode(postcode);
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
