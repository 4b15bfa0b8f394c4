/**
 * Refund-feedback journey: 'We owe you' feedback text -> 'If you could supply a few details...' ->
 * confirmation with origin 'feedback'. Spec §2 (complaints/feedback, complaints/feedback/personal-details,
 * confirmation), §3 (feedback cache, feedback lead), §4 "Feedback flow" and "Prefill", §5 (feedback
 * rules), §8 (lead post failure, missing cached feedback).
 *
 * The chart owns both forms: values, errors and attempts live in context, the spec's rules run in its
 * guards and actions, and each step is `editing` or `invalid` (errors on show). An edit removes the
 * edited field's message; the others stay until the next submit (GOV.UK style), also across Back/Next
 * and a reload (the host persists every change through `persistDraft` and restores the drafts as input).
 *
 * The details step invokes the address-selection chart (id `addressSelection`); an address is optional
 * here (the feedback lead's address relationship is "an id or an empty value"). It also invokes
 * `loadPrefill`, whose answer fills the fields that are still empty. A visit to the details URL is
 * refused until there is feedback text, from this session's cache (input) or just submitted.
 */
import { stepMeta } from './journey-routes';
import {
  keyForSubmission,
  submittingState,
  leadPostFailureKind,
  notProvided,
  type JourneyStateMeta,
  type KeyedSubmission,
  type LeadPostFailureKind,
  type LeadReceipt,
  type PlaceholderAction,
  type SubmissionKey,
} from './journey-kernel';
import {
  editField,
  fillEmpty,
  formStates,
  freshForm,
  hasErrors,
  persistDraftOf,
  withErrors,
  type FormState,
} from './form-kernel';
import {
  feedbackDetailsFields,
  validateFeedbackDetails,
  validateFeedbackText,
  type FeedbackDetails,
  type FeedbackDetailsField,
} from './validation/feedback-form';
import { and, assign, fromPromise, setup } from 'xstate';
import {
  addressSelectionMachine,
  type AddressSelectionParentEvent,
} from './address-selection.machine';
import {
  detailsStepInvokes,
  afterAddressReport,
  detailsDraftOf,
  reportedAddressOf,
  pageHasErrors,
  type ContactPrefill,
  type DetailsDraft,
  type ReportedAddress,
} from './details-step';

export { feedbackDetailsFields };
export type { FeedbackDetails, FeedbackDetailsField };

/** Input of the `submitLead` actor; src/ builds the feedback lead from it and posts it. */
export interface FeedbackSubmission {
  feedback: string;
  details: FeedbackDetails;
  addressId: string | null;
}

/** The feedback steps a URL can name. */
export type FeedbackStep = 'feedback' | 'details';

/** The feedback text form. */
export type FeedbackTextForm = FormState<'feedback'>;
/** The feedback details form. */
export type FeedbackDetailsForm = FormState<FeedbackDetailsField>;
/** The details step's draft: the form, the address inputs and the picked address. */
export type FeedbackDetailsDraft = DetailsDraft<FeedbackDetailsField>;

/** Events of the feedback journey (plus the address child's notifications). */
export type FeedbackEvent =
  | { type: 'feedback.change'; value: string }
  | { type: 'feedback.submit' }
  | { type: 'details.change'; field: FeedbackDetailsField; value: string }
  | { type: 'details.submit' }
  | { type: 'route.visit'; step: FeedbackStep }
  | AddressSelectionParentEvent;

/**
 * Input: what the session kept — the `feedback` cache, the last submission's key and the drafts of
 * the two forms (absent or null when none was kept).
 */
export interface FeedbackInput {
  feedback: string | null;
  submissionKey: SubmissionKey | null;
  feedbackDraft?: FeedbackTextForm | null;
  detailsDraft?: FeedbackDetailsDraft | null;
}

/** What `persistDraft` keeps: one form under its draft name. */
export type FeedbackDraft =
  | { form: 'feedback-text'; draft: FeedbackTextForm }
  | { form: 'feedback-details'; draft: FeedbackDetailsDraft };

