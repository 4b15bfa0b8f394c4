/**
 * Wiring of the refund-feedback chart (machines/feedback.machine.ts): its world-touching actions and
 * actors, and its binding to the router.
 */
import { journeyRoutes } from '../../machines/journey-routes';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import {
  feedbackMachine,
  type FeedbackEvent,
  type FeedbackStep,
  type FeedbackSubmission,
} from '../../machines/feedback.machine';
import { buildFeedbackLead } from '../api/leads/feedback-lead';
import { postJourneyLead } from './lead-post';
import { provideAddressSelection } from './address-actors';
import type { JourneyStart } from './journey-registry';
import { startJourneySession } from './journey-session';
import {
  clearFeedbackJourney,
  readFeedback,
  readSubmissionKey,
  writeFeedback,
  writeSubmissionKey,
} from './persistence';
import { stepFor, type JourneyBinding } from './route-sync';

/** The feedback chart with its real implementations. */
export function provideFeedbackJourney(queryClient: QueryClient) {
  return feedbackMachine.provide({
    actors: {
      addressSelection: provideAddressSelection(queryClient),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<FeedbackSubmission>>(
        ({ input: { submission, idempotencyKey } }) =>
          postJourneyLead(
            buildFeedbackLead(submission.feedback, submission.details, submission.addressId),
            idempotencyKey,
          ),
      ),
    },
    actions: {
      persistFeedback: (_, { feedback }) => writeFeedback(feedback),
      persistSubmissionKey: (_, { submissionKey }) => writeSubmissionKey('feedback', submissionKey),
      logSubmitError: (_, { error }) => console.error('The feedback could not be sent', error),
    },
  });
}

export type FeedbackJourneyLogic = ReturnType<typeof provideFeedbackJourney>;
type FeedbackSnapshot = SnapshotFrom<FeedbackJourneyLogic>;

/** The route templates of the feedback journey's screens and the step each one names. */
export const feedbackStepsByRoute: Readonly<Record<string, FeedbackStep>> = {
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

/** What the browser session kept for the feedback chart: the cached text and submission key. */
export function feedbackJourneyInput() {
  return { feedback: readFeedback(), submissionKey: readSubmissionKey('feedback') };
}

/** Starts the refund-feedback journey from what the browser session kept. */
export function startFeedbackJourney({ queryClient, router }: JourneyStart) {
  return startJourneySession(
    provideFeedbackJourney(queryClient),
    feedbackJourneyInput(),
    feedbackBinding,
    router,
  );
}
