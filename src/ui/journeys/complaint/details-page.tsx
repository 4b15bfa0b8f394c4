import { Button } from '@mantine/core';
import '../../shared/button-styles';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, type SyntheticEvent } from 'react';
import type {
  CachedPersonalDetails,
  PersonalDetails,
} from '../../../../machines/complaint.machine';
import type { ComplaintValue } from '../../../../machines/complaint-values';
import { complaintHeadings } from './complaint-copy';
import {
  addressSelectionChild,
  type AddressSelectionActor,
} from '../../../journeys/address-actors';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { detailsLegend, useDetailsPrefill } from '../../../journeys/use-details-prefill';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateDetailsForm } from '../../../../machines/validation/details-form';
import {
  AddressSelector,
  addressFieldId,
  addressFields,
  emptyAddressValues,
  type AddressField,
} from '../shared/address-selector';
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
] as const;
const detailsFields = [...contactFields, 'vulnerability'] as const;
type DetailsField = (typeof detailsFields)[number];
type PageField = DetailsField | AddressField;
const pageFields: readonly PageField[] = [...detailsFields, ...addressFields];

const vulnerabilityOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

/**
 * A `details.submit` used only to ask the chart whether it would take the details now (its guard
 * is "an address has been chosen"); the answer shows or hides 'Next step' (spec §4, §5).
 */
const probeDetails: PersonalDetails = {
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
  textphoneNumber: null,
  vulnerabilityConsent: false,
};

function fieldId(field: PageField): string {
  if (field === 'vulnerability') return radioOptionId('vulnerability', 'true');
  return (addressFields as readonly string[]).includes(field)
    ? addressFieldId(field as AddressField)
    : contactFieldId(field as (typeof contactFields)[number]);
}

function initialValues(cached: CachedPersonalDetails | null): Record<PageField, string> {
  return {
    firstName: cached?.firstName ?? '',
    surname: cached?.surname ?? '',
    email: cached?.email ?? '',
    telephoneNumber: cached?.telephoneNumber ?? '',
    textphoneNumber: cached?.textphoneNumber ?? '',
    vulnerability: cached === null ? '' : String(cached.vulnerabilityConsent),
    ...emptyAddressValues,
  };
}

/** complaints/{complaint}: 'A bit about you' (spec §2), the view of the chart's `enterDetails`. */
export function DetailsPage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterDetails')
        ? {
            complaint: snapshot.context.complaint,
            cached: snapshot.context.personalDetails,
            addressActor: addressSelectionChild(snapshot),
            canSubmit: snapshot.can({ type: 'details.submit', details: probeDetails }),
          }
        : null,
    shallowEqual,
  );
  if (view?.complaint == null || view.addressActor === undefined) return null;
  return (
    <DetailsForm
      complaint={view.complaint}
      cached={view.cached}
      addressActor={view.addressActor}
      canSubmit={view.canSubmit}
      onSubmit={(details) => actor.send({ type: 'details.submit', details })}
    />
  );
}

interface DetailsFormProps {
  complaint: ComplaintValue;
  cached: CachedPersonalDetails | null;
  addressActor: AddressSelectionActor;
  canSubmit: boolean;
  onSubmit: (details: PersonalDetails) => void;
}

function DetailsForm({ complaint, cached, addressActor, canSubmit, onSubmit }: DetailsFormProps) {
  const { signedIn, prefill } = useDetailsPrefill();
  const draft = useFormDraft('complaint-details', pageFields, () => initialValues(cached));
  const { fillEmpty } = draft;
  const items = summaryItems(pageFields, draft.errors, fieldId);
  useJourneyTitle('A bit about you', items.length > 0);

  useEffect(() => {
    if (prefill !== undefined) fillEmpty(prefill);
  }, [prefill, fillEmpty]);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateDetailsForm(draft.values);
    draft.reportErrors(detailsFields, result.errors);
    if (result.values !== null) onSubmit(result.values);
  };

  return (
    <>
      <ErrorSummary items={items} focusKey={draft.attempt} />
      <h1 className={journey.heading}>{complaintHeadings[complaint].heading}</h1>
      <h2 className={journey.subheading}>A bit about you</h2>
      <form noValidate onSubmit={submit} className={journey.form}>
        <fieldset className={journey.fields}>
          <legend className={journey.legend}>{detailsLegend(signedIn)}</legend>
          <ContactFields
            fields={contactFields}
            values={draft.values}
            errors={draft.errors}
            onChange={draft.setValue}
          />
        </fieldset>
        <RadioQuestion
          id="vulnerability"
          name="vulnerability"
          legend="Do you have any circumstances that mean you need extra support from us?"
          hint="For example a health condition, a disability or a recent bereavement. We'll use your answer to handle your complaint in the right way."
          options={vulnerabilityOptions}
          value={draft.values.vulnerability}
          onChange={(value) => draft.setValue('vulnerability', value)}
          error={draft.errors.vulnerability}
          inline
        />
        <AddressSelector
          actor={addressActor}
          values={draft.values}
          onChange={draft.setValue}
          errors={draft.errors}
          onErrors={draft.reportErrors}
        />
        {canSubmit && (
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
