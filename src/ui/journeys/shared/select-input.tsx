import { FormField } from './form-field';

/** One choice of a select; a disabled one is a heading the user cannot pick. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectInputProps {
  id: string;
  name?: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  /** The first option's text, e.g. 'Select a subject'; its value is ''. */
  placeholder: string;
  /** The first option cannot be chosen again once a choice is made (it only counts the results). */
  placeholderDisabled?: boolean;
  /** The choices; a plain string is its own value and label. */
  options: readonly (string | SelectOption)[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

const asOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

/** A native select whose first option, with the value '', stands for "not chosen yet". */
export function SelectInput({
  id,
  name,
  label,
  hint,
  autoComplete,
  placeholder,
  placeholderDisabled = false,
  options,
  value,
  onChange,
  error,
}: SelectInputProps) {
  const choices = [
    { value: '', label: placeholder, disabled: placeholderDisabled },
    ...options.map(asOption),
  ];
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
