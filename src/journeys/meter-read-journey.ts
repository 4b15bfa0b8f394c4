/**
 * Wiring of the price-cap meter-read chart (machines/meter-read.machine.ts): the configuration load
 * and the signed-in prefill through the remote cache, the lead post, the form's draft, and the
 * binding to the router.
 */
import { journeyRoutes } from '../../machines/journey-routes';
import type { RemoteCache } from '../api/http/remote-cache';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import { isFormState } from '../../machines/form-kernel';
import {
  meterReadFormFields,
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadForm,
  type MeterReadInput,
  type MeterReadPrefill,
  type MeterReadPrefillField,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import { localIsoDate } from '../../machines/validation/meter-read-form';
import { visitorIsSignedIn } from '../session/cookies';
import { visitorPrefill } from '../session/visitor-prefill';
import { postJourneyLead } from './lead-post';
import { meterReadConfigRead } from '../api/queries/meter-read-config';
import type { JourneyStart } from './journey-registry';
import { startJourneySession } from './journey-session';
import { validateMeterReadSearch } from './meter-read-search';
import {
  clearMeterReadJourney,
  readDraft,
  readSubmissionKey,
  writeDraft,
  writeSubmissionKey,
  type KeyValueStore,
} from './persistence';
import type { JourneyBinding } from './route-sync';

type MeterReadUrlPrefill = Partial<Record<MeterReadPrefillField, string>>;

/**
 * The kept draft: the form and the URL prefill it was made under, as JSON (a draft belongs to the URL
 * it was opened with). The shape is the one the screen's draft had, so drafts kept before still load.
 */
type ScopedDraft = MeterReadForm & { scope: string };

const isMeterReadForm = isFormState(meterReadFormFields);

function isScopedDraft(value: unknown): value is ScopedDraft {
  return isMeterReadForm(value) && typeof (value as Partial<ScopedDraft>).scope === 'string';
}

function scopeOf(prefill: MeterReadUrlPrefill): string {
  return JSON.stringify(prefill);
}

/** Keeps the form's draft under the URL prefill it was made for (the chart's `persistDraft`). */
export function writeMeterReadDraft(
  prefill: MeterReadUrlPrefill,
  form: MeterReadForm,
  store?: KeyValueStore,
): void {
  writeDraft('meter-read', { ...form, scope: scopeOf(prefill) } satisfies ScopedDraft, store);
}

/**
 * The kept draft of the form, only when it was made for this same URL prefill (a reload of the same
 * journey); a link with other parameters starts from those (docs/decisions.md "Meter-read prefill").
 */
export function readMeterReadDraft(
  prefill: MeterReadUrlPrefill,
  store?: KeyValueStore,
): MeterReadForm | null {
  const kept = readDraft('meter-read', isScopedDraft, store);
  if (kept?.scope !== scopeOf(prefill)) return null;
  return { values: kept.values, errors: kept.errors, attempt: kept.attempt };
}

/** The meter-read chart with its real implementations. */
export function provideMeterReadJourney(remote: RemoteCache) {
  return meterReadMachine.provide({
    actors: {
      loadMeterReadConfig: fromPromise<MeterReadConfig>(() => remote.read(meterReadConfigRead())),
      submitLead: fromPromise<LeadReceipt, KeyedSubmission<MeterReadSubmission>>(
        async ({ input: { submission, idempotencyKey } }) => {
          // The lead's builder loads with the first submit, not with the journey's first step.
          const { buildMeterReadLead } = await import('../api/leads/meter-read-lead');
          return postJourneyLead(buildMeterReadLead(submission), idempotencyKey);
        },
      ),
      loadPrefill: fromPromise<MeterReadPrefill>(async () => {
        const { details } = await visitorPrefill(remote);
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

/**
 * The chart's input: whether the visitor is signed in, the prefill of the URL it was opened with
 * (spec §3), what this session kept for it, and today's date read from the clock once.
 */
export function meterReadJourneyInput(
  search: Readonly<Record<string, unknown>>,
  now = new Date(),
): MeterReadInput {
  const prefill = validateMeterReadSearch(search);
  return {
    signedIn: visitorIsSignedIn(),
    prefill,
    submissionKey: readSubmissionKey('meterRead'),
    today: localIsoDate(now),
    draft: readMeterReadDraft(prefill),
  };
}

/** Starts the meter-read journey with the prefill of the URL it was opened with (spec §3). */
export function startMeterReadJourney({ remote, router, search }: JourneyStart) {
  const input = meterReadJourneyInput(search);
  return startJourneySession(provideMeterReadJourney(remote), input, meterReadBinding, router);
}
