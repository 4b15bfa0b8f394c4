import { Button } from '@mantine/core';
import '../../shared/button-styles';
import type { SyntheticEvent } from 'react';
import { ErrorSummary } from './error-summary';
import journey from './journey.module.css';
import type { OneFieldFormProps } from './one-field-form';
import { RadioQuestion, radioOptionId, type RadioOption } from './radio-question';
import { useJourneyTitle } from './use-journey-title';

interface ChoiceQuestionFormProps<TValue extends string> extends OneFieldFormProps<TValue> {
  field: string;
  /** The question, shown as the page heading (GOV.UK question page). */
  question: string;
  caption: string;
  options: readonly RadioOption<TValue>[];
}

/** A one-question radio page with the GOV.UK error pattern and a Continue button. */
export function ChoiceQuestionForm<TValue extends string>({
  field,
  question,
  caption,
  options,
  value,
  error,
  attempt,
  invalid,
  onChange,
  onSubmit,
}: ChoiceQuestionFormProps<TValue>) {
  useJourneyTitle(question, invalid);
  const firstOption = options[0];

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      <ErrorSummary
        items={
          error === undefined || firstOption === undefined
            ? []
            : [{ fieldId: radioOptionId(field, firstOption.value), message: error }]
        }
        focusKey={attempt}
      />
      <p className={journey.caption}>{caption}</p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <RadioQuestion
          id={field}
          name={field}
          legend={question}
          legendIsPageHeading
          options={options}
          value={value}
          onChange={onChange}
          error={error}
        />
        <div className={journey.actions}>
          <Button type="submit" size="md">
            Continue
          </Button>
        </div>
      </form>
    </>
  );
}
