import { Button } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import { shallowEqual, useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { activeTitle } from '../../../journeys/route-sync';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateFeedbackText } from '../../../../machines/validation/feedback-form';
import { ErrorSummary } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { useJourneyTitle } from '../shared/use-journey-title';

const textId = 'feedback-text';

/** complaints/feedback (spec §2): the view of the chart's `enterFeedback` state. */
export function FeedbackPage() {
  const actor = useJourneyActor('feedback');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterFeedback')
        ? { title: activeTitle(snapshot) ?? '', feedback: snapshot.context.feedback }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <FeedbackTextForm
      title={view.title}
      feedback={view.feedback}
      onSubmit={(feedback) => actor.send({ type: 'feedback.submit', feedback })}
    />
  );
}

interface FeedbackTextFormProps {
  title: string;
  feedback: string | null;
  onSubmit: (feedback: string) => void;
}

function FeedbackTextForm({ title, feedback, onSubmit }: FeedbackTextFormProps) {
  const draft = useFormDraft('feedback-text', ['feedback'], () => ({ feedback: feedback ?? '' }));
  const error = draft.errors.feedback;
  useJourneyTitle(title, error !== undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateFeedbackText(draft.values);
    draft.reportErrors(['feedback'], result.errors);
    if (result.values !== null) onSubmit(result.values.feedback);
  };

  return (
    <>
      <ErrorSummary
        items={error === undefined ? [] : [{ fieldId: textId, message: error }]}
        focusKey={draft.attempt}
      />
      <h1 className={journey.heading}>{title}</h1>
      <p className={journey.lead}>
        Your account is in credit, so we owe you a refund. If you would rather keep the money on
        your account, we will use it to help pay your future bills.
      </p>
      <p className={journey.text}>
        Tell us why you would like to keep your credit, or anything else about your refund, and we
        will leave the credit on your account.
      </p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <LongTextInput
          id={textId}
          label="Your feedback"
          hint="Up to 30000 characters."
          value={draft.values.feedback}
          onChange={(value) => draft.setValue('feedback', value)}
          error={error}
        />
        <div className={journey.actions}>
          <Button type="submit" size="md">
            I don't want the refund
          </Button>
        </div>
      </form>
    </>
  );
}
