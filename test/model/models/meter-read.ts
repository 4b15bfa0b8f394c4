/**
 * Model of the meter-read journey, opened from a URL with prefill, as a new visit, as a reload
 * that restores a draft with errors on show, with the configuration already fetched, and as a
 * reload of the confirmation: the event samples the paths are generated from (typing into the form, valid and invalid submits, the prefill's answer), what the
 * app and child actors can actually send (`when`), and the driver that runs one path against the
 * product chart with its checks. Shared by `test/model/meter-read.model.test.ts` and the QA report
 * (scripts/model-report.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { type NonReducibleUnknown, type SnapshotFrom } from 'xstate';
import {
  actorDone,
  actorFailed,
  leadPostAnswers,
  type InvokedActorEvent,
  type LeadActorEvent,
} from '../../support/actor-events';
import type { KeyedSubmission, LeadReceipt } from '../../../machines/journey-kernel';
import { fillEmpty, freshForm } from '../../../machines/form-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadFormField,
  type MeterReadInput,
  type MeterReadPrefill,
  type MeterReadSubmission,
} from '../../../machines/meter-read.machine';
import {
  initialMeterReadValues,
  localDay,
  validateMeterReadForm,
} from '../../../machines/validation/meter-read-form';
import * as kit from './model-kit';
import { journeyEffectSpies } from '../../support/journey-effect-spies';
import { expectEditing, expectInvalid, postingStepChecks, submitIsModelled } from '../form-checks';
import { controllableActor, flush } from '../harness';

type Snapshot = SnapshotFrom<typeof meterReadMachine>;
/** What the model sends: the user's events and the answers of the invoked actors. */
export type ModelEvent =
  | MeterReadEvent
  | InvokedActorEvent<MeterReadConfig, 'loadMeterReadConfig'>
  | LeadActorEvent<MeterReadPrefill>;

const openWeek: MeterReadConfig = {
  isMeterReadWeek: true,
  headingTemplate: '<p>Submit your reading</p>',
  smrErrorTemplate: '<p>Please try again later.</p>',
  contactCardPillTemplate: '<p>Meter read week</p>',
  contactCardTemplate: '<p>Send us a reading</p>',
};
const closedWeek: MeterReadConfig = { ...openWeek, isMeterReadWeek: false };
/** The week still open, read again with another heading. */
const reworded: MeterReadConfig = { ...openWeek, headingTemplate: '<p>Send us your reading</p>' };

/** A signed-in customer's visit: its paths answer the prefill with their record. */
const input: MeterReadInput = {
  signedIn: true,
  prefill: { first_name: 'Mary', fuel: 'Gas' },
  submissionKey: null,
  today: '2025-03-15',
};
/** What a user types into each field the gas reading needs: a valid answer and one the rules refuse. */
const typed = {
  last_name: { valid: 'Somerville', invalid: '' },
  telephone: { valid: '01632 960002', invalid: '12345' },
  gas_account_number: { valid: 'BGX12345', invalid: 'X1' },
  gas_reading: { valid: '01234', invalid: '12a' },
  // More than a month before the input's today.
  date: { valid: '2025-03-10', invalid: '2025-02-14' },
} as const satisfies Partial<Record<MeterReadFormField, { valid: string; invalid: string }>>;
type TypedField = keyof typeof typed;
const typedFields = Object.keys(typed) as TypedField[];
/** A signed-in customer's record: the URL's first name stays, the empty email is filled. */
const prefill: MeterReadPrefill = {
  first_name: 'Ada',
  last_name: '',
  telephone: '',
  email: 'mary@example.com',
};
const freshValues = initialMeterReadValues(input.prefill);

/** A reload after a submit with errors, the surname since typed: the draft comes back invalid. */
const keptValues = { ...freshValues, last_name: typed.last_name.valid };
const keptDraft = {
  values: keptValues,
  errors: validateMeterReadForm(keptValues, localDay(input.today)).errors,
  attempt: 1,
};
const inputs: kit.NamedInputs<typeof meterReadMachine> = [
  { name: 'new visit', input },
  { name: 'reload with a draft showing errors', input: { ...input, draft: keptDraft } },
  // The host already holds the configuration (fetched before the app ran, or less than 30 s ago).
  { name: 'configuration already fetched, read week', input: { ...input, config: openWeek } },
  { name: 'configuration already fetched, week closed', input: { ...input, config: closedWeek } },
  // A reload of the confirmation: its history entry keeps the receipt.
  { name: 'reload of the confirmation', input: { ...input, receipt: { id: 'MR-6' } } },
];

