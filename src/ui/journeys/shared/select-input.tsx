import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { fieldError } from './field-error';

interface SelectInputProps {
  id: string;
  name?: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  /** The empty first option's text, e.g. 'Select a subject'. */
  placeholder: string;
  /** The choices; each is its own value and label. */
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A native select whose first option, with the value '', stands for "not chosen yet". */
export function SelectInput({
  id,
  name,
  label,
  hint,
  autoComplete,
  placeholder,
  options,
  value,
  onChange,
  error,
}: SelectInputProps) {
  return (
    <NativeSelect
      id={id}
      name={name}
      label={label}
      description={hint}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={fieldError(error)}
      data={[{ value: '', label: placeholder }, ...options]}
    />
  );
}
