/**
 * Model of the address selector on its own (no parent): a fresh details form and one revisited with a chosen address: the event samples the paths are generated from, what the app and child actors can
 * actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/address-selection.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { expect } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { actorDone, actorFailed } from '../../support/actor-events';
import {
  addressSelectionMachine,
  emptyAddressValues,
  type AddressField,
  type AddressOption,
  type AddressSelectionEvent,
  type AddressSelectionTag,
  type ManualAddress,
} from '../../../machines/address-selection.machine';
import { freshForm } from '../../../machines/form-kernel';
import { postcodeError } from '../../../machines/validation/address-form';
import { flat, house, manual } from '../../support/address-samples';
import * as kit from './model-kit';
import { controllableActor, flush } from '../harness';
import { addressInputs, manualAddressErrors, type TypedAnswers } from './address-inputs';

type Snapshot = SnapshotFrom<typeof addressSelectionMachine>;
/** What the model sends: the user's events and the lookup's and save's answers. */
export type ModelEvent =
  | AddressSelectionEvent
  | DoneActorEvent<AddressOption[], 'lookupAddresses'>
  | ErrorActorEvent<Error, 'lookupAddresses'>
  | DoneActorEvent<AddressOption, 'saveManualAddress'>
  | ErrorActorEvent<Error, 'saveManualAddress'>;

const saved: AddressOption = {
  ...manual,
  id: 'manual-9',
  label: 'Rose Cottage, Mill Lane, Ambridge, AB1 2CD',
  isManual: true,
};

/** What a user types into each input: a valid answer, and for the postcodes one the rules refuse. */
const typed = {
  postcode: { valid: 'SW1A 2AA', invalid: 'SW1A' },
  houseNameNumber: { valid: manual.houseNameNumber },
  addressLine1: { valid: manual.addressLine1 },
  postalTown: { valid: manual.postalTown },
  manualPostcode: { valid: manual.postcode, invalid: 'AB1' },
} satisfies TypedAnswers;
const { typingSamples, canHappen } = addressInputs(typed);

const samples: readonly ModelEvent[] = [
  ...typingSamples,
  { type: 'address.lookup' },
  actorDone('lookupAddresses', [flat, house]),
  actorDone('lookupAddresses', []),
  actorFailed('lookupAddresses', '503'),
  { type: 'address.select', id: 'addr-2' },
  { type: 'address.select', id: 'addr-1' },
  { type: 'address.select', id: 'not-listed' },
  { type: 'address.enterManually' },
  { type: 'address.saveManual' },
  actorDone('saveManualAddress', saved),
  actorFailed('saveManualAddress', '500'),
  { type: 'address.clear' },
  { type: 'address.dismissFailure' },
];

/** Standalone, the chart has no parent: its two notifications are spies. */
const standaloneActions = {
  reportToParent: () => undefined,
};

const inputs: kit.NamedInputs<typeof addressSelectionMachine> = [
  { name: 'fresh details form', input: { selected: null } },
  { name: 'details form revisited with a chosen address', input: { selected: flat } },
];

export const addressSelectionModel = kit.defineChartModel(addressSelectionMachine, {
  pathMachine: addressSelectionMachine.provide({ actions: standaloneActions }),
  samples,
  when: canHappen,
  inputs,
  runPath,
});

function expectRuleMessages(snapshot: Snapshot): void {
  const { values, errors } = snapshot.context.form;
  const manualErrors = manualAddressErrors(values) ?? {};
  const rules: Partial<Record<AddressField, string | null>> = {
    postcode: postcodeError(values.postcode),
    houseNameNumber: manualErrors.houseNameNumber,
    addressLine1: manualErrors.addressLine1,
    postalTown: manualErrors.postalTown,
    manualPostcode: manualErrors.postcode,
  };
  for (const [field, message] of Object.entries(errors)) {
    expect(message).toBe(rules[field as AddressField]);
  }
}

