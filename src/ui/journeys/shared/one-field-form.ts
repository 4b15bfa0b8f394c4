/**
 * What the screen of a one-field form gets from its chart: the field's value ('' until answered),
 * its message, the submits that produced errors, whether the step is invalid, and the two events it
 * sends.
 */
export interface OneFieldFormProps<TValue extends string = string> {
  value: string;
  error: string | undefined;
  attempt: number;
  invalid: boolean;
  onChange: (value: TValue) => void;
  onSubmit: () => void;
}
