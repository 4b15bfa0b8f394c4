import { queryFormFields, type QueryFormField } from '../../../../machines/complaint.machine';
import { complaintValues, enquirySubjects } from '../../../../machines/complaint-values';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { summaryItems } from '../shared/error-summary';
import { fieldProps } from '../shared/field-props';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { SelectInput } from '../shared/select-input';
import { StepForm, SubmitButton } from '../shared/step-form';
import { failureOnShow, LeadPostFailedAlert } from '../shared/submit-error-alert';
import { complaintHeadings } from './complaint-copy';

const fieldIds: Record<QueryFormField, string> = { subject: 'query-subject', query: 'query-text' };

/**
 * complaints/{complaint}/query (spec §2, §5): the view of the chart's `describeQuery` and
 * `submitting` states and the query form, with the §8 alert after a failed post.
 */
export function QueryPage() {
  const { actor, view } = useJourneyView('complaint', (snapshot) =>
    snapshot.matches('describeQuery') || snapshot.matches('submitting')
      ? {
          complaint: snapshot.context.complaint,
          form: snapshot.context.queryForm,
          submitError: failureOnShow(snapshot),
          invalid: snapshot.hasTag('invalid'),
          overLimit: snapshot.hasTag('overLimit'),
          busy: snapshot.hasTag('busy'),
        }
      : null,
  );
  if (view?.complaint == null) return null;
  const { form } = view;
  const definition = complaintValues[view.complaint];
  const { heading, queryHeading } = complaintHeadings(view.complaint);
  const change = (field: QueryFormField, value: string): void => {
    actor.send({ type: 'query.change', field, value });
  };
  return (
    <StepForm
      title={queryHeading}
      invalid={view.invalid}
      alert={
        view.submitError !== null && (
          <LeadPostFailedAlert
            kind={view.submitError}
            onDismiss={() => actor.send({ type: 'failure.dismiss' })}
          />
        )
      }
      errors={summaryItems(queryFormFields, form.errors, (field) => fieldIds[field])}
      focusKey={form.attempt}
      intro={
        <>
          <p className={journey.caption}>{heading}</p>
          <h1 className={journey.heading}>{queryHeading}</h1>
        </>
      }
      onSubmit={() => actor.send({ type: 'query.submit' })}
    >
      {definition.needsSubject && (
        <SelectInput
          id={fieldIds.subject}
          label="Subject"
          hint="Choose the subject closest to your enquiry"
          placeholder="Select a subject"
          options={enquirySubjects}
          {...fieldProps(form, 'subject', change)}
        />
      )}
      <LongTextInput
        id={fieldIds.query}
        label={definition.kind === 'enquiry' ? 'Your enquiry' : 'What happened'}
        hint="Include any dates, amounts and reference numbers that will help us look into it. Up to 30000 characters."
        {...fieldProps(form, 'query', change)}
        overLimit={view.overLimit}
      />
      <SubmitButton busy={view.busy}>Submit</SubmitButton>
    </StepForm>
  );
}
