/**
 * The UK or Irish telephone number rule (spec §5: "must be a phone number (Irish numbers
 * allowed)"), apart from `rules.ts` because it needs libphonenumber-js: the complaint and feedback
 * forms load it; the meter read, whose telephone rule is only "required", does not.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { phoneNumberPattern } from '../../src/api/schemas/lead-fields';
// Only +44 and +353 (scripts/phone-metadata.ts): a few kB instead of every country's metadata.
import { ukAndIrishPhoneMetadata } from './phone-metadata';
import { phoneFormatMessage, phoneRequiredMessage } from './rules';

/** +44 (the UK and the Crown dependencies) and +353 (Ireland). */
const ukOrIrishCallingCodes: readonly string[] = ['44', '353'];

/**
 * A valid number read as UK or Irish national format, or in international format with a UK or Irish
 * calling code. Plain `isValidPhoneNumber(value, 'GB')` would also accept '+1 202 555 0143'.
 */
function isUkOrIrishPhoneNumber(phone: string): boolean {
  return (['GB', 'IE'] as const).some((country) => {
    const parsed = parsePhoneNumberFromString(phone, country, ukAndIrishPhoneMetadata);
    return (
      parsed !== undefined &&
      parsed.isValid() &&
      ukOrIrishCallingCodes.includes(parsed.countryCallingCode)
    );
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
