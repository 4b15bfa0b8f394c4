/**
 * Refund-feedback journey: 'We owe you' feedback text -> 'If you could supply a few details...' ->
 * confirmation with origin 'feedback'. Spec §2 (complaints/feedback, complaints/feedback/personal-details,
 * confirmation), §3 (feedback cache, feedback lead), §4 "Feedback flow", §5 (feedback rules),
 * §8 (lead post failure, missing cached feedback).
 *
 * The details step invokes the address-selection chart (id `addressSelection`); an address is optional
 * here (the feedback lead's address relationship is "an id or an empty value"). A visit to the details
 * URL is refused until there is feedback text, from this session's cache (input) or just submitted.
 */
import { stepMeta } from './journey-routes';
import {
  keyForSubmission,
  leadPostFailureKind,
  notProvided,
  type JourneyStateMeta,
  type KeyedSubmission,
  type LeadPostFailureKind,
  type LeadReceipt,
  type PlaceholderAction,
  type SubmissionKey,
} from './journey-kernel';
import { and, assign, fromPromise, setup } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionParentEvent,
} from './address-selection.machine';

/** Validated answers of the feedback details form (spec §5 "Feedback"). */
export interface FeedbackDetails {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
}

/** Input of the `submitLead` actor; src/ builds the feedback lead from it and posts it. */
export interface FeedbackSubmission {
  feedback: string;
  details: FeedbackDetails;
  addressId: string | null;
}

/** The feedback steps a URL can name. */
export type FeedbackStep = 'feedback' | 'details';

/** Events of the feedback journey (plus the address child's notifications). */
export type FeedbackEvent =
  | { type: 'feedback.submit'; feedback: string }
  | { type: 'details.submit'; details: FeedbackDetails }
  | { type: 'route.visit'; step: FeedbackStep }
  | AddressSelectionParentEvent;

/** Input: what the session kept — the `feedback` cache and the last submission's key. */
export interface FeedbackInput {
  feedback: string | null;
  submissionKey: SubmissionKey | null;
}

/** Context of the feedback journey. */
export interface FeedbackContext {
  feedback: string | null;
  /** The last submitted details, kept so a failed post loses nothing. */
  details: FeedbackDetails | null;
  address: AddressOption | null;
  /** Why the lead post failed, when it did: the details view shows the matching §8 alert. */
  submitError: LeadPostFailureKind | null;
  submissionKey: SubmissionKey | null;
  receipt: LeadReceipt | null;
}

/** Output when the journey reaches `confirmed`. */
export interface FeedbackOutput {
  origin: 'feedback';
  receipt: LeadReceipt;
}

/** Writes the `feedback` cache (sessionStorage in src/). */
const persistFeedback: PlaceholderAction<{ feedback: string }> = () =>
  notProvided('persistFeedback');
/** Keeps the submission's idempotency key with the journey's drafts (sessionStorage in src/). */
const persistSubmissionKey: PlaceholderAction<{ submissionKey: SubmissionKey }> = () =>
  notProvided('persistSubmissionKey');
/** Logs a failed lead post (spec §8). */
const logSubmitError: PlaceholderAction<{ error: unknown }> = () => notProvided('logSubmitError');

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`feedback journey: ${what} is missing`);
  return value;
}

function submissionOf(context: FeedbackContext): FeedbackSubmission {
  return {
    feedback: required(context.feedback, 'feedback'),
    details: required(context.details, 'details'),
    addressId: context.address?.id ?? null,
  };
}

function visiting(step: FeedbackStep): { type: 'isVisiting'; params: { step: FeedbackStep } } {
  return { type: 'isVisiting', params: { step } };
}

function hasText(text: string | null): boolean {
  return text !== null && text.trim().length > 0;
}

