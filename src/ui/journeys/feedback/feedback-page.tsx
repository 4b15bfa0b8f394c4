import type { FormState } from '../../../../machines/form-kernel';
import { feedbackFormRules } from '../../../../machines/feedback.machine';
import { activeTitle } from '../../../journeys/journey-session';
import { useJourneyView } from '../../../journeys/use-journey-view';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { summaryItems } from '../shared/error-summary';
import { StepForm, SubmitButton } from '../shared/step-form';
import { useStepForm } from '../shared/use-step-form';

const textId = 'feedback-text';

/** complaints/feedback (spec §2): the view of the chart's `enterFeedback` state and its form. */
export function FeedbackPage() {
  const { actor, view } = useJourneyView('feedback', (snapshot) =>
    snapshot.matches('enterFeedback')
      ? {
          title: activeTitle(snapshot) ?? '',
          form: snapshot.context.feedbackForm,
          invalid: snapshot.hasTag('invalid'),
          overLimit: snapshot.hasTag('overLimit'),
        }
      : null,
  );
  if (view === null) return null;
  return (
    <FeedbackForm
      {...view}
      onChange={(value) => actor.send({ type: 'feedback.change', value })}
      onSubmit={() => actor.send({ type: 'feedback.submit' })}
    />
  );
}

const fields = ['feedback'] as const;

function FeedbackForm({
  title,
  form: chartForm,
  invalid,
  overLimit,
  onChange,
  onSubmit,
}: {
  title: string;
  form: FormState<'feedback'>;
  invalid: boolean;
  overLimit: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const { form, onSubmit: submit } = useStepForm(fields, chartForm, feedbackFormRules.feedback, {
    change: (_, value) => onChange(value),
    submit: onSubmit,
  });
  return (
    <StepForm
      title={title}
      invalid={invalid}
      errors={summaryItems(fields, chartForm.errors, () => textId)}
      focusKey={chartForm.attempt}
      intro={
        <>
          <h1 className={journey.heading}>{title}</h1>
          <p className={journey.lead}>
            Your account is in credit, so we owe you a refund. If you would rather keep the money on
            your account, we will use it to help pay your future bills.
          </p>
          <p className={journey.text}>
            Tell us why you would like to keep your credit, or anything else about your refund, and
            we will leave the credit on your account.
          </p>
        </>
      }
      onSubmit={submit}
    >
      <LongTextInput
        id={textId}
        form={form}
        field="feedback"
        label="Your feedback"
        hint="Up to 30000 characters."
        overLimit={overLimit}
      />
      <SubmitButton>I don't want the refund</SubmitButton>
    </StepForm>
  );
}
