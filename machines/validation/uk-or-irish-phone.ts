/**
 * The UK or Irish telephone number rule (spec §5: "must be a phone number (Irish numbers
 * allowed)"), apart from `rules.ts` because of its tables: the complaint and feedback forms load
 * it; the meter read, whose telephone rule is only "required", does not.
 *
 * It answers as libphonenumber-js 1.13 `parsePhoneNumberFromString(phone, 'GB' | 'IE')?.isValid()`
 * with a +44 or +353 calling code did, by the same steps (parse.js and the helpers it calls), over
 * tables generated from the library's metadata (scripts/phone-metadata.ts), without the library's
 * code (about 9.7 kB gzip). `test/unit/uk-or-irish-phone.test.ts` compares the two on a large corpus.
 */
import { phoneNumberPattern } from '../../src/api/schemas/lead-fields';
import { ukAndIrishPhoneRules } from './phone-metadata';
import { phoneFormatMessage, phoneRequiredMessage } from './rules';

/** A country's numbers, from libphonenumber-js's metadata; every pattern is a RegExp source. */
export interface CountryRules {
  country: string;
  /** Every national (significant) number of the country. */
  pattern: string;
  /** Possible lengths of a national number, ascending. */
  lengths: readonly number[];
  /** Tells this country from the others of its calling code when a national number starts so. */
  leadingDigits?: string;
  /** Pattern and lengths of each number type (fixed line, mobile…); absent: the metadata has none. */
  types?: readonly (readonly [pattern: string, lengths: readonly number[]])[];
}

/** How numbers of one calling code are read: by the rules of its main country, listed first. */
export interface CallingCodeRules {
  /** International prefix ('00'). */
  idd: string;
  /** National prefix for parsing ('0|180020': the trunk 0 or the text relay prefix). */
  nationalPrefix: string;
  countries: readonly [CountryRules, ...CountryRules[]];
}

export type PhoneRules = Readonly<Record<string, CallingCodeRules>>;

/** The library's bounds on a national number (constants.js). */
const MIN_NATIONAL_LENGTH = 2;
const MAX_NATIONAL_LENGTH = 17;

const matchesEntirely = (text: string, pattern: string) =>
  new RegExp(`^(?:${pattern})$`).test(text);

/** The library's `getNumberType() !== undefined`: the number is of one of the country's types. */
function hasType({ pattern, types = [] }: CountryRules, national: string): boolean {
  return (
    matchesEntirely(national, pattern) &&
    types.some(
      ([typePattern, lengths]) =>
        lengths.includes(national.length) && matchesEntirely(national, typePattern),
    )
  );
}

/** The library's `isValid()` for a number read as of `rules`' country. */
const isValidIn = (rules: CountryRules, national: string) =>
  rules.types ? hasType(rules, national) : matchesEntirely(national, rules.pattern);

/**
 * getCountryByCallingCode.js: the first country whose leading digits or number types match. (The
 * library takes a calling code's only country without looking; callers fall back to it anyway.)
 */
function countryOf({ countries }: CallingCodeRules, national: string): CountryRules | undefined {
  return countries.find((rules) =>
    rules.leadingDigits
      ? national.search(new RegExp(rules.leadingDigits)) === 0
      : hasType(rules, national),
  );
}

/** checkNumberLength.js answers neither TOO_SHORT nor INVALID_LENGTH (TOO_LONG passes). */
const isPossibleLength = (length: number, lengths: readonly number[]) =>
  lengths.includes(length) || length > (lengths.at(-1) ?? 0);

/** extractNationalNumber.js: the number without its national prefix, where that leaves a number. */
function nationalNumberOf(digits: string, plan: CallingCodeRules): string {
  const prefix = new RegExp(`^(?:${plan.nationalPrefix})`).exec(digits);
  const national = prefix ? digits.slice(prefix[0].length) : digits;
  if (national === digits) return digits;
  const { pattern } = plan.countries[0];
  if (matchesEntirely(digits, pattern) && !matchesEntirely(national, pattern)) return digits;
  const country = countryOf(plan, national);
  return isPossibleLength(national.length, (country ?? plan.countries[0]).lengths)
    ? national
    : digits;
}

/**
 * extractCountryCallingCode.js after a '+' or an international prefix: the code and the rest. (The
 * library refuses a leading 0 first; no calling code starts with one.)
 */
function splitCallingCode(digits: string): [CallingCodeRules, string] | undefined {
  for (let length = 1; length <= Math.min(3, digits.length); length++) {
    const plan = ukAndIrishPhoneRules[digits.slice(0, length)];
    if (plan) return [plan, digits.slice(length)];
  }
  return undefined;
}

/**
 * The calling code's rules and the number after the calling code, if any: the library reads
 * '+44…', '0044…' (the international prefix, unless a 0 follows it) and, when that reads better,
 * '44…' as international numbers, any other number as national in the default country.
 */
function callingCodeAndNumber(
  phone: string,
  defaultPlan: CallingCodeRules,
  defaultCode: string,
): [CallingCodeRules, string] | undefined {
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+')) return splitCallingCode(digits);
  const idd = new RegExp(defaultPlan.idd).exec(digits);
  if (idd?.index === 0) {
    const rest = digits.slice(idd[0].length);
    if (rest !== '' && !rest.startsWith('0')) return splitCallingCode(rest);
  }
  // extractCountryCallingCodeFromInternationalNumberWithoutPlusSign.js
  if (digits.startsWith(defaultCode)) {
    const { pattern, lengths } = defaultPlan.countries[0];
    const shorter = digits.slice(defaultCode.length);
    const whole = nationalNumberOf(digits, defaultPlan);
    if (
      (!matchesEntirely(whole, pattern) &&
        matchesEntirely(nationalNumberOf(shorter, defaultPlan), pattern)) ||
      whole.length > (lengths.at(-1) ?? 0)
    ) {
      return [defaultPlan, shorter];
    }
  }
  return [defaultPlan, digits];
}

/**
 * A valid number read as UK or Irish national format, or in international format with a UK or Irish
 * calling code (the tables hold no other). `phone` is trimmed and matches `phoneNumberPattern`:
 * digits, spaces, brackets and hyphens after an optional '+', so the library would have found no
 * extension or URI in it, and nothing but its digits and leading '+' count.
 */
export function isUkOrIrishPhoneNumber(phone: string): boolean {
  return Object.entries(ukAndIrishPhoneRules).some(([defaultCode, defaultPlan]) => {
    const found = callingCodeAndNumber(phone, defaultPlan, defaultCode);
    if (!found) return false;
    const [plan, number] = found;
    const national = nationalNumberOf(number, plan);
    if (national.length < MIN_NATIONAL_LENGTH || national.length > MAX_NATIONAL_LENGTH) {
      return false;
    }
    return isValidIn(countryOf(plan, national) ?? plan.countries[0], national);
  });
}

/**
 * Required UK or Irish telephone number (spec §5), at least `minLength` characters where the form
 * asks for it (the complaint form: 11). It must also be in the shape the leads API accepts (digits,
 * spaces, brackets, hyphens, optional leading +).
 */
export function ukOrIrishPhoneError(
  value: string,
  { minLength }: { minLength?: number } = {},
): string | null {
  const phone = value.trim();
  if (phone === '') return phoneRequiredMessage;
  if (minLength !== undefined && phone.length < minLength) {
    return `Telephone number must be at least ${minLength} characters`;
  }
  return phoneNumberPattern.test(phone) && isUkOrIrishPhoneNumber(phone)
    ? null
    : phoneFormatMessage;
}
