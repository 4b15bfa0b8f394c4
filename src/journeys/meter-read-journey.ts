/**
 * Wiring of the price-cap meter-read chart (machines/meter-read.machine.ts): the configuration load
 * and the signed-in prefill through the query client, the lead post, the form's draft, and the
 * binding to the router.
 */
import { journeyRoutes } from '../../machines/journey-routes';
import type { QueryClient } from '@tanstack/react-query';
import type { HistoryState } from '@tanstack/react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadInput,
  type MeterReadPrefill,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import { visitorPrefill } from '../session/visitor-prefill';
import { postJourneyLead } from './lead-post';
import { meterReadConfigQuery } from '../api/queries/meter-read-config';
import { receiptFrom } from './confirmation-state';
import type { JourneyStart } from './journey-registry';
import { meterReadJourneyInput, writeMeterReadDraft } from './meter-read-input';
import { clearMeterReadJourney, writeSubmissionKey } from './persistence';
import { startJourneySession, type JourneyBinding } from './journey-session';

/** The meter-read chart with its real implementations. */
function provideMeterReadJourney(queryClient: QueryClient) {
  return meterReadMachine.provide({
    actors: {
      loadMeterReadConfig: fromPromise<MeterReadConfig>(() =>
        queryClient.query(meterReadConfigQuery()),
      ),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<MeterReadSubmission>>(
        async ({ input: { submission, idempotencyKey } }) => {
          // The lead's builder loads with the first submit, not with the journey's first step.
          const { buildMeterReadLead } = await import('../api/leads/meter-read-lead');
          return postJourneyLead(queryClient, buildMeterReadLead(submission), idempotencyKey);
        },
      ),
      loadPrefill: fromPromise<MeterReadPrefill>(async () => {
        const { details } = await visitorPrefill(queryClient);
        if (details === undefined) return {};
        const { firstName, surname, telephoneNumber, email } = details;
        return { first_name: firstName, last_name: surname, telephone: telephoneNumber, email };
      }),
    },
    actions: {
      persistDraft: (_, { prefill, draft }) => writeMeterReadDraft(prefill, draft),
      persistSubmissionKey: (_, { submissionKey }) =>
        writeSubmissionKey('meterRead', submissionKey),
      logSubmitError: (_, { error }) => console.error('The meter reading could not be sent', error),
    },
  });
}

// Extends the app's history state (other modules add theirs); interfaces merge.
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The confirmation's receipt, kept in its history entry so that a reload shows it again. */
    meterReadReceipt?: LeadReceipt;
  }
}

/** The receipt a history entry keeps, if it is one: the confirmation's, for a reload or Forward. */
const keptReceipt = (state: HistoryState): LeadReceipt | undefined =>
  receiptFrom(state.meterReadReceipt);

export type MeterReadJourneyLogic = ReturnType<typeof provideMeterReadJourney>;
type MeterReadSnapshot = SnapshotFrom<MeterReadJourneyLogic>;

/**
 * The meter-read journey's binding. The chart takes no URL events: the form page is its only entry,
 * and the confirm page is shown only once the chart has confirmed, with the receipt in its history
 * entry for a reload (a direct visit is sent back).
 */
export const meterReadBinding: JourneyBinding<MeterReadSnapshot, MeterReadEvent> = {
  routes: [journeyRoutes.meterRead.path, journeyRoutes.meterReadConfirm.path],
  visitEvents: () => [],
  routeParams: () => ({}),
  historyState: ({ context: { receipt } }) =>
    receipt === null ? undefined : { meterReadReceipt: receipt },
  keptByAnotherRun: (state, { context: { receipt } }) => {
    const kept = keptReceipt(state);
    return kept !== undefined && kept.id !== receipt?.id;
  },
  onDone: (snapshot) => {
    if (snapshot.matches('confirmed')) clearMeterReadJourney();
  },
};

/**
 * The chart's input for a visit: the URL's and the session's (`meterReadJourneyInput`), the
 * read-week configuration the query client holds, fresh or not (the page's HTML carried it, or
 * contact us or the step's loader read it), so that the chart decides at once, and the receipt the
 * visited history entry keeps (a reload of the confirmation).
 */
export function meterReadStartInput(
  search: Readonly<Record<string, unknown>>,
  queryClient: QueryClient,
  state: HistoryState = {},
): MeterReadInput {
  const config = queryClient.getQueryData(meterReadConfigQuery().queryKey);
  return { ...meterReadJourneyInput(search, config ?? null), receipt: keptReceipt(state) ?? null };
}

/** Starts the meter-read journey with the prefill of the URL it was opened with (spec §3). */
export function startMeterReadJourney({ queryClient, router, search, state }: JourneyStart) {
  const input = meterReadStartInput(search, queryClient, state);
  return startJourneySession(provideMeterReadJourney(queryClient), input, meterReadBinding, router);
}
