import { activeTitle } from '../../../journeys/route-sync';
import { useJourneyView } from '../../../journeys/use-journey-view';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { oneFieldState, oneFieldSummary } from '../shared/one-field-form';
import { StepForm, SubmitButton } from '../shared/step-form';

const textId = 'feedback-text';

/** complaints/feedback (spec §2): the view of the chart's `enterFeedback` state and its form. */
export function FeedbackPage() {
  const { actor, view } = useJourneyView('feedback', (snapshot) =>
    snapshot.matches('enterFeedback')
      ? {
          title: activeTitle(snapshot) ?? '',
          ...oneFieldState(snapshot.context.feedbackForm, 'feedback'),
          invalid: snapshot.hasTag('invalid'),
          overLimit: snapshot.hasTag('overLimit'),
        }
      : null,
  );
  if (view === null) return null;
  return (
    <StepForm
      title={view.title}
      invalid={view.invalid}
      errors={oneFieldSummary(textId, view.error)}
      focusKey={view.attempt}
      intro={
        <>
          <h1 className={journey.heading}>{view.title}</h1>
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
      onSubmit={() => actor.send({ type: 'feedback.submit' })}
    >
      <LongTextInput
        id={textId}
        label="Your feedback"
        hint="Up to 30000 characters."
        value={view.value}
        onChange={(value) => actor.send({ type: 'feedback.change', value })}
        error={view.error}
        overLimit={view.overLimit}
      />
      <SubmitButton>I don't want the refund</SubmitButton>
    </StepForm>
  );
}
