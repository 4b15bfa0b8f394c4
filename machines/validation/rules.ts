/**
 * Field rules shared by the forms (spec §5), with GOV.UK-style messages. Each rule takes the raw text
 * and returns an error message or null.
 */
import {
  emailMaxLength,
  emailPattern,
  phoneNumberPattern,
} from '../../src/api/schemas/lead-fields';

/** Longest accepted meter-read name (spec §9); the complaint form keeps the same bound. */
export const nameMaxLength = 100;
/** Shortest accepted telephone number, in characters as typed (spec §5, §9). */
export const phoneMinLength = 11;

// Letters (any script), combining marks, spaces, hyphens, apostrophes and full stops; starts with a letter.
const namePattern = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/**
 * Required person name. `maxLength` bounds it (the meter read's 100, spec §9); `strict` also limits
 * the characters used (the complaint form's "valid first name", spec §5).
 */
export function nameError(
  value: string,
  label: 'First name' | 'Surname',
  { strict, maxLength }: { strict: boolean; maxLength?: number },
): string | null {
  const name = value.trim();
  if (name === '') return label === 'First name' ? 'Enter your first name' : 'Enter your surname';
  if (maxLength !== undefined && name.length > maxLength) {
    return `${label} must be ${maxLength} characters or less`;
  }
  if (strict && !namePattern.test(name)) {
    return `${label} must only include letters, spaces, hyphens, apostrophes and full stops`;
  }
  return null;
}

/** Email address in a valid format; `required` decides whether an empty value is an error. */
export function emailError(value: string, { required }: { required: boolean }): string | null {
  const email = value.trim();
  if (email === '') return required ? 'Enter your email address' : null;
  return email.length <= emailMaxLength && emailPattern.test(email)
    ? null
    : 'Enter an email address in the correct format, like name@example.com';
}

export const phoneRequiredMessage = 'Enter a telephone number';
export const phoneFormatMessage = 'Enter a telephone number, like 020 7946 0000 or +353 1 234 5678';

/** Required telephone number in the shape the leads API accepts (meter read: spec §5 "required"). */
export function phoneShapeError(value: string): string | null {
  const phone = value.trim();
  if (phone === '') return phoneRequiredMessage;
  return phoneNumberPattern.test(phone) ? null : phoneFormatMessage;
}
