/**
 * Wiring of the complaint / energy-enquiry chart (machines/complaint.machine.ts): its world-touching
 * actions and actors, and its binding to the router.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  isComplaintValue,
  type ComplaintValue,
  type OtherComplaintType,
} from '../../machines/complaint-values';
import { isFormState } from '../../machines/form-kernel';
import { isRecord } from '../../machines/is-record';
import {
  complaintMachine,
  detailsFormFields,
  queryFormFields,
  type ComplaintEvent,
  type ComplaintInput,
  type ComplaintStep,
  type ComplaintSubmission,
  type ComplaintQueryDraft,
} from '../../machines/complaint.machine';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import { journeyRoutes } from '../../machines/journey-routes';
import type { LeadAuthor } from '../api/leads/help-and-support-lead';
import { visitorIsSignedIn } from '../session/cookies';
import { visitorPrefill } from '../session/visitor-prefill';
import { postJourneyLead } from './lead-post';
import { provideAddressSelection } from './address-actors';
import { contactPrefillActor } from './contact-prefill';
import { isDetailsDraft } from '../../machines/details-step';
import {
  clearComplaintJourney,
  readDraft,
  readPersonalDetails,
  readSubmissionKey,
  writeDraft,
  writePersonalDetails,
  writeSubmissionKey,
} from './persistence';
import type { ConfirmationOrigin } from './confirmation-state';
import type { JourneyStart } from './journey-registry';
import {
  startJourneySession,
  stepFor,
  type JourneyBinding,
  type RouteParams,
} from './journey-session';

/**
 * The separate complaint pages of the services this area does not handle (spec §2
 * make-a-complaint-select-type: full-page redirects). Site-relative, like the other site areas.
 */
export const externalComplaintUrls: Readonly<Record<OtherComplaintType, string>> = {
  homeServices: '/home-services/make-a-complaint',
  installations: '/installations/make-a-complaint',
  electricVehicle: '/electric-vehicles/make-a-complaint',
};

/**
 * Who posts, read at submit time: anonymous visitors post the anonymous copy of the lead, and a
 * signed-in customer's account goes on it (spec §3). The prefill lookup is cached and never rejects.
 */
async function leadAuthor(queryClient: QueryClient): Promise<LeadAuthor> {
  const { signedIn, details } = await visitorPrefill(queryClient);
  return { signedIn, accountNumber: details?.accountNumber ?? null };
}

/**
 * The confirmation's origin for a complaint or enquiry: its details page's path (spec §2). Written
 * here rather than beside the confirmation's reader, so the journey's first step does not load it.
 */
function complaintOrigin(complaint: ComplaintValue): ConfirmationOrigin {
  return `/complaints/${complaint}`;
}

/** The complaint chart with its real implementations. */
export function provideComplaintJourney(queryClient: QueryClient) {
  return complaintMachine.provide({
    actors: {
      addressSelection: provideAddressSelection(queryClient),
      loadPrefill: contactPrefillActor(queryClient),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<ComplaintSubmission>>(
        async ({ input: { submission, idempotencyKey } }) => {
          // The lead's builder loads with the first submit, not with the journey's first step.
          const { buildHelpAndSupportLead } = await import('../api/leads/help-and-support-lead');
          const lead = buildHelpAndSupportLead(
            submission.personalDetails,
            submission.query,
            submission.complaint,
            await leadAuthor(queryClient),
          );
          return postJourneyLead(queryClient, lead, idempotencyKey);
        },
      ),
    },
    actions: {
      persistPersonalDetails: (_, { personalDetails }) => writePersonalDetails(personalDetails),
      persistDraft: (_, { form, draft }) => writeDraft(form, draft),
      persistSubmissionKey: (_, { submissionKey }) =>
        writeSubmissionKey('complaint', submissionKey),
      logSubmitError: (_, { error }) => console.error('The complaint could not be sent', error),
      redirectToExternalComplaint: (_, { complaintType }) =>
        window.location.assign(externalComplaintUrls[complaintType]),
    },
  });
}

export type ComplaintJourneyLogic = ReturnType<typeof provideComplaintJourney>;
type ComplaintSnapshot = SnapshotFrom<ComplaintJourneyLogic>;

/** The route templates of the complaint journey's screens and the step each one names. */
const complaintStepsByRoute: Readonly<Record<string, ComplaintStep>> = {
  [journeyRoutes.selectType.path]: 'selectType',
  [journeyRoutes.selectEnergy.path]: 'selectEnergy',
  [journeyRoutes.complaintDetails.path]: 'details',
  [journeyRoutes.complaintQuery.path]: 'query',
};

/**
 * The complaint journey's binding. A URL naming a complaint's details or query page starts the
 * journey at that complaint when the chart allows it (a direct link or a reload), then asks for the
 * step; the chart decides whether the query step is reachable (cached personal details).
 */
export const complaintBinding: JourneyBinding<ComplaintSnapshot, ComplaintEvent> = {
  routes: Object.keys(complaintStepsByRoute),
  visitEvents({ route, params }, snapshot) {
    const step = stepFor(complaintStepsByRoute, route);
    if (step === undefined) return [];
    const events: ComplaintEvent[] = [];
    const complaint = params.complaint;
    if ((step === 'details' || step === 'query') && isComplaintValue(complaint)) {
      const start: ComplaintEvent = { type: 'journey.start', complaint };
      if (snapshot.can(start)) events.push(start);
    }
    events.push({ type: 'route.visit', step });
    return events;
  },
  routeParams: ({ context }): RouteParams =>
    context.complaint === null ? {} : { complaint: context.complaint },
  historyState: (snapshot) =>
    snapshot.status === 'done'
      ? {
          confirmation: {
            origin: complaintOrigin(snapshot.output.origin),
            data: snapshot.output.receipt,
          },
        }
      : undefined,
  onDone: (snapshot) => {
    if (snapshot.matches('confirmed')) clearComplaintJourney();
  },
};

const isQueryForm = isFormState(queryFormFields);

function isComplaintQueryDraft(value: unknown): value is ComplaintQueryDraft {
  if (!isRecord(value)) return false;
  const { complaint, form } = value;
  return typeof complaint === 'string' && isComplaintValue(complaint) && isQueryForm(form);
}

/**
 * The chart's input: whether the visitor is signed in, and what this session kept (the personal
 * details, the submission key, drafts).
 */
export function complaintJourneyInput(): ComplaintInput {
  return {
    signedIn: visitorIsSignedIn(),
    personalDetails: readPersonalDetails(),
    submissionKey: readSubmissionKey('complaint'),
    typeDraft: readDraft('complaint-type', isFormState(['complaintType'])) ?? null,
    energyDraft: readDraft('complaint-energy', isFormState(['energyPayment'])) ?? null,
    detailsDraft: readDraft('complaint-details', isDetailsDraft(detailsFormFields)) ?? null,
    queryDraft: readDraft('complaint-query', isComplaintQueryDraft) ?? null,
  };
}

/** Starts the complaint journey, resuming from the cached personal details, submission key and drafts. */
export function startComplaintJourney({ queryClient, router }: JourneyStart) {
  return startJourneySession(
    provideComplaintJourney(queryClient),
    complaintJourneyInput(),
    complaintBinding,
    router,
  );
}
