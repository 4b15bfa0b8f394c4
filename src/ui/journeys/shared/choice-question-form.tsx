import { Button } from '@mantine/core';
import '../../shared/button-styles';
import type { SyntheticEvent } from 'react';
import type { DraftName } from '../../../journeys/persistence';
import { useFormDraft } from '../../../journeys/use-form-draft';
import type { ValidationResult } from '../../../../machines/validation/result';
import { ErrorSummary } from './error-summary';
import journey from './journey.module.css';
import { RadioQuestion, radioOptionId, type RadioOption } from './radio-question';
import { useJourneyTitle } from './use-journey-title';

interface ChoiceQuestionFormProps<TField extends string, TValue extends string> {
  draftName: DraftName;
  field: TField;
  /** The question, shown as the page heading (GOV.UK question page). */
  question: string;
  caption: string;
  options: readonly RadioOption<TValue>[];
  validate: (values: Record<TField, string>) => ValidationResult<Record<TField, TValue>, TField>;
  onChoose: (value: TValue) => void;
}

/** A one-question radio page with the GOV.UK error pattern and a Continue button. */
export function ChoiceQuestionForm<TField extends string, TValue extends string>({
  draftName,
  field,
  question,
  caption,
  options,
  validate,
  onChoose,
}: ChoiceQuestionFormProps<TField, TValue>) {
  const draft = useFormDraft(draftName, [field], () => ({ [field]: '' }) as Record<TField, string>);
  const error = draft.errors[field];
  useJourneyTitle(question, error !== undefined);
  const firstOption = options[0];

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validate(draft.values);
    draft.reportErrors([field], result.errors);
    if (result.values !== null) onChoose(result.values[field]);
  };

  return (
    <>
      <ErrorSummary
        items={
          error === undefined || firstOption === undefined
            ? []
            : [{ fieldId: radioOptionId(field, firstOption.value), message: error }]
        }
        focusKey={draft.attempt}
      />
      <p className={journey.caption}>{caption}</p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <RadioQuestion
          id={field}
          name={field}
          legend={question}
          legendIsPageHeading
          options={options}
          value={draft.values[field]}
          onChange={(value) => draft.setValue(field, value)}
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
