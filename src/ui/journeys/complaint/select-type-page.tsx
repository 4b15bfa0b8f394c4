import { shallowEqual, useSelector } from '@xstate/react';
import { complaintTypeOptions } from './complaint-copy';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { ChoiceQuestionForm } from '../shared/choice-question-form';

/** make-a-complaint-select-type (spec §2): the view of the chart's `selectType` state and its form. */
export function SelectTypePage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('selectType')
        ? {
            value: snapshot.context.typeForm.values.complaintType,
            error: snapshot.context.typeForm.errors.complaintType,
            attempt: snapshot.context.typeForm.attempt,
            invalid: snapshot.hasTag('invalid'),
          }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <ChoiceQuestionForm
      {...view}
      field="complaintType"
      question="What is your complaint about?"
      caption="Make a complaint"
      options={complaintTypeOptions}
      onChange={(value) => actor.send({ type: 'type.change', value })}
      onSubmit={() => actor.send({ type: 'type.submit' })}
    />
  );
}