/** Answers that change which fields the form asks (spec §3): the fuel, then Economy 7. */
const answerChanges = [
  { type: 'reading.change', field: 'fuel', value: 'Electricity' },
  { type: 'reading.change', field: 'is_economy_7_radio', value: 'yes' },
] as const satisfies readonly MeterReadEvent[];

const samples: readonly ModelEvent[] = [
  actorDone('loadMeterReadConfig', openWeek),
  actorDone('loadMeterReadConfig', closedWeek),
  actorFailed('loadMeterReadConfig', '404'),
  actorDone('loadPrefill', prefill),
  ...kit.typingSamples('reading.change', typedFields, typed),
  ...answerChanges,
  { type: 'reading.submit' },
  kit.failureDismiss,
  ...leadPostAnswers('MR-7', '503'),
  // The host's second read of a stale configuration: the week open, closed, or the read failed.
  { type: 'config.refresh', config: openWeek },
  { type: 'config.refresh', config: reworded },
  { type: 'config.refresh', config: closedWeek },
  { type: 'config.refresh', config: null },
];

export const meterReadModel = kit.defineChartModel(meterReadMachine, {
  samples,
  when: canHappen,
  inputs,
  runPath,
});

const checked = (snapshot: Snapshot) =>
  validateMeterReadForm(snapshot.context.form.values, localDay(snapshot.context.today));

