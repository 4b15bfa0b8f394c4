/**
 * The plain values of the leads API's fields — options, patterns, the contact-number rule — apart
 * from the zod schemas in `leads.ts` that use them, so the journeys' charts, forms and lead builders
 * get them without loading zod on a step's first visit.
 */

/** Longest query or feedback text the leads API takes (spec §5, §9). */
export const queryCharacterLimit = 30000;

/** Title options of the meter-read form (spec §3). */
export const titleOptions = [
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Dr',
  'Sir',
  'Reverend',
  'Dame',
  'Lady',
  'Professor',
  'Lord',
] as const;

/** The meter-read form's hidden `company` value, sent on its lead (spec §3, §9). */
export const meterReadCompany = 'Price-cap';

/** Fuel values on the wire; the form's Dual is sent as 'Gas and Electricity' (spec §3). */
export const meterReadFuels = ['Gas and Electricity', 'Gas', 'Electricity'] as const;

/** Customer/account number: '85' + 10 digits, 'A'/'a' + 4–8 digits, or 'BGX'/'bgx' + 4–5 digits (spec §5). */
export const accountNumberPattern = /^(?:85\d{10}|[Aa]\d{4,8}|(?:BGX|bgx)\d{4,5})$/;

/**
 * A telephone number: digits with optional leading '+', spaces, hyphens and brackets, as in
 * '+353 1 234 5678' or '(020) 7946 0000'.
 */
export const phoneNumberPattern = /^\+?\(?\d[\d ()-]{5,23}$/;

/** An email address: the pattern zod's `z.email()` uses by default (`z.regexes.email`). */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Longest email address accepted (RFC 5321's path limit). */
export const emailMaxLength = 254;

/**
 * Text without C0 control characters (tabs and line breaks included) or bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a name or an address read
 * differently from what is stored: what names and addresses must match.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
export const plainLinePattern = /^[^\u0000-\u001f\u202a-\u202e\u2066-\u2069]*$/;

/** 'mobile' if the number starts with 07, otherwise 'home' (spec §3, §9). */
export function contactNumberType(number: string): 'mobile' | 'home' {
  return number.startsWith('07') ? 'mobile' : 'home';
}

export type TitleOption = (typeof titleOptions)[number];
export type MeterReadFuel = (typeof meterReadFuels)[number];
