import { shallowEqual, useSelector } from '@xstate/react';
import { energyPaymentOptions } from './complaint-copy';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { ChoiceQuestionForm } from '../shared/choice-question-form';

/** make-a-complaint-select-energy (spec §2, §5): the view of the chart's `selectEnergy` state and its form. */
export function SelectEnergyPage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('selectEnergy')
        ? {
            value: snapshot.context.energyForm.values.energyPayment,
            error: snapshot.context.energyForm.errors.energyPayment,
            attempt: snapshot.context.energyForm.attempt,
            invalid: snapshot.hasTag('invalid'),
          }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <ChoiceQuestionForm
      {...view}
      field="energyPayment"
      question="How do you pay for your energy?"
      caption="Make a complaint"
      options={energyPaymentOptions}
      onChange={(value) => actor.send({ type: 'energy.change', value })}
      onSubmit={() => actor.send({ type: 'energy.submit' })}
    />
  );
}
