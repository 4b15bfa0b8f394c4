/**
 * Price-cap meter-read journey: load the read-week configuration -> form (or "no longer available")
 * -> post -> submit-meter-read-confirm. Spec §2 (submit-meter-read, submit-meter-read-confirm), §3 (meter
 * read form fields, meter read config, price-cap meter-read lead), §4 "Meter read flow", §5 (meter read
 * rules), §8 (meter read post failure, window closed).
 *
 * While the configuration loads nothing renders (`loadingConfig` carries the page's route only so the
 * router stays put). A configuration the host already holds (the page's HTML carried it, or contact
 * us or the step's loader read it) comes with the input, and the chart decides at once, without
 * loading it. When that configuration was stale the host reads it again and sends the answer
 * (`config.refresh`): the form or the closed message follows it until the reading is posted. A
 * failed configuration load or refresh is treated as a closed window: the closed message points to
 * /meterreads, which is better than an empty page or a form whose window is unknown.
 *
 * A reload of the confirmation keeps it: the host gives the receipt its page's history entry holds,
 * and the chart starts confirmed with it.
 *
 * The chart owns the form (as the feedback chart does): values, errors and attempts live in context,
 * the spec's rules run in its guards and actions, and the form is `editing` or `invalid`. It starts
 * from the URL's prefill or from a draft the host restored for that same prefill; the form step
 * invokes `loadPrefill`, whose answer fills the fields that are still empty.
 */
import { stepMeta } from './journey-routes';
import * as kernel from './journey-kernel';
import * as forms from './form-kernel';
import {
  asksMeterReadField,
  initialMeterReadValues,
  localDay,
  meterReadFormFields,
  validateMeterReadForm,
  type MeterReadFormField,
} from './validation/meter-read-form';
import { assign, fromPromise, setup } from 'xstate';

export { meterReadFormFields };
export type { MeterReadFormField };

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

/** The meter-read form. */
export type MeterReadForm = forms.FormState<MeterReadFormField>;

/** What `loadPrefill` answers: the signed-in customer's known details (spec §4 "Prefill"). */
export type MeterReadPrefill = Partial<
  Record<'first_name' | 'last_name' | 'telephone' | 'email', string>
>;

/**
 * Input: who the visitor is, prefill values taken from the URL, the last submission's key and the
 * form's draft kept by the session (the host restores a draft only when it was made for this same
 * prefill), and `today`.
 *
 * `today` (ISO date, the user's local calendar) is what the reading-date rule and the date picker's
 * window are measured from. The host reads the clock once when the journey starts, so the chart stays
 * pure and its tests deterministic; a journey is started afresh on every visit from another page.
 */
export interface MeterReadInput extends kernel.JourneyVisitor {
  prefill: Partial<Record<MeterReadPrefillField, string>>;
  submissionKey: kernel.SubmissionKey | null;
  today: string;
  draft?: MeterReadForm | null;
  /** The read-week configuration when the host already has it: no `loadingConfig` then. */
  config?: MeterReadConfig | null;
  /** The receipt of a reading posted before a reload of its confirmation: `confirmed` at once. */
  receipt?: kernel.LeadReceipt | null;
}

/** Events of the meter-read journey. */
export type MeterReadEvent =
  | { type: 'reading.change'; field: MeterReadFormField; value: string }
  | { type: 'reading.submit' }
  /** The host read the configuration again: its answer, or null when the read failed. */
  | { type: 'config.refresh'; config: MeterReadConfig | null }
  | kernel.FailureDismiss;

/** Context of the meter-read journey. */
export interface MeterReadContext extends kernel.JourneyVisitor {
  prefill: Partial<Record<MeterReadPrefillField, string>>;
  /** ISO date the reading date is checked against (see `MeterReadInput`). */
  today: string;
  form: MeterReadForm;
  config: MeterReadConfig | null;
  /** The configured error template shown after 'Sorry, we're having technical issues right now'. */
  errorTemplate: string;
  /** The last submitted reading, kept so a failed post loses nothing. */
  reading: MeterReadSubmission | null;
  /** Set when the lead post failed: the form shows the §8 alert with `errorTemplate`. */
  submitError: kernel.LeadPostFailureKind | null;
  submissionKey: kernel.SubmissionKey | null;
  receipt: kernel.LeadReceipt | null;
}

/** Keeps the form's draft with the journey (sessionStorage in src/, scoped to the URL's prefill). */
const persistDraft: kernel.PlaceholderAction<{
  prefill: Partial<Record<MeterReadPrefillField, string>>;
  draft: MeterReadForm;
}> = () => kernel.notProvided('persistDraft');

const required = kernel.invariantsOf('meter-read');
const readingOf = (context: MeterReadContext) => required(context.reading, 'reading');
const submission = kernel.submissionAssigners(readingOf);

/**
 * The form's rule, its reading date measured from the chart's `today`: the chart runs it when the
 * submit arrives, the step's @mantine/form on the values in its inputs (useStepForm).
 */
export const meterReadFormRule = (
  values: Record<MeterReadFormField, string>,
  { today }: Pick<MeterReadContext, 'today'>,
) => validateMeterReadForm(values, localDay(today));
const checkedReading = (context: MeterReadContext) =>
  meterReadFormRule(context.form.values, context);
