import { Button } from '@mantine/core';
import '../../shared/button-styles';
import { shallowEqual, useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import type { AddressForm } from '../../../../machines/address-selection.machine';
import type { DetailsFormField, PersonalDetailsForm } from '../../../../machines/complaint.machine';
import type { ComplaintValue } from '../../../../machines/complaint-values';
import { complaintHeadings } from './complaint-copy';
import {
  addressSelectionChild,
  type AddressSelectionActor,
} from '../../../journeys/address-actors';
import { activeTitle } from '../../../journeys/route-sync';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { detailsLegend, useDetailsPrefill } from '../../../journeys/use-details-prefill';
import { AddressSelector, addressSummaryItems } from '../shared/address-selector';
import { ContactFields, contactFieldId } from '../shared/contact-fields';
import { ErrorSummary, summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { RadioQuestion, radioOptionId } from '../shared/radio-question';
import { useJourneyTitle } from '../shared/use-journey-title';

const contactFields = [
  'firstName',
  'surname',
  'email',
  'telephoneNumber',
  'textphoneNumber',
] as const satisfies readonly DetailsFormField[];
const pageFields = [...contactFields, 'vulnerability'] as const;

const vulnerabilityOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

function fieldId(field: DetailsFormField): string {
  return field === 'vulnerability' ? radioOptionId('vulnerability', 'true') : contactFieldId(field);
}

/**
 * complaints/{complaint}: 'A bit about you' (spec §2), the view of the chart's `enterDetails` step
 * and of the details form in its context. 'Next step' shows once the chart holds a chosen address.
 */
export function DetailsPage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterDetails')
        ? {
            title: activeTitle(snapshot) ?? '',
            complaint: snapshot.context.complaint,
            form: snapshot.context.detailsForm,
            addressForm: snapshot.context.addressForm,
            invalid: snapshot.hasTag('invalid'),
            addressChosen: snapshot.context.address !== null,
            addressActor: addressSelectionChild(snapshot),
          }
        : null,
    shallowEqual,
  );
  if (view?.complaint == null || view.addressActor === undefined) return null;
  return (
    <DetailsForm
      {...view}
      complaint={view.complaint}
      addressActor={view.addressActor}
      onChange={(field, value) => actor.send({ type: 'details.change', field, value })}
      onSubmit={() => actor.send({ type: 'details.submit' })}
    />
  );
}

interface DetailsFormProps {
  title: string;
  complaint: ComplaintValue;
  form: PersonalDetailsForm;
  addressForm: AddressForm;
  invalid: boolean;
  addressChosen: boolean;
  addressActor: AddressSelectionActor;
  onChange: (field: DetailsFormField, value: string) => void;
  onSubmit: () => void;
}

function DetailsForm({
  title,
  complaint,
  form,
  addressForm,
  invalid,
  addressChosen,
  addressActor,
  onChange,
  onSubmit,
}: DetailsFormProps) {
  const { signedIn } = useDetailsPrefill();
  const items = [
    ...summaryItems(pageFields, form.errors, fieldId),
    ...addressSummaryItems(addressForm),
  ];
  useJourneyTitle(title, invalid);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      {/* Both counts only grow, so their sum changes with every attempt that produced errors. */}
      <ErrorSummary items={items} focusKey={form.attempt + addressForm.attempt} />
      <h1 className={journey.heading}>{complaintHeadings[complaint].heading}</h1>
      <h2 className={journey.subheading}>{title}</h2>
      <form noValidate onSubmit={submit} className={journey.form}>
        <fieldset className={journey.fields}>
          <legend className={journey.legend}>{detailsLegend(signedIn)}</legend>
          <ContactFields
            fields={contactFields}
            values={form.values}
            errors={form.errors}
            onChange={onChange}
          />
        </fieldset>
        <RadioQuestion
          id="vulnerability"
          name="vulnerability"
          legend="Do you have any circumstances that mean you need extra support from us?"
          hint="For example a health condition, a disability or a recent bereavement. We'll use your answer to handle your complaint in the right way."
          options={vulnerabilityOptions}
          value={form.values.vulnerability}
          onChange={(value) => onChange('vulnerability', value)}
          error={form.errors.vulnerability}
          inline
        />
        <AddressSelector actor={addressActor} />
        {addressChosen && (
          <div className={journey.actions}>
            <Button type="submit" size="md">
              Next step
            </Button>
          </div>
        )}
      </form>
    </>
  );
}
