import { Radio } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import type { ReactNode } from 'react';
import journey from './journey.module.css';
import classes from './radio-question.module.css';

/** One choice of a radio question. */
export interface RadioOption<TValue extends string> {
  value: TValue;
  label: string;
}

interface RadioQuestionProps<TValue extends string> {
  /** Base of the ids: options are `${id}-${value}`; the first option is the error summary's target. */
  id: string;
  name: string;
  legend: ReactNode;
  /** Renders the legend as the page's h1 (GOV.UK "question pages"). */
  legendIsPageHeading?: boolean;
  hint?: ReactNode;
  options: readonly RadioOption<TValue>[];
  value: string;
  onChange: (value: TValue) => void;
  error?: string | undefined;
  inline?: boolean;
}

/** The id of a radio option, e.g. for the error summary link (the first option). */
export function radioOptionId(id: string, value: string): string {
  return `${id}-${value}`;
}

/**
 * A required radio question as GOV.UK builds it: a fieldset whose legend asks the question, the hint
 * and the error message tied to it with aria-describedby, and one native radio per option (so the
 * arrow keys, Space and form autofill behave as users expect).
 */
export function RadioQuestion<TValue extends string>({
  id,
  name,
  legend,
  legendIsPageHeading = false,
  hint,
  options,
  value,
  onChange,
  error,
  inline = false,
}: RadioQuestionProps<TValue>) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint === undefined ? '' : hintId, error === undefined ? '' : errorId]
      .filter((part) => part !== '')
      .join(' ') || undefined;
  return (
    <fieldset
      className={`${journey.fields} ${error === undefined ? '' : classes.withError}`}
      aria-describedby={describedBy}
    >
      <legend className={journey.legend}>
        {legendIsPageHeading ? (
          <h1 className={`${journey.heading} ${journey.legendAsHeading}`}>{legend}</h1>
        ) : (
          legend
        )}
      </legend>
      {hint !== undefined && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {error !== undefined && (
        <p id={errorId} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className={`${classes.options} ${inline ? classes.inline : ''}`}>
        {options.map((option) => (
          <Radio
            key={option.value}
            id={radioOptionId(id, option.value)}
            className={classes.option}
            size="md"
            name={name}
            value={option.value}
            label={option.label}
            checked={value === option.value}
            error={error !== undefined}
            onChange={() => onChange(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
