import { Button } from '@mantine/core';
import '@mantine/core/styles/Button.css';
import { shallowEqual, useSelector } from '@xstate/react';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import { useEffect, type SyntheticEvent } from 'react';
import type { FeedbackDetails } from '../../../../machines/feedback.machine';
import {
  addressSelectionChild,
  type AddressSelectionActor,
} from '../../../journeys/address-actors';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { activeTitle } from '../../../journeys/route-sync';
import { detailsLegend, useDetailsPrefill } from '../../../journeys/use-details-prefill';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateFeedbackDetails } from '../../../../machines/validation/feedback-form';
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
import { LeadPostFailedAlert } from '../shared/submit-error-alert';
import { useJourneyTitle } from '../shared/use-journey-title';

const detailsFields = ['firstName', 'surname', 'email', 'telephoneNumber'] as const;
type DetailsField = (typeof detailsFields)[number];
type PageField = DetailsField | AddressField;
const pageFields: readonly PageField[] = [...detailsFields, ...addressFields];

/** Asks the chart whether it takes the details now: false while the feedback is posting. */
const probeDetails = {
  type: 'details.submit',
  details: { firstName: '', surname: '', email: '', telephoneNumber: '' },
} as const;

function fieldId(field: PageField): string {
  return (addressFields as readonly string[]).includes(field)
    ? addressFieldId(field as AddressField)
    : contactFieldId(field as DetailsField);
}

/**
 * complaints/feedback/personal-details (spec §2): the view of the chart's `enterDetails` and
 * `submitting` states, with the §8 alert after a failed post. The address is optional here.
 */
export function FeedbackDetailsPage() {
  const actor = useJourneyActor('feedback');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterDetails') || snapshot.matches('submitting')
        ? {
            title: activeTitle(snapshot) ?? '',
            submitted: snapshot.context.details,
            submitError: snapshot.context.submitError,
            addressActor: addressSelectionChild(snapshot),
            chosenAddress: snapshot.context.address?.label ?? null,
            busy: snapshot.hasTag('busy'),
            canSubmit: snapshot.can(probeDetails),
          }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <FeedbackDetailsForm
      {...view}
      onSubmit={(details) => actor.send({ type: 'details.submit', details })}
    />
  );
}

interface FeedbackDetailsFormProps {
  title: string;
  submitted: FeedbackDetails | null;
  submitError: LeadPostFailureKind | null;
  /** Undefined while the feedback posts (the details step, and its address child, are left). */
  addressActor: AddressSelectionActor | undefined;
  chosenAddress: string | null;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: (details: FeedbackDetails) => void;
}

function FeedbackDetailsForm({
  title,
  submitted,
  submitError,
  addressActor,
  chosenAddress,
  busy,
  canSubmit,
  onSubmit,
}: FeedbackDetailsFormProps) {
  const { signedIn, prefill } = useDetailsPrefill();
  const draft = useFormDraft('feedback-details', pageFields, () => ({
    firstName: submitted?.firstName ?? '',
    surname: submitted?.surname ?? '',
    email: submitted?.email ?? '',
    telephoneNumber: submitted?.telephoneNumber ?? '',
    ...emptyAddressValues,
  }));
  const { fillEmpty } = draft;
  const items = summaryItems(pageFields, draft.errors, fieldId);
  useJourneyTitle(title, items.length > 0);

  useEffect(() => {
    if (prefill !== undefined) fillEmpty(prefill);
  }, [prefill, fillEmpty]);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateFeedbackDetails(draft.values);
    draft.reportErrors(detailsFields, result.errors);
    if (result.values !== null) onSubmit(result.values);
  };

  return (
    <>
      {submitError !== null && <LeadPostFailedAlert kind={submitError} />}
      <ErrorSummary items={items} focusKey={draft.attempt} />
      <h1 className={journey.heading}>{title}</h1>
      <p className={journey.lead}>
        We won't contact you about your feedback. Your details only help us find your account so we
        can leave your credit on it.
      </p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <fieldset className={journey.fields}>
          <legend className={journey.legend}>{detailsLegend(signedIn)}</legend>
          <ContactFields
            fields={detailsFields}
            values={draft.values}
            errors={draft.errors}
            onChange={draft.setValue}
          />
        </fieldset>
        {addressActor === undefined ? (
          // While the feedback posts the selector is gone; the page keeps its shape.
          chosenAddress !== null && (
            <div className={journey.fields}>
              <h2 className={journey.legend}>Your address</h2>
              <p className={journey.text}>{chosenAddress}</p>
            </div>
          )
        ) : (
          <AddressSelector
            actor={addressActor}
            values={draft.values}
            onChange={draft.setValue}
            errors={draft.errors}
            onErrors={draft.reportErrors}
          />
        )}
        <div className={journey.actions}>
          <Button type="submit" size="md" loading={busy} disabled={!canSubmit}>
            Submit
          </Button>
        </div>
      </form>
    </>
  );
}
