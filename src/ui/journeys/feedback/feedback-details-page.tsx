import { Button } from '@mantine/core';
import '../../shared/button-styles';
import { shallowEqual, useSelector } from '@xstate/react';
import type { SyntheticEvent } from 'react';
import {
  feedbackDetailsFields,
  type FeedbackDetailsField,
  type FeedbackDetailsForm,
} from '../../../../machines/feedback.machine';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import {
  addressSelectionChild,
  type AddressSelectionActor,
} from '../../../journeys/address-actors';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { activeTitle } from '../../../journeys/route-sync';
import { detailsLegend, useDetailsPrefill } from '../../../journeys/use-details-prefill';
import type { AddressForm } from '../../../../machines/address-selection.machine';
import { AddressSelector, addressSummaryItems } from '../shared/address-selector';
import { ContactFields, contactFieldId } from '../shared/contact-fields';
import { ErrorSummary, summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { LeadPostFailedAlert } from '../shared/submit-error-alert';
import { useJourneyTitle } from '../shared/use-journey-title';

/**
 * complaints/feedback/personal-details (spec §2): the view of the chart's `enterDetails` and
 * `submitting` states and of the details form in its context, with the §8 alert after a failed post.
 * The address is optional here.
 */
export function FeedbackDetailsPage() {
  const actor = useJourneyActor('feedback');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('enterDetails') || snapshot.matches('submitting')
        ? {
            title: activeTitle(snapshot) ?? '',
            form: snapshot.context.detailsForm,
            addressForm: snapshot.context.addressForm,
            invalid: snapshot.hasTag('invalid'),
            submitError: snapshot.context.submitError,
            addressActor: addressSelectionChild(snapshot),
            chosenAddress: snapshot.context.address?.label ?? null,
            busy: snapshot.hasTag('busy'),
          }
        : null,
    shallowEqual,
  );
  if (view === null) return null;
  return (
    <FeedbackDetailsFormView
      {...view}
      onChange={(field, value) => actor.send({ type: 'details.change', field, value })}
      onSubmit={() => actor.send({ type: 'details.submit' })}
    />
  );
}

interface FeedbackDetailsFormViewProps {
  title: string;
  form: FeedbackDetailsForm;
  addressForm: AddressForm;
  invalid: boolean;
  submitError: LeadPostFailureKind | null;
  /** Undefined while the feedback posts (the details step, and its address child, are left). */
  addressActor: AddressSelectionActor | undefined;
  chosenAddress: string | null;
  busy: boolean;
  onChange: (field: FeedbackDetailsField, value: string) => void;
  onSubmit: () => void;
}

function FeedbackDetailsFormView({
  title,
  form,
  addressForm,
  invalid,
  submitError,
  addressActor,
  chosenAddress,
  busy,
  onChange,
  onSubmit,
}: FeedbackDetailsFormViewProps) {
  const { signedIn } = useDetailsPrefill();
  const items = [
    ...summaryItems(feedbackDetailsFields, form.errors, contactFieldId),
    ...addressSummaryItems(addressForm),
  ];
  useJourneyTitle(title, invalid);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      {submitError !== null && <LeadPostFailedAlert kind={submitError} />}
      {/* Both counts only grow, so their sum changes with every attempt that produced errors. */}
      <ErrorSummary items={items} focusKey={form.attempt + addressForm.attempt} />
      <h1 className={journey.heading}>{title}</h1>
      <p className={journey.lead}>
        We won't contact you about your feedback. Your details only help us find your account so we
        can leave your credit on it.
      </p>
      <form noValidate onSubmit={submit} className={journey.form}>
        <fieldset className={journey.fields}>
          <legend className={journey.legend}>{detailsLegend(signedIn)}</legend>
          <ContactFields
            fields={feedbackDetailsFields}
            values={form.values}
            errors={form.errors}
            onChange={onChange}
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
          <AddressSelector actor={addressActor} />
        )}
        <div className={journey.actions}>
          <Button type="submit" size="md" loading={busy} disabled={busy}>
            Submit
          </Button>
        </div>
      </form>
    </>
  );
}
