import { useSelector } from '@xstate/react';
import { energyPaymentOptions } from './complaint-copy';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { validateEnergyPaymentChoice } from '../../../../machines/validation/journey-choices';
import { ChoiceQuestionForm } from '../shared/choice-question-form';

/** make-a-complaint-select-energy (spec §2, §5): the view of the chart's `selectEnergy` state. */
export function SelectEnergyPage() {
  const actor = useJourneyActor('complaint');
  const onScreen = useSelector(actor, (snapshot) => snapshot.matches('selectEnergy'));
  if (!onScreen) return null;
  return (
    <ChoiceQuestionForm
      draftName="complaint-energy"
      field="energyPayment"
      question="How do you pay for your energy?"
      caption="Make a complaint"
      options={energyPaymentOptions}
      validate={validateEnergyPaymentChoice}
      onChoose={(value) => actor.send({ type: 'energy.choose', value })}
    />
  );
}
