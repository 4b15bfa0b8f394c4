/** The two refund-feedback forms: the feedback text and the personal details (spec §5 "Feedback"). */
import { longTextError } from './query-form';
import { ErrorCollector, trimmedValues, type ValidationResult } from './result';
import { emailError, nameError } from './rules';
import { ukOrIrishPhoneError } from './uk-or-irish-phone';

/** Raw answer of the complaints/feedback page. */
export interface FeedbackTextInput {
  feedback: string;
}

/** Validates the feedback text: required, up to 30000 characters. */
export function validateFeedbackText(
  input: FeedbackTextInput,
): ValidationResult<{ feedback: string }, 'feedback'> {
  const errors = new ErrorCollector<'feedback'>();
  errors.check('feedback', longTextError(input.feedback, 'Enter your feedback'));
  return errors.result(() => ({ feedback: input.feedback.trim() }));
}

/** The details fields in form order (the error summary lists them in this order). */
export const feedbackDetailsFields = ['firstName', 'surname', 'email', 'telephoneNumber'] as const;

/** Fields that can carry an error. */
export type FeedbackDetailsField = (typeof feedbackDetailsFields)[number];

/** Raw answers of complaints/feedback/personal-details. */
export type FeedbackDetailsInput = Record<FeedbackDetailsField, string>;

/** Validated answers of the feedback details form: the same fields, trimmed. */
export type FeedbackDetails = FeedbackDetailsInput;

/**
 * Validates the feedback details exactly as spec §5 states: a first name and a surname, a valid
 * email and a UK or Irish phone number, all required — no name pattern, length or phone minimum.
 */
export function validateFeedbackDetails(
  input: FeedbackDetailsInput,
): ValidationResult<FeedbackDetails, FeedbackDetailsField> {
  const errors = new ErrorCollector<FeedbackDetailsField>();
  errors.check('firstName', nameError(input.firstName, 'First name', { strict: false }));
  errors.check('surname', nameError(input.surname, 'Surname', { strict: false }));
  errors.check('email', emailError(input.email, { required: true }));
  errors.check('telephoneNumber', ukOrIrishPhoneError(input.telephoneNumber));
  return errors.result(() => trimmedValues(input));
}
