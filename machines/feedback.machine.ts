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
import * as kernel from './journey-kernel';
import * as forms from './form-kernel';
import { showsLimitNotice } from './validation/query-form';
import {
  feedbackDetailsFields,
  validateFeedbackDetails,
  validateFeedbackText,
  type FeedbackDetails,
  type FeedbackDetailsField,
} from './validation/feedback-form';
import { and, assign, setup } from 'xstate';
import { type AddressSelectionParentEvent } from './address-selection.machine';
import {
  addressSelectionInvoke,
  detailsJourneyActors,
  detailsStep,
  afterAddressReport,
  detailsDraftOf,
  reportedAddressOf,
  pageHasErrors,
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
type FeedbackTextForm = forms.FormState<'feedback'>;
/** The feedback details form. */
type FeedbackDetailsForm = forms.FormState<FeedbackDetailsField>;
/** The details step's draft: the form, the address inputs and the picked address. */
type FeedbackDetailsDraft = DetailsDraft<FeedbackDetailsField>;

/** Events of the feedback journey (plus the address child's notifications). */
export type FeedbackEvent =
  | { type: 'feedback.change'; value: string }
  | { type: 'feedback.submit' }
  | { type: 'details.change'; field: FeedbackDetailsField; value: string }
  | { type: 'details.submit' }
  | kernel.RouteVisit<FeedbackStep>
  | kernel.FailureDismiss
  | AddressSelectionParentEvent;

/**
 * Input: who the visitor is, and what the session kept — the `feedback` cache, the last
 * submission's key and the drafts of the two forms (absent or null when none was kept).
 */
export interface FeedbackInput extends kernel.JourneyVisitor {
  feedback: string | null;
  submissionKey: kernel.SubmissionKey | null;
  feedbackDraft?: FeedbackTextForm | null;
  detailsDraft?: FeedbackDetailsDraft | null;
}

/** What `persistDraft` keeps: one form under its draft name. */
export type FeedbackDraft =
  | { form: 'feedback-text'; draft: FeedbackTextForm }
  | { form: 'feedback-details'; draft: FeedbackDetailsDraft };

/** Context of the feedback journey (`address` and `addressForm` as the address child reported). */
export interface FeedbackContext extends ReportedAddress, kernel.JourneyVisitor {
  /** The validated feedback text, once submitted (or cached). */
  feedback: string | null;
  feedbackForm: FeedbackTextForm;
  detailsForm: FeedbackDetailsForm;
  /** The last submitted details, kept so a failed post loses nothing. */
  details: FeedbackDetails | null;
  /** Why the lead post failed, when it did: the details view shows the matching §8 alert. */
  submitError: kernel.LeadPostFailureKind | null;
  submissionKey: kernel.SubmissionKey | null;
  receipt: kernel.LeadReceipt | null;
}

/** Output when the journey reaches `confirmed`. */
export interface FeedbackOutput {
  origin: 'feedback';
  receipt: kernel.LeadReceipt;
}

/** Writes the `feedback` cache (sessionStorage in src/). */
const persistFeedback: kernel.PlaceholderAction<{ feedback: string }> = () =>
  kernel.notProvided('persistFeedback');
/** Keeps a form's draft with the journey (sessionStorage in src/). */
const persistDraft: kernel.PlaceholderAction<FeedbackDraft> = () =>
  kernel.notProvided('persistDraft');

const required = kernel.invariantsOf('feedback');

function submissionOf(context: FeedbackContext): FeedbackSubmission {
  return {
    feedback: required(context.feedback, 'feedback'),
    details: required(context.details, 'details'),
    addressId: context.address?.id ?? null,
  };
}

const submission = kernel.submissionAssigners(submissionOf);

function hasText(text: string | null): boolean {
  return text !== null && text.trim().length > 0;
}

const noDetails: Record<FeedbackDetailsField, string> = {
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
};

/**
 * Each form's rule: the chart runs it on the values it keeps when the form's submit arrives, the
 * step's @mantine/form on the values in its inputs (useStepForm), so both reach one verdict.
 */
export const feedbackFormRules = {
  feedback: validateFeedbackText,
  details: validateFeedbackDetails,
};

const checkedFeedback = (context: FeedbackContext) =>
  feedbackFormRules.feedback(context.feedbackForm.values);
const checkedDetails = (context: FeedbackContext) =>
  feedbackFormRules.details(context.detailsForm.values);

const feedbackFormAssigners = forms.formAssigners(
  'feedbackForm',
  checkedFeedback,
  ({ feedback }) => ({
    feedback,
  }),
);
const detailsFormAssigners = forms.formAssigners('detailsForm', checkedDetails, (details) => ({
  details,
}));

const persistFeedbackDraft = forms.persistDraftOf<FeedbackContext, FeedbackDraft>((context) => ({
  form: 'feedback-text',
  draft: context.feedbackForm,
}));
const persistDetailsDraft = forms.persistDraftOf<FeedbackContext, FeedbackDraft>((context) => ({
  form: 'feedback-details',
  draft: detailsDraftOf(context.detailsForm, context),
}));

/**
 * The feedback chart. `persistFeedback`, `persistDraft`, `persistSubmissionKey`, `logSubmitError`,
 * `loadPrefill` and `submitLead` are supplied from src/.
 */
export const feedbackMachine = setup({
  types: kernel.journeyTypes<FeedbackContext, FeedbackEvent, FeedbackInput, FeedbackOutput>(),
  /** `submitLead`: POST /v1/leads with the help-&-support-feedback lead built from the submission. */
  actors: detailsJourneyActors<FeedbackSubmission>(),
  guards: {
    hasSubmitError: kernel.hasSubmitError,
    feedbackFormIsValid: ({ context }) => checkedFeedback(context).values !== null,
    feedbackFormHasErrors: ({ context }) => forms.hasErrors(context.feedbackForm),
    feedbackShowsLimitNotice: ({ context: { feedbackForm } }) =>
      showsLimitNotice(feedbackForm.values.feedback, feedbackForm.errors.feedback),
    detailsFormIsValid: ({ context }) => checkedDetails(context).values !== null,
    detailsPageHasErrors: ({ context }) => pageHasErrors(context.detailsForm, context),
    hasFeedback: ({ context }) => hasText(context.feedback),
    // Browser Forward past an edit not submitted: refused, so the lead never carries a text the
    // feedback box no longer shows.
    feedbackFormAsSubmitted: ({ context }) =>
      checkedFeedback(context).values?.feedback === context.feedback,
    isVisiting: kernel.isVisiting,
  },
  actions: {
    editFeedback: assign(feedbackFormAssigners.edit),
    /** Shows the submit's errors, or stores the validated text. */
    checkFeedback: assign(feedbackFormAssigners.check),
    persistFeedback,
    editDetails: assign(detailsFormAssigners.edit),
    /** Shows the submit's errors, or stores the validated details. */
    checkDetails: assign(detailsFormAssigners.check),
    fillDetails: assign(detailsFormAssigners.fill),
    persistDraft,
    trackAddress: assign(({ event }) => afterAddressReport(event)),
    keySubmission: assign(submission.keySubmission),
    storeReceipt: assign(submission.storeReceipt),
    markSubmitError: assign(submission.markSubmitError),
    dismissFailure: assign(submission.dismissFailure),
    ...kernel.submittingHostActions,
  },
}).createMachine({
  id: 'feedback',
  description:
    "'We owe you' feedback text, then 'If you could supply a few details...' (with the address selector and the signed-in customer's prefill), then the confirmation with origin 'feedback'. Each form step is `editing` or `invalid` (errors on show).",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    feedback: input.feedback,
    feedbackForm: input.feedbackDraft ?? forms.freshForm({ feedback: input.feedback ?? '' }),
    detailsForm: input.detailsDraft?.form ?? forms.freshForm(noDetails),
    ...reportedAddressOf(input.detailsDraft),
    details: null,
    submitError: null,
    submissionKey: input.submissionKey,
    receipt: null,
  }),
  initial: 'enterFeedback',
  // The details step posts the lead: its address selector lives on the root, so it is still on
  // show while the lead posts (see `addressSelectionInvoke`).
  invoke: addressSelectionInvoke,
  output: ({ context }) => ({ origin: 'feedback', receipt: required(context.receipt, 'receipt') }),
  states: {
    enterFeedback: {
      ...forms.textStepStates(
        forms.formStates(stepMeta('feedback'), 'feedbackFormHasErrors'),
        stepMeta('feedback'),
        'feedbackShowsLimitNotice',
      ),
      on: {
        'feedback.change': forms.editThenKeep(
          'editFeedback',
          forms.valueOf('feedback'),
          persistFeedbackDraft,
        ),
        'feedback.submit': forms.submitOrShowErrors({
          guard: 'feedbackFormIsValid',
          target: 'enterDetails',
          check: 'checkFeedback',
          persistDraft: persistFeedbackDraft,
          invalid: '.form.invalid',
          andThen: [
            {
              type: 'persistFeedback',
              params: ({ context }: { context: FeedbackContext }) => ({
                feedback: required(context.feedback, 'feedback'),
              }),
            },
          ],
        }),
        // Refused without feedback text: the router then shows this step (spec §8).
        'route.visit': {
          guard: and([kernel.visiting('details'), 'hasFeedback', 'feedbackFormAsSubmitted']),
          target: 'enterDetails',
        },
      },
    },
    // Entered only with feedback text: the guards on both ways in require it.
    enterDetails: detailsStep({
      meta: stepMeta('feedbackDetails'),
      persistDraft: persistDetailsDraft,
      submit: { guard: 'detailsFormIsValid', target: 'submitting' },
      postsLead: true,
      visits: { guard: kernel.visiting('feedback'), target: 'enterFeedback' },
    }),
    submitting: kernel.submittingState({
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