/** The feedback chart. `persistFeedback`, `logSubmitError` and `submitLead` are supplied from src/. */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    output: {} as FeedbackOutput,
    meta: {} as JourneyStateMeta,
    tags: {} as 'busy',
  },
  actors: {
    addressSelection: addressSelectionMachine,
    /** POST /v1/leads with the help-&-support-feedback lead built from the submission. */
    submitLead: fromPromise<LeadReceipt, KeyedSubmission<FeedbackSubmission>>(() =>
      notProvided('submitLead'),
    ),
  },
  guards: {
    isFeedbackText: ({ event }) => event.type === 'feedback.submit' && hasText(event.feedback),
    hasFeedback: ({ context }) => hasText(context.feedback),
    isVisiting: ({ event }, params: { step: FeedbackStep }) =>
      event.type === 'route.visit' && event.step === params.step,
  },
  actions: {
    storeFeedback: assign((_, params: { feedback: string }) => ({ feedback: params.feedback })),
    persistFeedback,
    storeAddress: assign(({ context, event }) => ({
      address: event.type === 'address.selected' ? event.address : context.address,
    })),
    forgetAddress: assign({ address: null }),
    storeDetails: assign(({ context, event }) => ({
      details: event.type === 'details.submit' ? event.details : context.details,
      submitError: null,
    })),
    storeReceipt: assign((_, params: { receipt: LeadReceipt }) => ({
      receipt: params.receipt,
      submitError: null,
    })),
    keySubmission: assign(({ context }) => ({
      submissionKey: keyForSubmission(context.submissionKey, submissionOf(context)),
    })),
    markSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: leadPostFailureKind(params.error),
    })),
    persistSubmissionKey,
    logSubmitError,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    feedback: input.feedback,
    details: null,
    address: null,
    submitError: null,
    submissionKey: input.submissionKey,
    receipt: null,
  }),
  initial: 'enterFeedback',
  output: ({ context }) => ({ origin: 'feedback', receipt: required(context.receipt, 'receipt') }),
  states: {
    enterFeedback: {
      meta: stepMeta('feedback'),
      on: {
        'feedback.submit': {
          guard: 'isFeedbackText',
          target: 'enterDetails',
          actions: [
            { type: 'storeFeedback', params: ({ event }) => ({ feedback: event.feedback }) },
            { type: 'persistFeedback', params: ({ event }) => ({ feedback: event.feedback }) },
          ],
        },
        // Refused without feedback text: the router then shows this step (spec §8).
        'route.visit': {
          guard: and([visiting('details'), 'hasFeedback']),
          target: 'enterDetails',
        },
      },
    },
    enterDetails: {
      meta: stepMeta('feedbackDetails'),
      // Entered only with feedback text: the guards on both ways in require it.
      invoke: {
        id: 'addressSelection',
        src: 'addressSelection',
        input: ({ context }) => ({ selected: context.address }),
      },
      on: {
        'address.selected': { actions: 'storeAddress' },
        'address.cleared': { actions: 'forgetAddress' },
        'details.submit': { target: 'submitting', actions: 'storeDetails' },
        'route.visit': {
          guard: visiting('feedback'),
          target: 'enterFeedback',
        },
      },
    },
    submitting: {
      // Same screen as the details step, busy; no user events, so a double click posts once.
      meta: stepMeta('feedbackDetails'),
      tags: 'busy',
      entry: [
        'keySubmission',
        {
          type: 'persistSubmissionKey',
          params: ({ context }) => ({
            submissionKey: required(context.submissionKey, 'submission key'),
          }),
        },
      ],
      invoke: {
        id: 'submitLead',
        src: 'submitLead',
        input: ({ context }) => ({
          submission: submissionOf(context),
          idempotencyKey: required(context.submissionKey, 'submission key').key,
        }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) },
        },
        onError: {
          target: 'enterDetails',
          actions: [
            { type: 'markSubmitError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logSubmitError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    confirmed: {
      meta: stepMeta('confirmation'),
      type: 'final',
    },
  },
});