async function runPath(
  run: kit.PathRun<typeof addressSelectionMachine, ModelEvent>,
): Promise<void> {
  const lookup = controllableActor<AddressOption[], { postcode: string }>();
  const save = controllableActor<AddressOption, ManualAddress>();
  /** What the chart reported to its parent, in order. */
  const reports: Array<Pick<Snapshot['context'], 'selected' | 'form'>> = [];
  const actor = run.start(
    addressSelectionMachine.provide({
      actors: { lookupAddresses: lookup.logic, saveManualAddress: save.logic },
      actions: {
        reportToParent: ({ context }) => {
          reports.push({ selected: context.selected, form: context.form });
        },
      },
    }),
  );

  const send = (event: { type: string }): void => {
    const sample = run.sampleFor(event);
    if (sample.type.startsWith('xstate.')) throw new Error(`${sample.type} is not a user event`);
    actor.send(sample as AddressSelectionEvent);
  };
  const matchesModel = (snapshot: Snapshot): void => {
    const real = actor.getSnapshot();
    expect(real.value).toEqual(snapshot.value);
    expect(real.context).toEqual(snapshot.context);
    expectRuleMessages(real);
    // Messages only for inputs on show: the error summary links to each one.
    for (const field of Object.keys(real.context.form.errors)) {
      expect(real.hasTag(field === 'postcode' ? 'lookup' : 'manualForm'), field).toBe(true);
    }
    // The view shows a pick exactly when the chart holds one.
    expect(real.hasTag('picked')).toBe(real.context.selected !== null);
  };
  /**
   * The check of a state: the actor is where the model is, with the tags the view reads (`!tag`:
   * a tag it must not have), then `also`.
   */
  const shows =
    (
      tags: ReadonlyArray<AddressSelectionTag | `!${AddressSelectionTag}`>,
      also?: (snapshot: Snapshot) => void,
    ) =>
    (snapshot: Snapshot): void => {
      matchesModel(snapshot);
      for (const tag of tags) {
        const lacks = tag.startsWith('!');
        expect(snapshot.hasTag(tag.replace('!', '') as AddressSelectionTag), tag).toBe(!lacks);
      }
      also?.(snapshot);
    };
  /** The parent was told once what the chart now holds. */
  const expectReportedOnce = (before: number): void => {
    const { selected, form } = actor.getSnapshot().context;
    expect(reports).toHaveLength(before + 1);
    expect(reports.at(-1)).toEqual({ selected, form });
  };
  /** Sends a user event; every one of them changes the pick or the inputs, and is reported. */
  const sendReported = (event: { type: string }): void => {
    const before = reports.length;
    send(event);
    expectReportedOnce(before);
  };

  await run.path.test({
    events: {
      'address.select': run.on('address.select', (sample) => {
        sendReported(sample);
        expect(reports.at(-1)?.selected?.id).toBe(sample.id);
        // The pick is the answer: no message stays about a postcode typed since the list came.
        expect(actor.getSnapshot().context.form.errors.postcode).toBeUndefined();
      }),
      'address.change': ({ event }) => sendReported(event),
      'address.lookup': ({ event }) => {
        const { context } = actor.getSnapshot();
        const startsLookup = postcodeError(context.form.values.postcode) === null;
        const picked = context.selected;
        sendReported(event);
        expect(actor.getSnapshot().hasTag('finding')).toBe(startsLookup);
        // A lookup lets go of the pick; a refused one keeps it.
        expect(reports.at(-1)?.selected).toEqual(startsLookup ? null : picked);
      },
      'address.enterManually': ({ event }) => {
        sendReported(event);
        expect(reports.at(-1)?.selected).toBeNull();
        expect(actor.getSnapshot().context.form.errors.postcode).toBeUndefined();
      },
      'address.saveManual': ({ event }) => {
        const saves = manualAddressErrors(actor.getSnapshot().context.form.values) === null;
        sendReported(event);
        expect(actor.getSnapshot().hasTag('savingManual')).toBe(saves);
      },
      'address.clear': ({ event }) => {
        sendReported(event);
        expect(reports.at(-1)).toEqual({ selected: null, form: freshForm(emptyAddressValues) });
      },
      'address.dismissFailure': ({ event }) => {
        const before = actor.getSnapshot();
        const reported = reports.length;
        send(event);
        // The alert goes; the inputs, the pick and the manual form stay as they were, unreported.
        const after = actor.getSnapshot();
        expect(after.hasTag('failed')).toBe(false);
        expect(after.hasTag('manualForm')).toBe(before.hasTag('manualForm'));
        expect(after.context).toEqual(before.context);
        expect(reports).toHaveLength(reported);
      },
      'xstate.done.actor.lookupAddresses': kit.settles(lookup, run.sampleFor),
      'xstate.error.actor.lookupAddresses': kit.settles(lookup, run.sampleFor),
      'xstate.done.actor.saveManualAddress': run.on(
        'xstate.done.actor.saveManualAddress',
        async (sample) => {
          const before = reports.length;
          save.resolve(sample.output);
          await flush();
          expectReportedOnce(before);
          expect(reports.at(-1)?.selected).toEqual(sample.output);
        },
      ),
      'xstate.error.actor.saveManualAddress': kit.settles(save, run.sampleFor),
    },
    states: run.coverage.checks<Snapshot>({
      'addressSelection.idle': shows(['lookup'], (snapshot) => {
        expect(snapshot.context.addresses).toEqual([]);
      }),
      'addressSelection.lookingUp': shows(['busy', 'finding'], (snapshot) => {
        expect(lookup.inputs.at(-1)).toEqual({ postcode: snapshot.context.postcode });
      }),
      'addressSelection.choosing': shows(['list', '!picked'], (snapshot) => {
        expect(snapshot.context.addresses).toEqual([flat, house]);
        expect(snapshot.can({ type: 'address.select', id: 'addr-1' })).toBe(true);
        expect(snapshot.can({ type: 'address.select', id: 'not-listed' })).toBe(false);
      }),
      'addressSelection.pickedFromList': shows(['list', 'picked'], (snapshot) => {
        expect([flat, house]).toContainEqual(snapshot.context.selected);
        const other = snapshot.context.selected?.id === flat.id ? house : flat;
        expect(snapshot.can({ type: 'address.select', id: other.id })).toBe(true);
      }),
      'addressSelection.noResults': shows(['noResults'], (snapshot) => {
        expect(snapshot.context.addresses).toEqual([]);
      }),
      'addressSelection.enteringManually': shows(['manualForm', '!failed']),
      'addressSelection.savingManual': shows(['savingManual'], () => {
        expect(save.inputs.at(-1)).toEqual(manual);
      }),
      'addressSelection.picked': shows(['picked', '!list'], (snapshot) => {
        expect([flat, saved]).toContainEqual(snapshot.context.selected);
      }),
      'addressSelection.lookupFailed': shows(['failed', '!manualForm']),
      'addressSelection.saveFailed': shows(['failed', 'manualForm'], (snapshot) => {
        expect(snapshot.context.manualAddress).toEqual(manual);
      }),
    }),
  });
}
