/**
 * Page names for analytics (spec §2 "Other"): the path with every identifier replaced by a generic
 * id, so no personal data ever reaches a page name.
 */

const GENERIC_ID = ':id';

/** Segments whose following segment is an identifier. */
const ID_OWNER_SEGMENTS = new Set([
  'premise',
  'premises',
  'services-account',
  'services-accounts',
  'service-account',
  'service-accounts',
  'appointment',
  'appointments',
  'invoice',
  'invoices',
  'quote',
  'quotes',
]);

/** Segments that look like identifiers wherever they appear. */
const ID_PATTERNS: readonly RegExp[] = [
  /^\d{4,}$/, // premise, invoice and other numeric ids
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // uuids
  /^(?:85\d{10}|[Aa]\d{4,8}|(?:BGX|bgx)\d{4,5})$/, // customer account numbers (spec §5)
  /^(?=.*\d)[A-Z0-9]{2,}-[A-Z0-9-]+$/, // reference-style ids such as HS-7K3Q9P2M or Q-2024-0042
  /@/, // anything that looks like an email address
];

export function toPageName(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);
  return (
    '/' +
    segments
      .map((segment, index) => {
        const previous = index > 0 ? segments[index - 1] : undefined;
        const ownedId = previous !== undefined && ID_OWNER_SEGMENTS.has(previous.toLowerCase());
        return ownedId || ID_PATTERNS.some((pattern) => pattern.test(segment))
          ? GENERIC_ID
          : segment.toLowerCase();
      })
      .join('/')
  );
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
