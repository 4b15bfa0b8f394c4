import { Button } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import { useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { energyPaymentTypes, type EnergyPaymentType } from '../../../../machines/complaint-values';
import { ComplaintJourney } from '../../../journeys/complaint-journey';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateEnergyPaymentChoice } from '../../../journeys/validation/journey-choices';
import { ErrorSummary } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { RadioQuestion, radioOptionId } from '../shared/radio-question';
import { useJourneyTitle } from '../shared/use-journey-title';

const question = 'How do you pay for your energy?';

/** make-a-complaint-select-energy (spec §2, §5): the view of the chart's `selectEnergy` state. */
export function SelectEnergyPage() {
  const actor = ComplaintJourney.useJourneyActor();
  const onScreen = useSelector(actor, (snapshot) => snapshot.matches('selectEnergy'));
  if (!onScreen) return null;
  return <SelectEnergyForm onChoose={(value) => actor.send({ type: 'energy.choose', value })} />;
}

function SelectEnergyForm({ onChoose }: { onChoose: (value: EnergyPaymentType) => void }) {
  const draft = useFormDraft('complaint-energy', ['energyPayment'], () => ({ energyPayment: '' }));
  const error = draft.errors.energyPayment;
  useJourneyTitle(question, error !== undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateEnergyPaymentChoice(draft.values);
    draft.reportErrors(['energyPayment'], result.errors);
    if (result.values !== null) onChoose(result.values.energyPayment);
  };

  return (
    <>
      <ErrorSummary
        items={
          error === undefined
            ? []
            : [
                {
                  fieldId: radioOptionId('energyPayment', energyPaymentTypes[0].value),
                  message: error,
                },
              ]
        }
        focusKey={draft.attempt}
      />
      <p className={journey.caption}>Make a complaint</p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <RadioQuestion
          id="energyPayment"
          name="energyPayment"
          legend={question}
          legendIsPageHeading
          options={energyPaymentTypes}
          value={draft.values.energyPayment}
          onChange={(value) => draft.setValue('energyPayment', value)}
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
