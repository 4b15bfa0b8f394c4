import type { ReactNode } from 'react';
import { describedBy, HintAndError } from './form-field';
import field from './form-field.module.css';
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
  return (
    <fieldset
      className={`${journey.fields} ${error === undefined ? '' : field.invalid}`}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className={journey.legend}>
        {legendIsPageHeading ? (
          <h1 className={`${journey.heading} ${journey.legendAsHeading}`}>{legend}</h1>
        ) : (
          legend
        )}
      </legend>
      <HintAndError id={id} hint={hint} error={error} />
      <div className={`${classes.options} ${inline ? classes.inline : ''}`}>
        {options.map((option) => {
          const optionId = radioOptionId(id, option.value);
          return (
            <div key={option.value} className={classes.option}>
              <input
                id={optionId}
                className={classes.radio}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
