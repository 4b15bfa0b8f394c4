/**
 * Model of the refund-feedback journey: a new visit and a reload with cached feedback: the event samples the paths are generated from, what the app and child actors can
 * actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/feedback.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { expect, vi } from 'vitest';
import { createActor, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type ManualAddress,
} from '../../../machines/address-selection.machine';
import type { KeyedSubmission, LeadReceipt } from '../../../machines/journey-kernel';
import {
  feedbackMachine,
  type FeedbackDetails,
  type FeedbackEvent,
  type FeedbackInput,
  type FeedbackSubmission,
} from '../../../machines/feedback.machine';
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

type Snapshot = SnapshotFrom<typeof feedbackMachine>;
type ModelEvent =
  FeedbackEvent | DoneActorEvent<LeadReceipt, 'submitLead'> | ErrorActorEvent<Error, 'submitLead'>;

const address: AddressOption = {
  id: 'addr-7',
  label: '7 Eccles Street, Dublin',
  houseNameNumber: '7',
  addressLine1: 'Eccles Street',
  addressLine2: '',
  county: '',
  postcode: 'BT1 1AA',
  postalTown: 'Belfast',
  isManual: false,
};
const details: FeedbackDetails = {
  firstName: 'Leopold',
  surname: 'Bloom',
  email: 'leopold@example.com',
  telephoneNumber: '01632 960001',
};

const samples: readonly ModelEvent[] = [
  { type: 'feedback.submit', feedback: 'Please use my credit towards my bill.' },
  { type: 'feedback.submit', feedback: '   ' },
  { type: 'route.visit', step: 'feedback' },
  { type: 'route.visit', step: 'details' },
  { type: 'address.selected', address },
  { type: 'address.cleared' },
  { type: 'details.submit', details },
  { type: 'xstate.done.actor.submitLead', actorId: 'submitLead', output: { id: 'FB-42' } },
  { type: 'xstate.error.actor.submitLead', actorId: 'submitLead', error: new Error('500') },
];

const inputs: Array<{ name: string; input: FeedbackInput }> = [
  { name: 'new visit', input: { feedback: null, submissionKey: null } },
  {
    name: 'reload with cached feedback',
    input: { feedback: 'Cached: keep the credit.', submissionKey: null },
  },
];

/** The address child reports a selection only when none is held, and a clear only after one. */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  if (event.type === 'address.selected') return snapshot.context.address === null;
  if (event.type === 'address.cleared') return snapshot.context.address !== null;
  return true;
}

function sampleFor(event: { type: string }): ModelEvent {
  const sample = samples.find((candidate) => candidate === event);
  if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
  return sample;
}

function pathsFor(input: FeedbackInput) {
  const model = createChartModel<Snapshot, ModelEvent, FeedbackInput>(feedbackMachine, {
    samples,
    input,
    when: canHappen,
  });
  return pathsCoveringEveryEdge(model);
}

async function runPath(
  path: ReturnType<typeof pathsFor>[number],
  input: FeedbackInput,
  coverage: ChartCoverage,
): Promise<void> {
  const lookup = controllableActor<AddressOption[], { postcode: string }>();
  const save = controllableActor<AddressOption, ManualAddress>();
  const submit = controllableActor<LeadReceipt, KeyedSubmission<FeedbackSubmission>>();
  const persistFeedback = vi.fn();
  const persistSubmissionKey = vi.fn();
  const logSubmitError = vi.fn();
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: { lookupAddresses: lookup.logic, saveManualAddress: save.logic },
        }),
        submitLead: submit.logic,
      },
      actions: { persistFeedback, persistSubmissionKey, logSubmitError },
    }),
    { input, inspect: coverage.inspect },
  );
  actor.start();
  coverage.recordSnapshot(actor.getSnapshot());

  const send = (event: { type: string }): void => {
    const sample = sampleFor(event);
    if (sample.type.startsWith('xstate.') || sample.type.startsWith('address.')) {
      throw new Error(`${sample.type} is not sent by a view`);
    }
    actor.send(sample as FeedbackEvent);
  };
  const addressChild = () => {
    const child = actor.getSnapshot().children.addressSelection;
    if (child === undefined) throw new Error('the details step has no address-selection child');
    return child;
  };
  const matchesModel = (snapshot: Snapshot): void => {
    const real = actor.getSnapshot();
    expect(real.value).toEqual(snapshot.value);
    expectSameJourneyContext(real.context, snapshot.context);
  };

  await path.test({
    events: {
      'feedback.submit': ({ event }) => {
        send(event);
        expect(persistFeedback).toHaveBeenLastCalledWith(expect.anything(), {
          feedback: actor.getSnapshot().context.feedback,
        });
      },
      'route.visit': ({ event }) => send(event),
      'details.submit': ({ event }) => send(event),
      'address.selected': async () => {
        addressChild().send({ type: 'address.lookup', postcode: address.postcode });
        lookup.resolve([address]);
        await flush();
        addressChild().send({ type: 'address.select', id: address.id });
      },
      'address.cleared': () => addressChild().send({ type: 'address.clear' }),
      'xstate.done.actor.submitLead': async ({ event }) => {
        const sample = sampleFor(event);
        if (sample.type !== 'xstate.done.actor.submitLead') throw new Error('sample mismatch');
        submit.resolve(sample.output);
        await flush();
      },
      'xstate.error.actor.submitLead': async () => {
        submit.reject(new Error('500'));
        await flush();
        expect(logSubmitError).toHaveBeenCalled();
      },
    },
    states: coverage.checks<Snapshot>({
      'feedback.enterFeedback': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/complaints/feedback');
      },
      'feedback.enterDetails': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/complaints/feedback/personal-details');
        expect(snapshot.context.feedback?.trim()).toBeTruthy();
        const child = addressChild().getSnapshot();
        if (!('context' in child)) throw new Error('the address child is not a chart');
        expect(child.context.selected).toEqual(snapshot.context.address);
        if (snapshot.context.submitError) expect(snapshot.context.details).toEqual(details);
      },
      'feedback.submitting': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.hasTag('busy')).toBe(true);
        expectKeyedPost(
          submit.inputs,
          {
            feedback: snapshot.context.feedback,
            details,
            addressId: snapshot.context.address?.id ?? null,
          },
          actor.getSnapshot().context.submissionKey,
        );
        expect(persistSubmissionKey).toHaveBeenLastCalledWith(expect.anything(), {
          submissionKey: actor.getSnapshot().context.submissionKey,
        });
        const posts = submit.inputs.length;
        actor.send({ type: 'details.submit', details });
        expect(submit.inputs).toHaveLength(posts);
        matchesModel(snapshot);
      },
      'feedback.confirmed': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/confirmation');
        expect(actor.getSnapshot().output).toEqual({
          origin: 'feedback',
          receipt: { id: 'FB-42' },
        });
      },
    }),
  });
  actor.stop();
}

/** The feedback chart's model definition: one group of paths per input. */
export const feedbackModel: ChartModelDefinition = {
  chartId: 'feedback',
  machine: feedbackMachine,
  suite: 'feedback chart, model-based paths',
  testFile: 'test/model/feedback.model.test.ts',
  pathGroups: () =>
    inputs.map(({ name, input }) => ({
      name,
      paths: pathsFor(input).map((path) => ({
        name: path.description,
        run: async (coverage) => {
          assertNoNoOpSteps(path);
          await runPath(path, input, coverage);
        },
      })),
    })),
};
