/**
 * Price-cap meter-read journey: load the read-week configuration -> form (or "no longer available")
 * -> post -> submit-meter-read-confirm. Spec §2 (submit-meter-read, submit-meter-read-confirm), §3 (meter
 * read form fields, meter read config, price-cap meter-read lead), §4 "Meter read flow", §5 (meter read
 * rules), §8 (meter read post failure, window closed).
 *
 * While the configuration loads nothing renders (`loadingConfig` carries the page's route only so the
 * router stays put). A failed configuration load is treated as a closed window: the closed message
 * points to /meterreads, which is better than an empty page or a form whose window is unknown.
 */
import { stepMeta } from './journey-routes';
import {
  keyForSubmission,
  notProvided,
  type JourneyStateMeta,
  type KeyedSubmission,
  type LeadReceipt,
  type PlaceholderAction,
  type SubmissionKey,
} from './journey-kernel';
import { assign, fromPromise, setup } from 'xstate';

/** Meter-read configuration (spec §3); the templates are sanitised rich text rendered by the views. */
export interface MeterReadConfig {
  isMeterReadWeek: boolean;
  headingTemplate: string;
  smrErrorTemplate: string;
  contactCardPillTemplate: string;
  contactCardTemplate: string;
}

/** Form value of the fuel radio (spec §3); Dual is sent as 'Gas and Electricity'. */
export type MeterReadFuel = 'Dual' | 'Gas' | 'Electricity';

/** Gas account number and reading. */
export interface GasReading {
  accountNumber: string;
  reading: string;
}

/** Electricity account number and readings: one reading, or normal + low for Economy 7. */
export type ElectricityReading =
  | { accountNumber: string; economy7: false; reading: string }
  | { accountNumber: string; economy7: true; normalReading: string; lowReading: string };

/** Validated meter-read form (spec §3, §5); only the chosen fuel's fields exist. */
export type MeterReadSubmission = {
  /** One of the spec §3 title options, or null when not chosen. */
  title: string | null;
  firstName: string;
  lastName: string;
  telephone: string;
  email: string | null;
  /** ISO date (YYYY-MM-DD) the reading was taken. */
  readingDate: string;
} & (
  | { fuel: 'Gas'; gas: GasReading }
  | { fuel: 'Electricity'; electricity: ElectricityReading }
  | { fuel: 'Dual'; gas: GasReading; electricity: ElectricityReading }
);

/** Form fields that may be prefilled from URL query parameters (spec §3). */
export type MeterReadPrefillField =
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'telephone'
  | 'email'
  | 'gas_account_number'
  | 'elec_account_number'
  | 'fuel';

/** Input: prefill values taken from the URL, and the last submission's key kept by the session. */
export interface MeterReadInput {
  prefill: Partial<Record<MeterReadPrefillField, string>>;
  submissionKey: SubmissionKey | null;
}

/** Events of the meter-read journey. */
export type MeterReadEvent = { type: 'reading.submit'; reading: MeterReadSubmission };

/** Context of the meter-read journey. */
export interface MeterReadContext {
  prefill: Partial<Record<MeterReadPrefillField, string>>;
  config: MeterReadConfig | null;
  /** The configured error template shown after 'Sorry, we're having technical issues right now'. */
  errorTemplate: string;
  /** The last submitted reading, kept so a failed post loses nothing. */
  reading: MeterReadSubmission | null;
  /** Set when the lead post failed: the form shows the §8 alert with `errorTemplate`. */
  submitError: boolean;
  submissionKey: SubmissionKey | null;
  receipt: LeadReceipt | null;
}

/** Keeps the submission's idempotency key with the form's draft (sessionStorage in src/). */
const persistSubmissionKey: PlaceholderAction<{ submissionKey: SubmissionKey }> = () =>
  notProvided('persistSubmissionKey');
/** Logs a failed lead post. */
const logSubmitError: PlaceholderAction<{ error: unknown }> = () => notProvided('logSubmitError');

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`meter-read journey: ${what} is missing`);
  return value;
}

/** The meter-read chart. `loadMeterReadConfig` and `submitLead` are supplied from src/. */
export const meterReadMachine = setup({
  types: {
    context: {} as MeterReadContext,
    events: {} as MeterReadEvent,
    input: {} as MeterReadInput,
    meta: {} as JourneyStateMeta,
    tags: {} as 'busy',
  },
  actors: {
    /** GET …/meter-read/submit-meter-read.json, no cache. */
    loadMeterReadConfig: fromPromise<MeterReadConfig>(() => notProvided('loadMeterReadConfig')),
    /** POST /v1/leads with the PriceCapMeterRead lead built from the submission. */
    submitLead: fromPromise<LeadReceipt, KeyedSubmission<MeterReadSubmission>>(() =>
      notProvided('submitLead'),
    ),
  },
  guards: {
    isMeterReadWeek: (_, params: { config: MeterReadConfig }) => params.config.isMeterReadWeek,
  },
  actions: {
    storeConfig: assign((_, params: { config: MeterReadConfig }) => ({
      config: params.config,
      errorTemplate: params.config.smrErrorTemplate,
    })),
    storeReading: assign(({ event }) => ({ reading: event.reading, submitError: false })),
    storeReceipt: assign((_, params: { receipt: LeadReceipt }) => ({
      receipt: params.receipt,
      submitError: false,
    })),
    keySubmission: assign(({ context }) => ({
      submissionKey: keyForSubmission(context.submissionKey, required(context.reading, 'reading')),
    })),
    markSubmitError: assign({ submitError: true }),
    persistSubmissionKey,
    logSubmitError,
  },
}).createMachine({
  id: 'meterRead',
  context: ({ input }) => ({
    prefill: input.prefill,
    config: null,
    errorTemplate: '',
    reading: null,
    submitError: false,
    submissionKey: input.submissionKey,
    receipt: null,
  }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      meta: stepMeta('meterRead'),
      tags: 'busy',
      invoke: {
        id: 'loadMeterReadConfig',
        src: 'loadMeterReadConfig',
        onDone: [
          {
            guard: { type: 'isMeterReadWeek', params: ({ event }) => ({ config: event.output }) },
            target: 'form',
            actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) },
          },
          {
            target: 'closed',
            actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) },
          },
        ],
        onError: { target: 'closed' },
      },
    },
    closed: {
      meta: stepMeta('meterRead'),
      type: 'final',
    },
    form: {
      meta: stepMeta('meterRead'),
      on: {
        'reading.submit': { target: 'submitting', actions: 'storeReading' },
      },
    },
    submitting: {
      // Same screen as the form, busy; no user events, so a double click posts once.
      meta: stepMeta('meterRead'),
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
          submission: required(context.reading, 'reading'),
          idempotencyKey: required(context.submissionKey, 'submission key').key,
        }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'storeReceipt', params: ({ event }) => ({ receipt: event.output }) },
        },
        onError: {
          target: 'form',
          actions: [
            'markSubmitError',
            { type: 'logSubmitError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    confirmed: {
      meta: stepMeta('meterReadConfirm'),
      type: 'final',
    },
  },
});