/** Context of the feedback journey (`address` and `addressForm` as the address child reported). */
export interface FeedbackContext extends ReportedAddress {
  /** The validated feedback text, once submitted (or cached). */
  feedback: string | null;
  feedbackForm: FeedbackTextForm;
  detailsForm: FeedbackDetailsForm;
  /** The last submitted details, kept so a failed post loses nothing. */
  details: FeedbackDetails | null;
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
/** Keeps a form's draft with the journey (sessionStorage in src/). */
const persistDraft: PlaceholderAction<FeedbackDraft> = () => notProvided('persistDraft');
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

const noDetails: Record<FeedbackDetailsField, string> = {
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
};

const checkedFeedback = (context: FeedbackContext) =>
  validateFeedbackText(context.feedbackForm.values);
const checkedDetails = (context: FeedbackContext) =>
  validateFeedbackDetails(context.detailsForm.values);

const persistFeedbackDraft = persistDraftOf<FeedbackContext, FeedbackDraft>((context) => ({
  form: 'feedback-text',
  draft: context.feedbackForm,
}));
const persistDetailsDraft = persistDraftOf<FeedbackContext, FeedbackDraft>((context) => ({
  form: 'feedback-details',
  draft: detailsDraftOf(context.detailsForm, context),
}));

/**
 * The feedback chart. `persistFeedback`, `persistDraft`, `persistSubmissionKey`, `logSubmitError`,
 * `loadPrefill` and `submitLead` are supplied from src/.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    output: {} as FeedbackOutput,
    meta: {} as JourneyStateMeta,
    tags: {} as 'busy' | 'invalid',
  },
  actors: {
    addressSelection: addressSelectionMachine,
    /** POST /v1/leads with the help-&-support-feedback lead built from the submission. */
    submitLead: fromPromise<LeadReceipt, KeyedSubmission<FeedbackSubmission>>(() =>
      notProvided('submitLead'),
    ),
    /** The signed-in customer's details to prefill; resolves with none rather than rejecting. */
    loadPrefill: fromPromise<ContactPrefill>(() => notProvided('loadPrefill')),
  },
  guards: {
    feedbackFormIsValid: ({ context }) => checkedFeedback(context).values !== null,
    feedbackFormHasErrors: ({ context }) => hasErrors(context.feedbackForm),
    detailsFormIsValid: ({ context }) => checkedDetails(context).values !== null,
    detailsPageHasErrors: ({ context }) => pageHasErrors(context.detailsForm, context),
    hasFeedback: ({ context }) => hasText(context.feedback),
    isVisiting: ({ event }, params: { step: FeedbackStep }) =>
      event.type === 'route.visit' && event.step === params.step,
  },
  actions: {
    editFeedback: assign(({ context, event }) => ({
      feedbackForm:
        event.type === 'feedback.change'
          ? editField(context.feedbackForm, 'feedback', event.value)
          : context.feedbackForm,
    })),
    /** Shows the submit's errors, or stores the validated text. */
    checkFeedback: assign(({ context }) => {
      const result = checkedFeedback(context);
      return {
        feedbackForm: withErrors(context.feedbackForm, result),
        feedback: result.values?.feedback ?? context.feedback,
      };
    }),
    persistFeedback,
    editDetails: assign(({ context, event }) => ({
      detailsForm:
        event.type === 'details.change'
          ? editField(context.detailsForm, event.field, event.value)
          : context.detailsForm,
    })),
    /** Shows the submit's errors, or stores the validated details. */
    checkDetails: assign(({ context }) => {
      const result = checkedDetails(context);
      return {
        detailsForm: withErrors(context.detailsForm, result),
        details: result.values ?? context.details,
      };
    }),
    fillDetails: assign(({ context }, params: { prefill: ContactPrefill }) => ({
      detailsForm: fillEmpty(context.detailsForm, params.prefill),
    })),
    persistDraft,
    trackAddress: assign(({ event }) => afterAddressReport(event)),
    clearSubmitError: assign({ submitError: null }),
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
    feedbackForm: input.feedbackDraft ?? freshForm({ feedback: input.feedback ?? '' }),
    detailsForm: input.detailsDraft?.form ?? freshForm(noDetails),
    ...reportedAddressOf(input.detailsDraft),
    details: null,
    submitError: null,
    submissionKey: input.submissionKey,
    receipt: null,
  }),
  initial: 'enterFeedback',
  output: ({ context }) => ({ origin: 'feedback', receipt: required(context.receipt, 'receipt') }),
  states: {
    enterFeedback: {
      initial: 'editing',
      states: formStates(stepMeta('feedback'), 'feedbackFormHasErrors'),
      on: {
        'feedback.change': { actions: ['editFeedback', persistFeedbackDraft] },
        'feedback.submit': [
          {
            guard: 'feedbackFormIsValid',
            target: 'enterDetails',
            actions: [
              'checkFeedback',
              persistFeedbackDraft,
              {
                type: 'persistFeedback',
                params: ({ context }) => ({ feedback: required(context.feedback, 'feedback') }),
              },
            ],
          },
          { target: '.invalid', actions: ['checkFeedback', persistFeedbackDraft] },
        ],
        // Refused without feedback text: the router then shows this step (spec §8).
        'route.visit': {
          guard: and([visiting('details'), 'hasFeedback']),
          target: 'enterDetails',
        },
      },
    },
    enterDetails: {
      // Entered only with feedback text: the guards on both ways in require it.
      initial: 'editing',
      states: formStates(stepMeta('feedbackDetails'), 'detailsPageHasErrors'),
      invoke: detailsStepInvokes(persistDetailsDraft),
      on: {
        'address.reported': { actions: ['trackAddress', persistDetailsDraft] },
        'details.change': { actions: ['editDetails', persistDetailsDraft] },
        'details.submit': [
          {
            guard: 'detailsFormIsValid',
            target: 'submitting',
            actions: ['checkDetails', 'clearSubmitError', persistDetailsDraft],
          },
          { target: '.invalid', actions: ['checkDetails', persistDetailsDraft] },
        ],
        'route.visit': {
          guard: visiting('feedback'),
          target: 'enterFeedback',
        },
      },
    },
    submitting: submittingState({
      meta: stepMeta('feedbackDetails'),
      returnTo: 'enterDetails',
      submission: submissionOf,
    }),
    confirmed: {
      meta: stepMeta('confirmation'),
      type: 'final',
    },
  },
});
