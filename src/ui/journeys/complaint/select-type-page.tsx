import { useSelector } from '@xstate/react';
import { complaintTypeOptions } from './complaint-copy';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { validateComplaintTypeChoice } from '../../../../machines/validation/journey-choices';
import { ChoiceQuestionForm } from '../shared/choice-question-form';

/** make-a-complaint-select-type (spec §2): the view of the chart's `selectType` state. */
export function SelectTypePage() {
  const actor = useJourneyActor('complaint');
  const onScreen = useSelector(actor, (snapshot) => snapshot.matches('selectType'));
  if (!onScreen) return null;
  return (
    <ChoiceQuestionForm
      draftName="complaint-type"
      field="complaintType"
      question="What is your complaint about?"
      caption="Make a complaint"
      options={complaintTypeOptions}
      validate={validateComplaintTypeChoice}
      onChoose={(value) => actor.send({ type: 'type.choose', value })}
    />
  );
}