const formAssigners = forms.formAssigners('form', checkedReading, (reading) => ({ reading }));

const persistFormDraft = forms.persistDraftOf((context: MeterReadContext) => ({
  prefill: context.prefill,
  draft: context.form,
}));

type ConfigRefresh = Extract<MeterReadEvent, { type: 'config.refresh' }>;
/** A refresh's configuration as the guard's and the store's params. */
const refreshOf = ({ event }: { event: ConfigRefresh }) => ({ config: event.config });
/** Keeps a refreshed configuration; after a failed refresh the window is unknown, so closed. */
const refreshedConfig = { type: 'storeConfig', params: refreshOf } as const;

/**
 * The meter-read chart. `loadMeterReadConfig`, `loadPrefill`, `submitLead`, `persistDraft`,
 * `persistSubmissionKey` and `logSubmitError` are supplied from src/.
 */
export const meterReadMachine = setup({
  types: kernel.journeyTypes<MeterReadContext, MeterReadEvent, MeterReadInput>(),
  actors: {
    /** GET …/meter-read/submit-meter-read.json, no cache. */
    loadMeterReadConfig: fromPromise<MeterReadConfig>(() =>
      kernel.notProvided('loadMeterReadConfig'),
    ),
    /** POST /v1/leads with the PriceCapMeterRead lead built from the submission. */
    submitLead: kernel.submitLeadActor<MeterReadSubmission>(),
    /** The signed-in customer's details to prefill. */
    loadPrefill: kernel.loadPrefillActor<MeterReadPrefill>(),
  },
  guards: {
    hasSubmitError: kernel.hasSubmitError,
    isMeterReadWeek: (_, params: { config: MeterReadConfig | null }) =>
      params.config?.isMeterReadWeek === true,
    configIsKnown: ({ context }) => context.config !== null,
    receiptKept: ({ context }) => context.receipt !== null,
    formIsValid: ({ context }) => checkedReading(context).values !== null,
    formHasErrors: ({ context }) => forms.hasErrors(context.form),
  },
  actions: {
    storeConfig: assign((_, { config }: { config: MeterReadConfig | null }) =>
      config === null ? { config } : { config, errorTemplate: config.smrErrorTemplate },
    ),
    /** Takes the edit; a changed fuel or Economy 7 answer drops the messages of the fields it hides. */
    editForm: assign((args, change: forms.FieldChange<MeterReadFormField>) => {
      const { form } = formAssigners.edit(args, change);
      const hidden = meterReadFormFields.filter((field) => !asksMeterReadField(form.values, field));
      return { form: forms.withGroupErrors(form, hidden, {}) };
    }),
    /** Shows the submit's errors, or stores the validated reading. */
    checkReading: assign(formAssigners.check),
    fillForm: assign(formAssigners.fill),
    persistDraft,
    keySubmission: assign(submission.keySubmission),
    storeReceipt: assign(submission.storeReceipt),
    markSubmitError: assign(submission.markSubmitError),
    dismissFailure: assign(submission.dismissFailure),
    ...kernel.submittingHostActions,
  },
}).createMachine({
  id: 'meterRead',
  description:
    'Loads the read-week configuration, then shows the meter-read form (or the closed message), posts the reading and confirms it.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    prefill: input.prefill,
    today: input.today,
    form: input.draft ?? forms.freshForm(initialMeterReadValues(input.prefill)),
    config: input.config ?? null,
    errorTemplate: input.config?.smrErrorTemplate ?? '',
    reading: null,
    submitError: null,
    submissionKey: input.submissionKey,
    receipt: input.receipt ?? null,
  }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      meta: stepMeta('meterRead'),
      tags: 'busy',
      always: [
        { guard: 'receiptKept', target: 'confirmed' },
        {
          guard: { type: 'isMeterReadWeek', params: ({ context }) => ({ config: context.config }) },
          target: 'form',
        },
        { guard: 'configIsKnown', target: 'closed' },
      ],
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
      on: {
        'config.refresh': {
          guard: { type: 'isMeterReadWeek', params: refreshOf },
          target: 'form',
          actions: refreshedConfig,
        },
      },
    },
    form: {
      initial: 'editing',
      states: kernel.postingFormStates(stepMeta('meterRead'), 'formHasErrors'),
      invoke: {
        id: 'loadPrefill',
        src: 'loadPrefill',
        onDone: {
          actions: [
            { type: 'fillForm', params: ({ event }) => ({ prefill: event.output }) },
            persistFormDraft,
          ],
        },
      },
      on: {
        'config.refresh': [
          { guard: { type: 'isMeterReadWeek', params: refreshOf }, actions: refreshedConfig },
          { target: 'closed', actions: refreshedConfig },
        ],
        'reading.change': forms.editThenKeep('editForm', forms.fieldChangeOf, persistFormDraft),
        'reading.submit': forms.submitOrShowErrors({
          guard: 'formIsValid',
          target: 'submitting',
          check: 'checkReading',
          persistDraft: persistFormDraft,
        }),
      },
    },
    submitting: kernel.submittingState({
      meta: stepMeta('meterRead'),
      returnTo: 'form',
      submission: readingOf,
    }),
    confirmed: {
      meta: stepMeta('meterReadConfirm'),
      type: 'final',
    },
  },
});
