import { NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import {
  complaintFormRules,
  queryFormFields,
  type QueryFormField,
} from '../../../../machines/complaint.machine';
import {
  complaintValues,
  enquirySubjects,
  type ComplaintValue,
} from '../../../../machines/complaint-values';
import type { FormState } from '../../../../machines/form-kernel';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import { useJourneyView } from '../../../journeys/use-journey-view';
import { selectOptions } from '../shared/choices';
import { summaryItems } from '../shared/error-summary';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { StepForm, SubmitButton } from '../shared/step-form';
import { useAskBeforeLeaving } from '../shared/use-ask-before-leaving';
import { failureOnShow, LeadPostFailedAlert } from '../shared/submit-error-alert';
import { useStepForm } from '../shared/use-step-form';
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
  useAskBeforeLeaving(view?.busy ?? false);
  if (view?.complaint == null) return null;
  return (
    <QueryForm
      {...view}
      complaint={view.complaint}
      onChange={(field, value) => actor.send({ type: 'query.change', field, value })}
      onSubmit={() => actor.send({ type: 'query.submit' })}
      onDismiss={() => actor.send({ type: 'failure.dismiss' })}
    />
  );
}

function QueryForm({
  complaint,
  form: chartForm,
  submitError,
  invalid,
  overLimit,
  busy,
  onChange,
  onSubmit,
  onDismiss,
}: {
  complaint: ComplaintValue;
  form: FormState<QueryFormField>;
  submitError: LeadPostFailureKind | null;
  invalid: boolean;
  overLimit: boolean;
  busy: boolean;
  onChange: (field: QueryFormField, value: string) => void;
  onSubmit: () => void;
  onDismiss: () => void;
}) {
  const { form, onSubmit: submit } = useStepForm(
    queryFormFields,
    chartForm,
    (values) => complaintFormRules.query(values, { complaint }),
    {
      change: onChange,
      submit: onSubmit,
    },
  );
  const definition = complaintValues[complaint];
  const { heading, queryHeading } = complaintHeadings(complaint);
  return (
    <StepForm
      title={queryHeading}
      invalid={invalid}
      alert={
        submitError !== null && <LeadPostFailedAlert kind={submitError} onDismiss={onDismiss} />
      }
      errors={summaryItems(queryFormFields, chartForm.errors, (field) => fieldIds[field])}
      focusKey={chartForm.attempt}
      intro={
        <>
          <p className={journey.caption}>{heading}</p>
          <h1 className={journey.heading}>{queryHeading}</h1>
        </>
      }
      onSubmit={submit}
    >
      {definition.needsSubject && (
        <NativeSelect
          id={fieldIds.subject}
          label="Subject"
          description="Choose the subject closest to your enquiry"
          data={selectOptions('Select a subject', enquirySubjects)}
          {...form.getInputProps('subject')}
        />
      )}
      <LongTextInput
        id={fieldIds.query}
        form={form}
        field="query"
        label={definition.kind === 'enquiry' ? 'Your enquiry' : 'What happened'}
        hint="Include any dates, amounts and reference numbers that will help us look into it. Up to 30000 characters."
        overLimit={overLimit}
      />
      <SubmitButton busy={busy}>Submit</SubmitButton>
    </StepForm>
  );
}
