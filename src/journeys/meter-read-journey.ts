/**
 * Wiring of the price-cap meter-read chart (machines/meter-read.machine.ts): the configuration load
 * through the query client, the lead post, and the binding to the router.
 */
import { journeyRoutes } from '../../machines/journey-routes';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import { buildMeterReadLead } from '../api/leads/meter-read-lead';
import { postJourneyLead } from './lead-post';
import { meterReadConfigQueryOptions } from '../api/queries/meter-read-config';
import type { JourneyStart } from './journey-registry';
import { startJourneySession } from './journey-session';
import { validateMeterReadSearch } from './meter-read-search';
import { clearMeterReadJourney, readSubmissionKey, writeSubmissionKey } from './persistence';
import type { JourneyBinding } from './route-sync';

/** The meter-read chart with its real implementations. */
export function provideMeterReadJourney(queryClient: QueryClient) {
  return meterReadMachine.provide({
    actors: {
      loadMeterReadConfig: fromPromise<MeterReadConfig>(() =>
        queryClient.query(meterReadConfigQueryOptions()),
      ),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<MeterReadSubmission>>(
        ({ input: { submission, idempotencyKey } }) =>
          postJourneyLead(buildMeterReadLead(submission), idempotencyKey),
      ),
    },
    actions: {
      persistSubmissionKey: (_, { submissionKey }) =>
        writeSubmissionKey('meterRead', submissionKey),
      logSubmitError: (_, { error }) => console.error('The meter reading could not be sent', error),
    },
  });
}

export type MeterReadJourneyLogic = ReturnType<typeof provideMeterReadJourney>;
type MeterReadSnapshot = SnapshotFrom<MeterReadJourneyLogic>;

/**
 * The meter-read journey's binding. The chart takes no URL events: the form page is its only entry,
 * and the confirm page is shown only once the chart has confirmed (a direct visit is sent back).
 */
export const meterReadBinding: JourneyBinding<MeterReadSnapshot, MeterReadEvent> = {
  routes: [journeyRoutes.meterRead.path, journeyRoutes.meterReadConfirm.path],
  visitEvents: () => [],
  routeParams: () => ({}),
  onDone: (snapshot) => {
    if (snapshot.matches('confirmed')) clearMeterReadJourney();
  },
};

/** Starts the meter-read journey with the prefill of the URL it was opened with (spec §3). */
export function startMeterReadJourney({ queryClient, router, search }: JourneyStart) {
  const input = {
    prefill: validateMeterReadSearch(search),
    submissionKey: readSubmissionKey('meterRead'),
  };
  return startJourneySession(provideMeterReadJourney(queryClient), input, meterReadBinding, router);
}
