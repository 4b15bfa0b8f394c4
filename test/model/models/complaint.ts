/**
 * Model of the complaint / enquiry journey: a new visit and a reload with cached personal details: the event samples the paths are generated from, what the app and child actors can
 * actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/complaint.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { expect, vi } from 'vitest';
import { createActor, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type ManualAddress,
} from '../../../machines/address-selection.machine';
import {
  complaintMachine,
  type CachedPersonalDetails,
  type ComplaintEvent,
  type ComplaintInput,
  type ComplaintSubmission,
  type PersonalDetails,
} from '../../../machines/complaint.machine';
import type { KeyedSubmission, LeadReceipt } from '../../../machines/journey-kernel';
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

type Snapshot = SnapshotFrom<typeof complaintMachine>;
type ModelEvent =
  ComplaintEvent | DoneActorEvent<LeadReceipt, 'submitLead'> | ErrorActorEvent<Error, 'submitLead'>;

const address: AddressOption = {
  id: 'addr-1',
  label: '1 Coronation Street, Weatherfield, M1 1AA',
  houseNameNumber: '1',
  addressLine1: 'Coronation Street',
  addressLine2: '',
  county: 'Greater Manchester',
  postcode: 'M1 1AA',
  postalTown: 'Weatherfield',
  isManual: false,
};
const details: PersonalDetails = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07700 900123',
  textphoneNumber: null,
  vulnerabilityConsent: true,
};
const cached: CachedPersonalDetails = {
  ...details,
  queryType: 'Meters',
  querySubtype: 'Make a complaint-Monthly or quarterly',
  addressId: 'addr-from-cache',
};

const samples: readonly ModelEvent[] = [
  { type: 'type.choose', value: 'energy' },
  { type: 'type.choose', value: 'homeServices' },
  { type: 'energy.choose', value: 'credit' },
  { type: 'energy.choose', value: 'payAsYouGo' },
  { type: 'journey.start', complaint: 'enquiry-gas-and-electricity' },
  { type: 'address.selected', address },
  { type: 'address.cleared' },
  { type: 'details.submit', details },
  { type: 'query.submit', query: 'My bill doubled.', subject: null },
  { type: 'query.submit', query: 'My bill doubled.', subject: 'Dispute Bill/Balance' },
  { type: 'query.submit', query: '   ', subject: null },
  { type: 'route.visit', step: 'selectType' },
  { type: 'route.visit', step: 'selectEnergy' },
  { type: 'route.visit', step: 'details' },
  { type: 'route.visit', step: 'query' },
  { type: 'xstate.done.actor.submitLead', actorId: 'submitLead', output: { id: 'HS-1001' } },
  { type: 'xstate.error.actor.submitLead', actorId: 'submitLead', error: new Error('502') },
];

const inputs: Array<{ name: string; input: ComplaintInput }> = [
  { name: 'new visit', input: { personalDetails: null, submissionKey: null } },
  {
    name: 'reload with cached personal details',
    input: { personalDetails: cached, submissionKey: null },
  },
];

/**
 * What the app and the address child can actually send: the app starts a journey at the details step
 * only on a fresh actor (a direct link); the child reports a selection only when none is held, and a
 * clear only after one.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { context } = snapshot;
  if (event.type === 'journey.start')
    return context.complaint === null && context.complaintType === null;
  if (event.type === 'address.selected') return snapshot.context.address === null;
  if (event.type === 'address.cleared') return snapshot.context.address !== null;
  return true;
}

function sampleFor(event: { type: string }): ModelEvent {
  const sample = samples.find((candidate) => candidate === event);
  if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
  return sample;
}

function pathsFor(input: ComplaintInput) {
  const model = createChartModel<Snapshot, ModelEvent, ComplaintInput>(complaintMachine, {
    samples,
    input,
    when: canHappen,
  });
  return pathsCoveringEveryEdge(model);
}

async function runPath(
  path: ReturnType<typeof pathsFor>[number],
  input: ComplaintInput,
  coverage: ChartCoverage,
): Promise<void> {
  const lookup = controllableActor<AddressOption[], { postcode: string }>();
  const save = controllableActor<AddressOption, ManualAddress>();
  const submit = controllableActor<LeadReceipt, KeyedSubmission<ComplaintSubmission>>();
  const persistPersonalDetails = vi.fn();
  const persistSubmissionKey = vi.fn();
  const logSubmitError = vi.fn();
  const redirectToExternalComplaint = vi.fn();
  const actor = createActor(
    complaintMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: { lookupAddresses: lookup.logic, saveManualAddress: save.logic },
        }),
        submitLead: submit.logic,
      },
      actions: {
        persistPersonalDetails,
        persistSubmissionKey,
        logSubmitError,
        redirectToExternalComplaint,
      },
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
    actor.send(sample as ComplaintEvent);
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
      'type.choose': ({ event }) => send(event),
      'energy.choose': ({ event }) => send(event),
      'journey.start': ({ event }) => send(event),
      'route.visit': ({ event }) => send(event),
      'query.submit': ({ event }) => send(event),
      'details.submit': ({ event }) => {
        send(event);
        expect(persistPersonalDetails).toHaveBeenLastCalledWith(expect.anything(), {
          personalDetails: actor.getSnapshot().context.personalDetails,
        });
      },
      // The real child reports the selection: look up, then pick the first address.
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
        submit.reject(new Error('502'));
        await flush();
        expect(logSubmitError).toHaveBeenCalled();
      },
    },
    states: coverage.checks<Snapshot>({
      'complaint.selectType': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/make-a-complaint-select-type');
      },
      'complaint.leavingForOtherComplaint': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBeUndefined();
        expect(redirectToExternalComplaint).toHaveBeenLastCalledWith(expect.anything(), {
          complaintType: 'homeServices',
        });
      },
      'complaint.selectEnergy': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/make-a-complaint-select-energy');
        expect(snapshot.context.complaintType).toBe('energy');
      },
      'complaint.enterDetails': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/complaints/$complaint');
        expect(snapshot.context.complaint).not.toBeNull();
        const child = addressChild().getSnapshot();
        if (!('context' in child)) throw new Error('the address child is not a chart');
        expect(child.context.selected).toEqual(snapshot.context.address);
        expect(snapshot.can({ type: 'details.submit', details })).toBe(
          snapshot.context.address !== null,
        );
      },
      'complaint.describeQuery': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/complaints/$complaint/query');
        expect(snapshot.context.personalDetails).not.toBeNull();
        if (snapshot.context.submitError) expect(snapshot.context.query).not.toBeNull();
      },
      'complaint.submitting': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.hasTag('busy')).toBe(true);
        const { complaint, personalDetails, query } = snapshot.context;
        expectKeyedPost(
          submit.inputs,
          { complaint, personalDetails, query },
          actor.getSnapshot().context.submissionKey,
        );
        expect(persistSubmissionKey).toHaveBeenLastCalledWith(expect.anything(), {
          submissionKey: actor.getSnapshot().context.submissionKey,
        });
        // A second click while the lead is posting changes nothing and posts nothing.
        const posts = submit.inputs.length;
        actor.send({ type: 'query.submit', query: 'again', subject: null });
        expect(submit.inputs).toHaveLength(posts);
        matchesModel(snapshot);
      },
      'complaint.confirmed': (snapshot) => {
        matchesModel(snapshot);
        expect(routeOf(snapshot)).toBe('/confirmation');
        expect(actor.getSnapshot().output).toEqual({
          origin: snapshot.context.complaint,
          receipt: { id: 'HS-1001' },
        });
      },
    }),
  });
  actor.stop();
}

/** The complaint chart's model definition: one group of paths per input. */
export const complaintModel: ChartModelDefinition = {
  chartId: 'complaint',
  machine: complaintMachine,
  suite: 'complaint chart, model-based paths',
  testFile: 'test/model/complaint.model.test.ts',
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
