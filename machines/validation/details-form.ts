/** The 'A bit about you' personal-details form of complaints/{complaint} (spec §5). */
import type { PersonalDetails } from '../complaint.machine';
import { ErrorCollector, trimmedValues, type ValidationResult } from './result';
import { emailError, nameError, nameMaxLength, phoneMinLength } from './rules';
import { ukOrIrishPhoneError } from './uk-or-irish-phone';

/** The form's fields in page order (the error summary lists them in this order). */
export const detailsFormFields = [
  'firstName',
  'surname',
  'email',
  'telephoneNumber',
  'textphoneNumber',
  'vulnerability',
] as const;

/** Fields that can carry an error. */
export type DetailsFormField = (typeof detailsFormFields)[number];

/** Raw answers; `vulnerability` is the radio value 'true' (Yes), 'false' (No) or '' (unanswered). */
export type DetailsFormInput = Record<DetailsFormField, string>;

/** Longest textphone number the leads API accepts. */
const textphoneMaxLength = 20;

function textphoneError(value: string): string | null {
  const textphone = value.trim();
  if (textphone === '') return null;
  if (!/^\d+$/.test(textphone)) return 'Textphone number must only include numbers';
  return textphone.length > textphoneMaxLength
    ? `Textphone number must be ${textphoneMaxLength} digits or less`
    : null;
}

/** Validates the details form. The address is not part of it: the chart requires a chosen one. */
export function validateDetailsForm(
  input: DetailsFormInput,
): ValidationResult<PersonalDetails, DetailsFormField> {
  const errors = new ErrorCollector<DetailsFormField>();
  const name = { strict: true, maxLength: nameMaxLength };
  errors.check('firstName', nameError(input.firstName, 'First name', name));
  errors.check('surname', nameError(input.surname, 'Surname', name));
  errors.check('email', emailError(input.email, { required: true }));
  errors.check(
    'telephoneNumber',
    ukOrIrishPhoneError(input.telephoneNumber, { minLength: phoneMinLength }),
  );
  errors.check('textphoneNumber', textphoneError(input.textphoneNumber));
  errors.check(
    'vulnerability',
    input.vulnerability === 'true' || input.vulnerability === 'false' ? null : 'Select yes or no',
  );
  const { textphoneNumber, vulnerability, ...contact } = input;
  return errors.result(() => ({
    ...trimmedValues(contact),
    textphoneNumber: textphoneNumber.trim() === '' ? null : textphoneNumber.trim(),
    vulnerabilityConsent: vulnerability === 'true',
  }));
}
