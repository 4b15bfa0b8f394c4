import type { FormState } from '../../../../machines/form-kernel';

/** What an input of a journey form shows of its field, and how it reports a change. */
export interface FieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Wires an input to one field of a chart's form: its value and message, and its change event. */
export function fieldProps<F extends string>(
  form: FormState<F>,
  field: F,
  onChange: (field: F, value: string) => void,
): FieldProps {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (value) => onChange(field, value),
  };
}
