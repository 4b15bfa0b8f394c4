/**
 * Model of the meter-read journey, with one input (URL prefill): the event samples the paths are generated from, what the app and child actors can
 * actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/meter-read.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { expect, vi } from 'vitest';
import {
  createActor,
  type DoneActorEvent,
  type ErrorActorEvent,
  type NonReducibleUnknown,
  type SnapshotFrom,
} from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../../machines/journey-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadInput,
  type MeterReadSubmission,
} from '../../../machines/meter-read.machine';
import {
  assertNoNoOpSteps,
  createChartModel,
  pathsCoveringEveryEdge,
  type ChartCoverage,
} from '../coverage';
import type { ChartModelDefinition } from './chart-model';
import {
  controllableActor,
  expectKeyedPost,
  expectSameJourneyContext,
  flush,
  routeOf,
} from '../harness';

type Snapshot = SnapshotFrom<typeof meterReadMachine>;
type ModelEvent =
  | MeterReadEvent
  | DoneActorEvent<MeterReadConfig, 'loadMeterReadConfig'>
  | ErrorActorEvent<Error, 'loadMeterReadConfig'>
  | DoneActorEvent<LeadReceipt, 'submitLead'>
  | ErrorActorEvent<Error, 'submitLead'>;

const openWeek: MeterReadConfig = {
  isMeterReadWeek: true,
  headingTemplate: '<p>Submit your reading</p>',
  smrErrorTemplate: '<p>Please try again later.</p>',
  contactCardPillTemplate: '<p>Meter read week</p>',
  contactCardTemplate: '<p>Send us a reading</p>',
};
const closedWeek: MeterReadConfig = { ...openWeek, isMeterReadWeek: false };

const dualEconomy7: MeterReadSubmission = {
  title: 'Dr',
  firstName: 'Mary',
  lastName: 'Somerville',
  telephone: '07700 900456',
  email: null,
  readingDate: '2025-03-10',
  fuel: 'Dual',
  gas: { accountNumber: '851234567890', reading: '01234' },
  electricity: {
    accountNumber: 'A1234567',
    economy7: true,
    normalReading: '54321',
    lowReading: '1234',
  },
};
const gasOnly: MeterReadSubmission = {
  title: null,
  firstName: 'Mary',
  lastName: 'Somerville',
  telephone: '01632 960002',
  email: 'mary@example.com',
  readingDate: '2025-03-11',
  fuel: 'Gas',
  gas: { accountNumber: 'BGX12345', reading: '999' },
};

const samples: readonly ModelEvent[] = [
  {
    type: 'xstate.done.actor.loadMeterReadConfig',
    actorId: 'loadMeterReadConfig',
    output: openWeek,
  },
  {
    type: 'xstate.done.actor.loadMeterReadConfig',
    actorId: 'loadMeterReadConfig',
    output: closedWeek,
  },
  {
    type: 'xstate.error.actor.loadMeterReadConfig',
    actorId: 'loadMeterReadConfig',
    error: new Error('404'),
  },
  { type: 'reading.submit', reading: dualEconomy7 },
  { type: 'reading.submit', reading: gasOnly },
  { type: 'xstate.done.actor.submitLead', actorId: 'submitLead', output: { id: 'MR-7' } },
  { type: 'xstate.error.actor.submitLead', actorId: 'submitLead', error: new Error('503') },
];

const input: MeterReadInput = {
  prefill: { first_name: 'Mary', fuel: 'Gas' },
  submissionKey: null,
};

function sampleFor(event: { type: string }): ModelEvent {
  const sample = samples.find((candidate) => candidate === event);
  if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
  return sample;
}

function pathsFor() {
  return pathsCoveringEveryEdge(
    createChartModel<Snapshot, ModelEvent, MeterReadInput>(meterReadMachine, { samples, input }),
  );
}

async function runPath(
  path: ReturnType<typeof pathsFor>[number],
  coverage: ChartCoverage,
): Promise<void> {
  const loadConfig = controllableActor<MeterReadConfig, NonReducibleUnknown>();
  const submit = controllableActor<LeadReceipt, KeyedSubmission<MeterReadSubmission>>();
  const persistSubmissionKey = vi.fn();
  const logSubmitError = vi.fn();
  const actor = createActor(
    meterReadMachine.provide({
      actors: { loadMeterReadConfig: loadConfig.logic, submitLead: submit.logic },
      actions: { persistSubmissionKey, logSubmitError },
    }),
    { input, inspect: coverage.inspect },
  );
  actor.start();
  coverage.recordSnapshot(actor.getSnapshot());

  const matchesModel = (snapshot: Snapshot): void => {
    const real = actor.getSnapshot();
    expect(real.value).toEqual(snapshot.value);
    expectSameJourneyContext(real.context, snapshot.context);
  };

  await path.test({
    events: {
      'reading.submit': ({ event }) => {
        const sample = sampleFor(event);
        if (sample.type !== 'reading.submit') throw new Error('sample mismatch');
        actor.send(sample);
      },
      'xstate.done.actor.loadMeterReadConfig': async ({ event }) => {
        const sample = sampleFor(event);
        if (sample.type !== 'xstate.done.actor.loadMeterReadConfig') {
          throw new Error('sample mismatch');
        }
        loadConfig.resolve(sample.output);
        await flush();
      },
      'xstate.error.actor.loadMeterReadConfig': async () => {
        loadConfig.reject(new Error('404'));
        await flush();
      },
      'xstate.done.actor.submitLead': async ({ event }) => {
        const sample = sampleFor(event);
        if (sample.type !== 'xstate.done.actor.submitLead') throw new Error('sample mismatch');
        submit.resolve(sample.output);
        await flush();
      },
      'xstate.error.actor.submitLead': async () => {
        submit.reject(new Error('503'));
        await flush();
        expect(logSubmitError).toHaveBeenCalled();
      },
    },
    states: coverage.checks<Snapshot>({
      'meterRead.loadingConfig': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.hasTag('busy')).toBe(true);
        expect(loadConfig.inputs).toHaveLength(1);
        expect(snapshot.context.prefill).toEqual(input.prefill);
      },
      'meterRead.closed': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/submit-meter-read');
        expect(snapshot.status).toBe('done');
        expect(snapshot.context.config?.isMeterReadWeek ?? false).toBe(false);
      },
      'meterRead.form': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/submit-meter-read');
        expect(snapshot.context.errorTemplate).toBe(openWeek.smrErrorTemplate);
        if (snapshot.context.submitError) expect(snapshot.context.reading).not.toBeNull();
      },
      'meterRead.submitting': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.hasTag('busy')).toBe(true);
        expectKeyedPost(
          submit.inputs,
          snapshot.context.reading,
          actor.getSnapshot().context.submissionKey,
        );
        expect(persistSubmissionKey).toHaveBeenLastCalledWith(expect.anything(), {
          submissionKey: actor.getSnapshot().context.submissionKey,
        });
        const posts = submit.inputs.length;
        actor.send({ type: 'reading.submit', reading: gasOnly });
        expect(submit.inputs).toHaveLength(posts);
        matchesModel(snapshot);
      },
      'meterRead.confirmed': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/submit-meter-read-confirm');
        expect(snapshot.context.receipt).toEqual({ id: 'MR-7' });
      },
    }),
  });
  actor.stop();
}

/** The meter-read chart's model definition: a single group of paths, without a `describe` of its own. */
export const meterReadModel: ChartModelDefinition = {
  chartId: 'meterRead',
  machine: meterReadMachine,
  suite: 'meter-read chart, model-based paths',
  testFile: 'test/model/meter-read.model.test.ts',
  pathGroups: () => [
    {
      name: null,
      paths: pathsFor().map((path) => ({
        name: path.description,
        run: async (coverage) => {
          assertNoNoOpSteps(path);
          await runPath(path, coverage);
        },
      })),
    },
  ],
};
