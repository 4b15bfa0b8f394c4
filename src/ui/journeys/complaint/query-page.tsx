import { Button, NativeSelect } from '@mantine/core';
import '../../shared/button-styles';
import '@mantine/core/styles/Input.css';
import { shallowEqual, useSelector } from '@xstate/react';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import type { SyntheticEvent } from 'react';
import type { QueryDraft } from '../../../../machines/complaint.machine';
import {
  complaintValues,
  enquirySubjects,
  type ComplaintValue,
} from '../../../../machines/complaint-values';
import { useJourneyActor } from '../../../journeys/use-journey-actor';
import { useFormDraft } from '../../../journeys/use-form-draft';
import { validateQueryForm } from '../../../../machines/validation/query-form';
import { ErrorSummary, summaryItems } from '../shared/error-summary';
import { fieldError } from '../shared/field-error';
import journey from '../shared/journey.module.css';
import { LongTextInput } from '../shared/long-text-input';
import { LeadPostFailedAlert } from '../shared/submit-error-alert';
import { useJourneyTitle } from '../shared/use-journey-title';
import { complaintHeadings } from './complaint-copy';

const queryFields = ['subject', 'query'] as const;
type QueryField = (typeof queryFields)[number];
const fieldIds: Record<QueryField, string> = { subject: 'query-subject', query: 'query-text' };

/**
 * A complete `query.submit`, used only to ask the chart whether it takes a query now: false while
 * the lead is posting, so the button is disabled and a second click cannot post twice.
 */
const probeQuery = { type: 'query.submit', query: 'probe', subject: enquirySubjects[0] } as const;

/**
 * complaints/{complaint}/query (spec §2, §5): the view of the chart's `describeQuery` and
 * `submitting` states, with the §8 alert after a failed post.
 */
export function QueryPage() {
  const actor = useJourneyActor('complaint');
  const view = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('describeQuery') || snapshot.matches('submitting')
        ? {
            complaint: snapshot.context.complaint,
            submitted: snapshot.context.query,
            submitError: snapshot.context.submitError,
            busy: snapshot.hasTag('busy'),
            canSubmit: snapshot.can(probeQuery),
          }
        : null,
    shallowEqual,
  );
  if (view?.complaint == null) return null;
  return (
    <QueryForm
      complaint={view.complaint}
      submitted={view.submitted}
      submitError={view.submitError}
      busy={view.busy}
      canSubmit={view.canSubmit}
      onSubmit={({ query, subject }) => actor.send({ type: 'query.submit', query, subject })}
    />
  );
}

interface QueryFormProps {
  complaint: ComplaintValue;
  submitted: QueryDraft | null;
  submitError: LeadPostFailureKind | null;
  busy: boolean;
  canSubmit: boolean;
  onSubmit: (query: QueryDraft) => void;
}

function QueryForm({
  complaint,
  submitted,
  submitError,
  busy,
  canSubmit,
  onSubmit,
}: QueryFormProps) {
  const definition = complaintValues[complaint];
  const { heading, queryHeading } = complaintHeadings[complaint];
  const draft = useFormDraft('complaint-query', queryFields, () => ({
    subject: submitted?.subject ?? '',
    query: submitted?.query ?? '',
  }));
  const items = summaryItems(queryFields, draft.errors, (field) => fieldIds[field]);
  useJourneyTitle(queryHeading, items.length > 0);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const result = validateQueryForm(draft.values, complaint);
    draft.reportErrors(queryFields, result.errors);
    if (result.values !== null) onSubmit(result.values);
  };

  return (
    <>
      {submitError !== null && <LeadPostFailedAlert kind={submitError} />}
      <ErrorSummary items={items} focusKey={draft.attempt} />
      <p className={journey.caption}>{heading}</p>
      <h1 className={journey.heading}>{queryHeading}</h1>
      <form noValidate onSubmit={submit} className={journey.form}>
        {definition.needsSubject && (
          <NativeSelect
            id={fieldIds.subject}
            label="Subject"
            description="Choose the subject closest to your enquiry"
            value={draft.values.subject}
            onChange={(event) => draft.setValue('subject', event.currentTarget.value)}
            error={fieldError(draft.errors.subject)}
            data={[{ value: '', label: 'Select a subject' }, ...enquirySubjects]}
          />
        )}
        <LongTextInput
          id={fieldIds.query}
          label={definition.kind === 'enquiry' ? 'Your enquiry' : 'What happened'}
          hint="Include any dates, amounts and reference numbers that will help us look into it. Up to 30000 characters."
          value={draft.values.query}
          onChange={(value) => draft.setValue('query', value)}
          error={draft.errors.query}
        />
        <div className={journey.actions}>
          <Button type="submit" size="md" loading={busy} disabled={!canSubmit}>
            Submit
          </Button>
        </div>
      </form>
    </>
  );
}
