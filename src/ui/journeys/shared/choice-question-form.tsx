import journey from './journey.module.css';
import { oneFieldSummary, type OneFieldFormProps } from './one-field-form';
import { RadioQuestion, radioOptionId, type RadioOption } from './radio-question';
import { StepForm, SubmitButton } from './step-form';

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
  const firstOption = options[0];
  return (
    <StepForm
      title={question}
      invalid={invalid}
      errors={
        firstOption === undefined
          ? []
          : oneFieldSummary(radioOptionId(field, firstOption.value), error)
      }
      focusKey={attempt}
      intro={<p className={journey.caption}>{caption}</p>}
      onSubmit={onSubmit}
    >
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
      <SubmitButton>Continue</SubmitButton>
    </StepForm>
  );
}
