import type { FormState } from '../../../../machines/form-kernel';
import type { ErrorSummaryItem } from './error-summary';

/** What the screen of a one-field form shows of the chart's form. */
export interface OneFieldState {
  /** The field's value, '' until answered. */
  value: string;
  error: string | undefined;
  /** The submits that produced errors. */
  attempt: number;
}

/**
 * What the screen of a one-field form gets from its chart: the field's state, whether the step is
 * invalid, and the two events it sends.
 */
export interface OneFieldFormProps<TValue extends string = string> extends OneFieldState {
  invalid: boolean;
  onChange: (value: TValue) => void;
  onSubmit: () => void;
}

/** The state of the one field of a chart's form. */
export function oneFieldState<F extends string>(form: FormState<F>, field: F): OneFieldState {
  return { value: form.values[field], error: form.errors[field], attempt: form.attempt };
}

/** The error summary of a one-field form: its message, if any, linked to the input `fieldId`. */
export function oneFieldSummary(fieldId: string, error: string | undefined): ErrorSummaryItem[] {
  return error === undefined ? [] : [{ fieldId, message: error }];
}
