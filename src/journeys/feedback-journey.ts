/**
 * Wiring of the refund-feedback chart (machines/feedback.machine.ts): its world-touching actions and
 * actors, and its binding to the router.
 */
import { journeyRoutes } from '../../machines/journey-routes';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import { isFormState } from '../../machines/form-kernel';
import { isDetailsDraft } from '../../machines/details-step';
import {
  feedbackDetailsFields,
  feedbackMachine,
  type FeedbackEvent,
  type FeedbackInput,
  type FeedbackStep,
  type FeedbackSubmission,
} from '../../machines/feedback.machine';
import { visitorIsSignedIn } from '../session/cookies';
import { contactPrefillActor } from './contact-prefill';
import { postJourneyLead } from './lead-post';
import { provideAddressSelection } from './address-actors';
import type { JourneyStart } from './journey-registry';
import {
  clearFeedbackJourney,
  readDraft,
  readFeedback,
  readSubmissionKey,
  writeDraft,
  writeFeedback,
  writeSubmissionKey,
} from './persistence';
import { startJourneySession, stepFor, type JourneyBinding } from './journey-session';

/** The feedback chart with its real implementations. */
export function provideFeedbackJourney(queryClient: QueryClient) {
  return feedbackMachine.provide({
    actors: {
      addressSelection: provideAddressSelection(queryClient),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<FeedbackSubmission>>(
        async ({ input: { submission, idempotencyKey } }) => {
          // The lead's builder loads with the first submit, not with the journey's first step.
          const { buildFeedbackLead } = await import('../api/leads/feedback-lead');
          return postJourneyLead(
            queryClient,
            buildFeedbackLead(submission.feedback, submission.details, submission.addressId),
            idempotencyKey,
          );
        },
      ),
      loadPrefill: contactPrefillActor(queryClient),
    },
    actions: {
      persistFeedback: (_, { feedback }) => writeFeedback(feedback),
      persistDraft: (_, { form, draft }) => writeDraft(form, draft),
      persistSubmissionKey: (_, { submissionKey }) => writeSubmissionKey('feedback', submissionKey),
      logSubmitError: (_, { error }) => console.error('The feedback could not be sent', error),
    },
  });
}

/**
 * The chart's input: whether the visitor is signed in, and what this session kept (the feedback
 * cache, the submission key, drafts).
 */
export function feedbackJourneyInput(): FeedbackInput {
  return {
    signedIn: visitorIsSignedIn(),
    feedback: readFeedback(),
    submissionKey: readSubmissionKey('feedback'),
    feedbackDraft: readDraft('feedback-text', isFormState(['feedback'])) ?? null,
    detailsDraft: readDraft('feedback-details', isDetailsDraft(feedbackDetailsFields)) ?? null,
  };
}

export type FeedbackJourneyLogic = ReturnType<typeof provideFeedbackJourney>;
type FeedbackSnapshot = SnapshotFrom<FeedbackJourneyLogic>;

/** The route templates of the feedback journey's screens and the step each one names. */
const feedbackStepsByRoute: Readonly<Record<string, FeedbackStep>> = {
  [journeyRoutes.feedback.path]: 'feedback',
  [journeyRoutes.feedbackDetails.path]: 'details',
};

/** The feedback journey's binding: the details URL is refused until there is feedback text. */
export const feedbackBinding: JourneyBinding<FeedbackSnapshot, FeedbackEvent> = {
  routes: Object.keys(feedbackStepsByRoute),
  visitEvents({ route }) {
    const step = stepFor(feedbackStepsByRoute, route);
    return step === undefined ? [] : [{ type: 'route.visit', step }];
  },
  routeParams: () => ({}),
  historyState: (snapshot) =>
    snapshot.status === 'done'
      ? { confirmation: { origin: snapshot.output.origin, data: snapshot.output.receipt } }
      : undefined,
  onDone: (snapshot) => {
    if (snapshot.matches('confirmed')) clearFeedbackJourney();
  },
};

/** Starts the refund-feedback journey from what the browser session kept. */
export function startFeedbackJourney({ queryClient, router }: JourneyStart) {
  return startJourneySession(
    provideFeedbackJourney(queryClient),
    feedbackJourneyInput(),
    feedbackBinding,
    router,
  );
}
