import { Button } from '@mantine/core';
import '../../shared/button-styles';
import { shallowEqual, useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { activeTitle } from '../../../journeys/route-sync';
import { ErrorSummary } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import type { OneFieldFormProps } from '../shared/one-field-form';
import { useJourneyTitle } from '../shared/use-journey-title';

const textId = 'feedback-text';

/** complaints/feedback (spec §2): the view of the chart's `enterFeedback` state and its form. */
export function FeedbackPage() {
  const actor = useJourneyActor('feedback');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterFeedback')
        ? {
            title: activeTitle(snapshot) ?? '',
            value: snapshot.context.feedbackForm.values.feedback,
            error: snapshot.context.feedbackForm.errors.feedback,
            attempt: snapshot.context.feedbackForm.attempt,
            invalid: snapshot.hasTag('invalid'),
          }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <FeedbackTextForm
      {...view}
      onChange={(value) => actor.send({ type: 'feedback.change', value })}
      onSubmit={() => actor.send({ type: 'feedback.submit' })}
    />
  );
}

interface FeedbackTextFormProps extends OneFieldFormProps {
  title: string;
}

function FeedbackTextForm({
  title,
  value,
  error,
  attempt,
  invalid,
  onChange,
  onSubmit,
}: FeedbackTextFormProps) {
  useJourneyTitle(title, invalid);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      <ErrorSummary
        items={error === undefined ? [] : [{ fieldId: textId, message: error }]}
        focusKey={attempt}
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
          value={value}
          onChange={onChange}
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
