/**
 * Model of the refund-feedback journey: a new visit and a reload with cached feedback: the event
 * samples the paths are generated from (typing into the two forms, valid and invalid submits, the
 * prefill's answer), what the app and child actors can actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/feedback.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, vi } from 'vitest';
import { ecclesStreet } from '../../support/journey-fixtures';
import { type SnapshotFrom } from 'xstate';
import { leadPostAnswers } from '../../support/actor-events';
import {
  feedbackDetailsFields,
  feedbackMachine,
  type FeedbackDetailsField,
  type FeedbackEvent,
  type FeedbackSubmission,
} from '../../../machines/feedback.machine';
import { fillEmpty, freshForm } from '../../../machines/form-kernel';
import type { ContactPrefill } from '../../../machines/details-step';
import { addressReports } from './address-reports';
import {
  validateFeedbackDetails,
  validateFeedbackText,
} from '../../../machines/validation/feedback-form';
import * as detailsDriver from './details-step-driver';
import * as kit from './model-kit';
import {
  detailsStepChecks,
  formStepChecksOf,
  postingStepChecks,
  submitIsModelled,
  textStepChecks,
} from '../form-checks';
import { flush } from '../harness';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;
const formChecks = formStepChecksOf<Snapshot>();
export type ModelEvent = detailsDriver.DetailsJourneyModelEvent<FeedbackEvent>;

const reports = addressReports(ecclesStreet);
const feedbackText = 'Please use my credit towards my bill.';
/** What a user types into each details field: a valid answer and one the rules refuse. */
const typed: Record<FeedbackDetailsField, { valid: string; invalid: string }> = {
  firstName: { valid: 'Leopold', invalid: '' },
  surname: { valid: 'Bloom', invalid: '' },
  email: { valid: 'leopold@example.com', invalid: 'leopold@' },
  telephoneNumber: { valid: '01632 960001', invalid: '12345' },
};
/** A signed-in customer's record without a phone number (spec §4 "Prefill"). */
const prefill: ContactPrefill = {
  firstName: 'Molly',
  surname: 'Bloom',
  email: 'molly@example.com',
  telephoneNumber: '',
};

/** The feedback step's events, with `text` as what is typed, and the visits to both steps. */
/** A feedback text one character over the limit (spec §5): the live notice shows. */
export const overLimitFeedback = 'z'.repeat(30001);

export function feedbackStepSamples(text: string): ModelEvent[] {
  return [
    { type: 'feedback.change', value: text },
    { type: 'feedback.change', value: overLimitFeedback },
    { type: 'feedback.change', value: '' },
    { type: 'feedback.submit' },
    { type: 'route.visit', step: 'feedback' },
    { type: 'route.visit', step: 'details' },
  ];
}

const samples: readonly ModelEvent[] = [
  ...feedbackStepSamples(feedbackText),
  ...detailsDriver.detailsStepSamples({ prefill, reports, fields: feedbackDetailsFields, typed }),
  ...leadPostAnswers('FB-42', '500'),
  kit.failureDismiss,
];

/** Both visits are a signed-in customer's: their paths answer the prefill with their record. */
const inputs: kit.NamedInputs<typeof feedbackMachine> = [
  { name: 'new visit', input: { signedIn: true, feedback: null, submissionKey: null } },
  {
    name: 'reload with cached feedback',
    input: { signedIn: true, feedback: 'Cached: keep the credit.', submissionKey: null },
  },
  {
    // The box was emptied and submitted, then the page reloaded: the cached text is not what shows.
    name: 'reload with a feedback draft that shows errors',
    input: {
      signedIn: true,
      feedback: 'Cached: keep the credit.',
      submissionKey: null,
      feedbackDraft: {
        values: { feedback: '' },
        errors: validateFeedbackText({ feedback: '' }).errors,
        attempt: 1,
      },
    },
  },
];

export const feedbackModel = kit.defineChartModel(feedbackMachine, {
  samples,
  when: canHappen,
  inputs,
  runPath,
});