/**
 * What the app and the child actors can actually send: a change always changes the value; the
 * prefill answers before the user acts on the form. To keep the model small the fields are typed in
 * form order (a field once every field before it holds its valid answer), a submit with errors is
 * made once, and after a failed post the user only retries, before or after closing its alert; only
 * the first entry of the form is
 * modelled with the prefill's answer.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { form } = snapshot.context;
  const prefilling = snapshot.matches('form') && isDeepStrictEqual(form, freshForm(freshValues));
  if (!kit.fitsPrefill(prefilling, event)) return false;
  switch (event.type) {
    case 'reading.change': {
      // Once a submit has shown messages the user may switch to electricity, then to Economy 7:
      // the gas fields and then the single electricity reading go, with their messages.
      if (event.field === 'fuel')
        return snapshot.context.reading === null && form.attempt > 0 && form.values.fuel === 'Gas';
      if (event.field === 'is_economy_7_radio')
        return form.values.fuel === 'Electricity' && form.values.is_economy_7_radio === 'no';
      if (form.values.fuel !== 'Gas') return false;
      const field = event.field as TypedField;
      const before = typedFields.slice(0, typedFields.indexOf(field));
      // Nothing is typed once a reading was posted (a failed post is retried as it was).
      return (
        snapshot.context.reading === null &&
        form.values[field] !== event.value &&
        before.every((earlier) => form.values[earlier] === typed[earlier].valid)
      );
    }
    case 'reading.submit':
      return submitIsModelled(checked(snapshot).values !== null, form.attempt);
    case 'failure.dismiss':
      return snapshot.hasTag('failed');
    case 'config.refresh':
      // It answers soon after the journey starts: modelled before anything is typed, and only when
      // the configuration read again differs from the chart's.
      return (
        !isDeepStrictEqual(event.config, snapshot.context.config) &&
        (snapshot.matches('closed') ||
          (snapshot.matches({ form: 'editing' }) &&
            typedFields.every((field) => form.values[field] === freshValues[field])))
      );
    default:
      return true;
  }
}

async function runPath(run: kit.PathRun<typeof meterReadMachine, ModelEvent>): Promise<void> {
  const loadConfig = controllableActor<MeterReadConfig, NonReducibleUnknown>();
  const submit = controllableActor<LeadReceipt, KeyedSubmission<MeterReadSubmission>>();
  const loadPrefill = controllableActor<MeterReadPrefill, unknown>();
  const effects = journeyEffectSpies();
  const actor = run.start(
    meterReadMachine.provide({
      actors: {
        loadMeterReadConfig: loadConfig.logic,
        submitLead: submit.logic,
        loadPrefill: loadPrefill.logic,
      },
      actions: effects,
    }),
  );

  const form = () => actor.getSnapshot().context.form;
  /** Sends a form event; the form is kept as it now is, and a submit with errors counts. */
  const sendFormEvent = (event: { type: string }): void => {
    const sample = run.sampleFor(event);
    if (sample.type !== 'reading.change' && sample.type !== 'reading.submit') {
      throw new Error(`${sample.type} is not sent by the form`);
    }
    const attempt = form().attempt;
    actor.send(sample);
    expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      prefill: run.input.prefill,
      draft: form(),
    });
    const failed = sample.type === 'reading.submit' && actor.getSnapshot().hasTag('invalid');
    expect(form().attempt).toBe(failed ? attempt + 1 : attempt);
  };
  /** A configuration given with the input decides at once: it is not loaded again. */
  const expectConfigLoadedOnlyIfNotGiven = (): void => {
    expect(loadConfig.inputs).toHaveLength(run.input.config ? 0 : 1);
  };
  const leadPost = kit.leadPostWatch(actor, submit, effects, { type: 'reading.submit' });
  const { matchesModel } = leadPost;
  const atStep = kit.stepChecksWith(matchesModel);

  await run.path.test({
    events: {
      'reading.change': ({ event }) => sendFormEvent(event),
      'reading.submit': ({ event }) => sendFormEvent(event),
      'xstate.done.actor.loadPrefill': async () => {
        const before = form().values;
        loadPrefill.resolve(prefill);
        await flush();
        expect(form().values).toEqual(fillEmpty(freshForm(before), prefill).values);
        expect(form().values.first_name).toBe(run.input.prefill.first_name);
        expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
          prefill: run.input.prefill,
          draft: form(),
        });
      },
      'config.refresh': ({ event }) => {
        const sample = run.sampleFor(event);
        if (sample.type !== 'config.refresh') throw new Error(`${sample.type} is not a refresh`);
        const { values } = form();
        const drafts = effects.persistDraft.mock.calls.length;
        actor.send(sample);
        expect(actor.getSnapshot().context.config).toEqual(sample.config);
        expect(form().values).toEqual(values);
        expect(effects.persistDraft).toHaveBeenCalledTimes(drafts);
      },
      'xstate.done.actor.loadMeterReadConfig': kit.settles(loadConfig, run.sampleFor),
      'xstate.error.actor.loadMeterReadConfig': kit.settles(loadConfig, run.sampleFor),
      ...kit.leadPostSteps(submit, effects.logSubmitError, run.sampleFor),
      ...kit.failureDismissStep(actor),
    },
    states: run.coverage.checks<Snapshot>({
      'meterRead.loadingConfig': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.hasTag('busy')).toBe(true);
        expect(loadConfig.inputs).toHaveLength(1);
        expect(snapshot.context.prefill).toEqual(run.input.prefill);
      },
      'meterRead.closed': atStep('/submit-meter-read', (snapshot) => {
        expect(snapshot.context.config?.isMeterReadWeek ?? false).toBe(false);
        expectConfigLoadedOnlyIfNotGiven();
      }),
      'meterRead.form': atStep('/submit-meter-read', (snapshot) => {
        expect(snapshot.context.errorTemplate).toBe(openWeek.smrErrorTemplate);
        expectConfigLoadedOnlyIfNotGiven();
        if (snapshot.context.submitError) {
          // After a failed post the typed values and the posted reading are kept for the retry.
          expect(snapshot.context.reading).toEqual(checked(snapshot).values);
        }
      }),
      ...postingStepChecks(
        'meterRead.form',
        {
          'meterRead.form.editing': (snapshot: Snapshot) => {
            expectEditing(snapshot, snapshot.context.form);
          },
          'meterRead.form.invalid': (snapshot: Snapshot) => {
            expectInvalid(snapshot, snapshot.context.form, checked(snapshot).errors);
            expect(snapshot.context.reading).toBeNull();
          },
        },
        ({ context }) => [context.form],
      ),
      'meterRead.submitting': (snapshot) => {
        expect(snapshot.context.reading).toEqual(checked(snapshot).values);
        kit.expectPostingLead(snapshot, snapshot.context.reading, leadPost);
      },
      'meterRead.confirmed': atStep('/submit-meter-read-confirm', (snapshot) => {
        // The receipt the post answered, or the one the reloaded confirmation kept (no post then).
        expect(snapshot.context.receipt).toEqual(run.input.receipt ?? { id: 'MR-7' });
        if (run.input.receipt) expect(submit.inputs).toHaveLength(0);
      }),
    }),
  });
}
