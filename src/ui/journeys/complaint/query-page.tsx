import { Button, NativeSelect } from '@mantine/core';
import '../../shared/button-styles';
import '@mantine/core/styles/Input.css';
import { shallowEqual, useSelector } from '@xstate/react';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import type { SyntheticEvent } from 'react';
import {
  queryFormFields,
  type QueryForm as QueryFormState,
  type QueryFormField,
} from '../../../../machines/complaint.machine';
import {
  complaintValues,
  enquirySubjects,
  type ComplaintValue,
} from '../../../../machines/complaint-values';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { ErrorSummary, summaryItems } from '../shared/error-summary';
import { fieldError } from '../shared/field-error';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { LeadPostFailedAlert } from '../shared/submit-error-alert';
import { useJourneyTitle } from '../shared/use-journey-title';
import { complaintHeadings } from './complaint-copy';

const fieldIds: Record<QueryFormField, string> = { subject: 'query-subject', query: 'query-text' };

/**
 * complaints/{complaint}/query (spec §2, §5): the view of the chart's `describeQuery` and
 * `submitting` states and the query form, with the §8 alert after a failed post.
 */
export function QueryPage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('describeQuery') || snapshot.matches('submitting')
        ? {
            complaint: snapshot.context.complaint,
            form: snapshot.context.queryForm,
            submitError: snapshot.context.submitError,
            invalid: snapshot.hasTag('invalid'),
            busy: snapshot.hasTag('busy'),
          }
        : null,
    shallowEqual,
  );
  if (view?.complaint == null) return null;
  return (
    <QueryForm
      {...view}
      complaint={view.complaint}
      onChange={(field, value) => actor.send({ type: 'query.change', field, value })}
      onSubmit={() => actor.send({ type: 'query.submit' })}
    />
  );
}

interface QueryFormProps {
  complaint: ComplaintValue;
  form: QueryFormState;
  submitError: LeadPostFailureKind | null;
  invalid: boolean;
  busy: boolean;
  onChange: (field: QueryFormField, value: string) => void;
  onSubmit: () => void;
}

function QueryForm({
  complaint,
  form: { values, errors, attempt },
  submitError,
  invalid,
  busy,
  onChange,
  onSubmit,
}: QueryFormProps) {
  const definition = complaintValues[complaint];
  const { heading, queryHeading } = complaintHeadings[complaint];
  const items = summaryItems(queryFormFields, errors, (field) => fieldIds[field]);
  useJourneyTitle(queryHeading, invalid);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      {submitError !== null && <LeadPostFailedAlert kind={submitError} />}
      <ErrorSummary items={items} focusKey={attempt} />
      <p className={journey.caption}>{heading}</p>
      <h1 className={journey.heading}>{queryHeading}</h1>
      <form noValidate onSubmit={submit} className={journey.form}>
        {definition.needsSubject && (
          <NativeSelect
            id={fieldIds.subject}
            label="Subject"
            description="Choose the subject closest to your enquiry"
            value={values.subject}
            onChange={(event) => onChange('subject', event.currentTarget.value)}
            error={fieldError(errors.subject)}
            data={[{ value: '', label: 'Select a subject' }, ...enquirySubjects]}
          />
        )}
        <LongTextInput
          id={fieldIds.query}
          label={definition.kind === 'enquiry' ? 'Your enquiry' : 'What happened'}
          hint="Include any dates, amounts and reference numbers that will help us look into it. Up to 30000 characters."
          value={values.query}
          onChange={(value) => onChange('query', value)}
          error={errors.query}
        />
        <div className={journey.actions}>
          <Button type="submit" size="md" loading={busy} disabled={busy}>
            Submit
          </Button>
        </div>
      </form>
    </>
  );
}
