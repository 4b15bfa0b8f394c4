import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './form-field.module.css';

/** The ids of a question's hint and error message that its control or fieldset is described by. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const ids = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`];
  return ids.filter((part) => part !== '').join(' ') || undefined;
}

/** A question's hint and its error message (prefixed 'Error:' for screen readers), in that order. */
export function HintAndError({
  id,
  hint,
  error,
}: {
  id: string;
  hint: ReactNode;
  error: string | undefined;
}) {
  return (
    <>
      {hint !== undefined && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

/** What a field's control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  /** Renders the input, select or text area with the props that tie it to the field. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One question of a form as GOV.UK lays it out: the label, the hint, the error message and then
 * the control, which names the hint and the message in aria-describedby. A field in error is set
 * off by a red rule on its left, as a radio question is.
 */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const fieldClasses = [classes.field, error === undefined ? '' : classes.invalid, className];
  return (
    <div className={fieldClasses.filter(Boolean).join(' ')}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <HintAndError id={id} hint={hint} error={error} />
      {children({
        id,
        'aria-describedby': describedBy(id, hint, error),
        'aria-invalid': error === undefined ? undefined : true,
        className: classes.control ?? '',
      })}
    </div>
  );
}

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'children'
> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled text input (any single-line type) with its hint and error message. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  value,
  onChange,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
