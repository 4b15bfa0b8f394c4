/**
 * The query form of complaints/{complaint}/query (spec §2, §5): required text up to 30000 characters,
 * and for the energy-enquiry variant a required subject.
 */
import {
  complaintValues,
  enquirySubjects,
  isEnquirySubject,
  type ComplaintValue,
  type EnquirySubject,
} from '../complaint-values';
import { queryCharacterLimit } from '../../src/api/schemas/lead-fields';
import { ErrorCollector, type ValidationResult } from './result';

export { enquirySubjects };

/**
 * How many characters `text` is over the limit; 0 when within it. Spaces around the text are not
 * counted: they are not sent.
 */
export function charactersOverLimit(text: string): number {
  return Math.max(0, text.trim().length - queryCharacterLimit);
}

/** The spec §5 notice shown once the text is over the limit. */
export function characterLimitNotice(charactersOver: number): string {
  return `Maximum character limit reached. You are currently ${charactersOver} characters over.`;
}

/**
 * Whether a free-text box shows the live limit notice: its text is over the limit and it shows no
 * error (an over-limit text's error is the notice's words).
 */
export function showsLimitNotice(text: string, error: string | undefined): boolean {
  return error === undefined && charactersOverLimit(text) > 0;
}

/** Error for a free-text box: `emptyMessage` when blank, the limit notice when too long. */
export function longTextError(text: string, emptyMessage: string): string | null {
  if (text.trim() === '') return emptyMessage;
  const over = charactersOverLimit(text);
  return over > 0 ? characterLimitNotice(over) : null;
}

/** The query form's answers; `subject` only for the energy-enquiry variant. */
export interface QueryDraft {
  query: string;
  subject: EnquirySubject | null;
}

/** The query form's fields, in form order (the error summary lists them in this order). */
export const queryFormFields = ['subject', 'query'] as const;

/** Fields that can carry an error. */
export type QueryFormField = (typeof queryFormFields)[number];

/** Raw answers of the query form. `subject` is '' until chosen (and unused outside the variant). */
export type QueryFormInput = Record<QueryFormField, string>;

/** Validates the query form for `complaint`; the subject is kept only for the energy enquiry. */
export function validateQueryForm(
  input: QueryFormInput,
  complaint: ComplaintValue,
): ValidationResult<QueryDraft, QueryFormField> {
  const { kind, needsSubject } = complaintValues[complaint];
  const errors = new ErrorCollector<QueryFormField>();
  if (needsSubject) {
    errors.check(
      'subject',
      input.subject === ''
        ? 'Select a subject'
        : isEnquirySubject(input.subject)
          ? null
          : 'Select a subject from the list',
    );
  }
  errors.check(
    'query',
    longTextError(
      input.query,
      kind === 'enquiry' ? 'Enter your enquiry' : 'Enter details of your complaint',
    ),
  );
  return errors.result(() => ({
    query: input.query.trim(),
    subject: needsSubject && isEnquirySubject(input.subject) ? input.subject : null,
  }));
}