/** The details form as the prefill leaves it, before the user touches it. */
const untouchedDetails = fillEmpty(freshForm(emptyDetails()), prefill);

function emptyDetails(): Record<FeedbackDetailsField, string> {
  return { firstName: '', surname: '', email: '', telephoneNumber: '' };
}

/**
 * The user fills the details in form order: a field is typed into once every field before it holds
 * its valid answer. This keeps the model finite while each field can still be the invalid one.
 */
function inFormOrder(values: Record<FeedbackDetailsField, string>, field: FeedbackDetailsField) {
  const before = feedbackDetailsFields.slice(0, feedbackDetailsFields.indexOf(field));
  return before.every((earlier) => values[earlier] === typed[earlier].valid);
}

/**
 * What the app and the child actors can actually send: a change always changes the value; the
 * prefill answers before the user acts on the details step; the address child reports a selection
 * only when none is held, a clear only after one. To keep the model small the user settles the
 * feedback before typing details, chooses an address before typing, only retries a failed post
 * (before or after closing its alert, or after asking for addresses without a postcode), and goes Back from the details only before typing or right
 * after a submit with errors;
 * only the first entry of the details step is modelled with the prefill's answer.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { feedbackForm, detailsForm } = snapshot.context;
  // Until the prefill answers the form is as fresh as the chart made it; later entries of the step
  // ask again, but the answer is the same and the model leaves it out.
  const prefilling =
    snapshot.matches('enterDetails') && isDeepStrictEqual(detailsForm, freshForm(emptyDetails()));
  if (!kit.fitsPrefill(prefilling, event)) return false;
  const detailsUntouched =
    isDeepStrictEqual(detailsForm, untouchedDetails) ||
    isDeepStrictEqual(detailsForm, freshForm(emptyDetails()));
  // The details are worked on once, after the new visit's feedback went through at the first try,
  // and not once they were posted (a failed post is retried as it was).
  const workingOnDetails =
    snapshot.context.feedback === feedbackText &&
    isDeepStrictEqual(feedbackForm, freshForm({ feedback: feedbackText })) &&
    snapshot.context.details === null;
  switch (event.type) {
    case 'feedback.change':
      // Only a new visit types the sample text; a kept text is only cleared.
      return (
        feedbackForm.values.feedback !== event.value &&
        detailsUntouched &&
        (event.value === '' || snapshot.context.feedback === null)
      );
    case 'feedback.submit':
      return (
        detailsUntouched &&
        submitIsModelled(
          validateFeedbackText(feedbackForm.values).values !== null,
          feedbackForm.attempt,
        )
      );
    case 'details.change':
      return (
        workingOnDetails &&
        detailsForm.values[event.field] !== event.value &&
        inFormOrder(detailsForm.values, event.field)
      );
    case 'details.submit':
      return (
        (workingOnDetails || snapshot.context.details !== null) &&
        submitIsModelled(
          validateFeedbackDetails(detailsForm.values).values !== null,
          detailsForm.attempt,
        )
      );
    case 'route.visit':
      // Back from the details step: before typing, or right after a submit with errors.
      return (
        event.step === 'details' ||
        !snapshot.matches('enterDetails') ||
        detailsUntouched ||
        isDeepStrictEqual(detailsForm.errors, validateFeedbackDetails(detailsForm.values).errors)
      );
    case 'failure.dismiss':
      // The alert's close button, on the details step the failed post returned to.
      return snapshot.hasTag('failed');
    case 'address.reported':
      // After a failed post, 'Find address' with no postcode: its message replaces the alert.
      if (snapshot.hasTag('failed'))
        return event === reports.postcodeRefused && reports.canReport(event, snapshot.context);
      return workingOnDetails && detailsUntouched && reports.canReport(event, snapshot.context);
    default:
      return true;
  }
}

async function runPath(run: kit.PathRun<typeof feedbackMachine, ModelEvent>): Promise<void> {
  const persistFeedback = vi.fn();
  const journey = detailsDriver.startDetailsJourney(run, {
    invoked: detailsDriver.controllableDetailsActors<FeedbackSubmission>(),
    provide: ({ actors, actions }) =>
      feedbackMachine.provide({ actors, actions: { ...actions, persistFeedback } }),
    reports,
    submitEvent: { type: 'details.submit' },
  });
  const { actor, effects, leadPost, atStep } = journey;
  const context = () => actor.getSnapshot().context;
  const detailsDraft = () => {
    const { detailsForm, addressForm, address: picked } = context();
    return { form: detailsForm, addressForm, address: picked };
  };
  const sendFormEvent = detailsDriver.formEventSender(journey.send, effects.persistDraft, {
    'feedback-text': () => context().feedbackForm,
    'feedback-details': detailsDraft,
  });

  await run.path.test({
    events: {
      'feedback.change': ({ event }) => sendFormEvent(event, 'feedback-text'),
      'feedback.submit': ({ event }) => {
        sendFormEvent(event, 'feedback-text');
        if (actor.getSnapshot().matches('enterDetails')) {
          expect(persistFeedback).toHaveBeenLastCalledWith(expect.anything(), {
            feedback: context().feedbackForm.values.feedback.trim(),
          });
        }
      },
      'route.visit': ({ event }) => journey.send(event),
      'details.change': ({ event }) => sendFormEvent(event, 'feedback-details'),
      'details.submit': ({ event }) => sendFormEvent(event, 'feedback-details'),
      'xstate.done.actor.loadPrefill': async () => {
        const before = context().detailsForm.values;
        journey.invoked.loadPrefill.resolve(prefill);
        await flush();
        expect(context().detailsForm.values).toEqual(fillEmpty(freshForm(before), prefill).values);
        expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
          form: 'feedback-details',
          draft: detailsDraft(),
        });
      },
      'address.reported': async (step) => {
        await journey.address.report(step);
        expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
          form: 'feedback-details',
          draft: detailsDraft(),
        });
      },
      ...kit.leadPostSteps(journey.invoked.submit, effects.logSubmitError, run.sampleFor),
      ...kit.failureDismissStep(actor),
    },
    states: run.coverage.checks<Snapshot>({
      'feedback.enterFeedback': atStep('/complaints/feedback'),
      ...formChecks('feedback.enterFeedback.form', 'feedbackForm', validateFeedbackText),
      ...textStepChecks<Snapshot>(
        'feedback.enterFeedback',
        ({ context }) => context.feedbackForm,
        'feedback',
      ),
      'feedback.enterDetails': atStep('/complaints/feedback/personal-details', (snapshot) => {
        const { feedback, feedbackForm } = snapshot.context;
        expect(feedback?.trim()).toBeTruthy();
        // What will be posted is what the feedback box shows: Forward past an edit is refused.
        expect(validateFeedbackText(feedbackForm.values).values?.feedback).toBe(feedback);
        journey.address.expectHolds(snapshot);
        const { submitError, submissionKey, details } = snapshot.context;
        // After a failed post the posted details are kept for the retry.
        if (submitError)
          expect(JSON.parse(submissionKey?.data ?? 'null')).toMatchObject({ details });
      }),
      ...postingStepChecks(
        'feedback.enterDetails',
        detailsStepChecks<FeedbackDetailsField, Snapshot>(
          'feedback.enterDetails',
          (values) => validateFeedbackDetails(values).errors,
        ),
        ({ context }) => [context.detailsForm, context.addressForm],
      ),
      'feedback.submitting': (snapshot) => {
        const details = validateFeedbackDetails(snapshot.context.detailsForm.values).values;
        expect(details).not.toBeNull();
        expect(snapshot.context.details).toEqual(details);
        const { feedback, address } = snapshot.context;
        kit.expectPostingLead(
          snapshot,
          { feedback, details, addressId: address?.id ?? null },
          leadPost,
        );
      },
      'feedback.confirmed': (snapshot) =>
        detailsDriver.expectConfirmed(snapshot, journey, {
          origin: 'feedback',
          receipt: { id: 'FB-42' },
        }),
    }),
  });
}
