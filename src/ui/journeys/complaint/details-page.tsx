import { complaintFormRules, type DetailsFormField } from '../../../../machines/complaint.machine';
import { detailsFormFields } from '../../../../machines/validation/details-form';
import { detailsStepView } from '../../../journeys/details-step-view';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { AddressSelector } from '../shared/address-selector';
import { RadioQuestion, radioOptionId } from '../shared/choices';
import { contactFieldId } from '../shared/contact-fields';
import { DetailsForm } from '../shared/details-form';
import { summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { SubmitButton } from '../shared/step-form';
import { complaintHeadings, vulnerabilityQuestion } from './complaint-copy';

const contactFields = [
  'firstName',
  'surname',
  'email',
  'telephoneNumber',
  'textphoneNumber',
] as const satisfies readonly DetailsFormField[];

function fieldId(field: DetailsFormField): string {
  return field === 'vulnerability' ? radioOptionId('vulnerability', 'true') : contactFieldId(field);
}

/**
 * complaints/{complaint}: 'A bit about you' (spec §2), the view of the chart's `enterDetails` step
 * and of the details form in its context. 'Next step' shows once the chart holds a chosen address.
 */
export function DetailsPage() {
  const { actor, view } = useJourneyView('complaint', (snapshot) =>
    snapshot.matches('enterDetails')
      ? {
          ...detailsStepView(snapshot),
          complaint: snapshot.context.complaint,
          addressChosen: snapshot.context.address !== null,
        }
      : null,
  );
  if (view?.complaint == null || view.addressActor === undefined) return null;
  const { title, form, addressActor } = view;
  return (
    <DetailsForm
      step={view}
      fields={detailsFormFields}
      rule={complaintFormRules.details}
      intro={
        <>
          <h1 className={journey.heading}>{complaintHeadings(view.complaint).heading}</h1>
          <h2 className={journey.subheading}>{title}</h2>
        </>
      }
      contactFields={contactFields}
      errors={summaryItems(detailsFormFields, form.errors, fieldId)}
      onChange={(field, value) => actor.send({ type: 'details.change', field, value })}
      onSubmit={() => actor.send({ type: 'details.submit' })}
    >
      {(detailsForm) => (
        <>
          <RadioQuestion
            form={detailsForm}
            field="vulnerability"
            label={vulnerabilityQuestion.question}
            description={vulnerabilityQuestion.hint}
            labelClassName={journey.legend}
            options={vulnerabilityQuestion.options}
            inline
          />
          <AddressSelector actor={addressActor} />
          {view.addressChosen && <SubmitButton>Next step</SubmitButton>}
        </>
      )}
    </DetailsForm>
  );
}
