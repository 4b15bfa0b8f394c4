import { feedbackDetailsFields, feedbackFormRules } from '../../../../machines/feedback.machine';
import { detailsStepView } from '../../../journeys/details-step-view';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { AddressSelector } from '../shared/address-selector';
import { contactFieldId } from '../shared/contact-fields';
import { DetailsForm } from '../shared/details-form';
import { summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { SubmitButton } from '../shared/step-form';
import { useAskBeforeLeaving } from '../shared/use-ask-before-leaving';
import { failureOnShow, LeadPostFailedAlert } from '../shared/submit-error-alert';

/**
 * complaints/feedback/personal-details (spec §2): the view of the chart's `enterDetails` and
 * `submitting` states and of the details form in its context, with the §8 alert after a failed post.
 * The address is optional here.
 */
export function FeedbackDetailsPage() {
  const { actor, view } = useJourneyView('feedback', (snapshot) =>
    snapshot.matches('enterDetails') || snapshot.matches('submitting')
      ? {
          ...detailsStepView(snapshot),
          submitError: failureOnShow(snapshot),
          busy: snapshot.hasTag('busy'),
        }
      : null,
  );
  useAskBeforeLeaving(view?.busy ?? false);
  if (view === null) return null;
  return (
    <DetailsForm
      step={view}
      alert={
        view.submitError !== null && (
          <LeadPostFailedAlert
            kind={view.submitError}
            onDismiss={() => actor.send({ type: 'failure.dismiss' })}
          />
        )
      }
      intro={
        <>
          <h1 className={journey.heading}>{view.title}</h1>
          <p className={journey.lead}>
            We won't contact you about your feedback. Your details only help us find your account so
            we can leave your credit on it.
          </p>
        </>
      }
      fields={feedbackDetailsFields}
      rule={feedbackFormRules.details}
      contactFields={feedbackDetailsFields}
      errors={summaryItems(feedbackDetailsFields, view.form.errors, contactFieldId)}
      onChange={(field, value) => actor.send({ type: 'details.change', field, value })}
      onSubmit={() => actor.send({ type: 'details.submit' })}
    >
      {() => (
        <>
          {view.addressActor !== undefined && (
            // While the lead posts, the address is on show as chosen, but not usable.
            <AddressSelector actor={view.addressActor} frozen={view.busy} />
          )}
          <SubmitButton busy={view.busy}>Submit</SubmitButton>
        </>
      )}
    </DetailsForm>
  );
}
