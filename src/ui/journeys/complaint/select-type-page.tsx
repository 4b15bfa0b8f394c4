import { Button } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import { useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import { complaintTypes, type ComplaintType } from '../../../../machines/complaint-values';
import { ComplaintJourney } from '../../../journeys/complaint-journey';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateComplaintTypeChoice } from '../../../journeys/validation/journey-choices';
import { ErrorSummary } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { RadioQuestion, radioOptionId } from '../shared/radio-question';
import { useJourneyTitle } from '../shared/use-journey-title';

const question = 'What is your complaint about?';

/** make-a-complaint-select-type (spec §2): the view of the chart's `selectType` state. */
export function SelectTypePage() {
  const actor = ComplaintJourney.useJourneyActor();
  const onScreen = useSelector(actor, (snapshot) => snapshot.matches('selectType'));
  if (!onScreen) return null;
  return <SelectTypeForm onChoose={(value) => actor.send({ type: 'type.choose', value })} />;
}

function SelectTypeForm({ onChoose }: { onChoose: (value: ComplaintType) => void }) {
  const draft = useFormDraft('complaint-type', ['complaintType'], () => ({ complaintType: '' }));
  const error = draft.errors.complaintType;
  useJourneyTitle(question, error !== undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateComplaintTypeChoice(draft.values);
    draft.reportErrors(['complaintType'], result.errors);
    if (result.values !== null) onChoose(result.values.complaintType);
  };

  return (
    <>
      <ErrorSummary
        items={
          error === undefined
            ? []
            : [{ fieldId: radioOptionId('complaintType', complaintTypes[0].value), message: error }]
        }
        focusKey={draft.attempt}
      />
      <p className={journey.caption}>Make a complaint</p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <RadioQuestion
          id="complaintType"
          name="complaintType"
          legend={question}
          legendIsPageHeading
          options={complaintTypes}
          value={draft.values.complaintType}
          onChange={(value) => draft.setValue('complaintType', value)}
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
