import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionInput,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { complaintMachine } from '../../machines/complaint.machine';

const flat: AddressOption = {
  id: 'addr-1',
  label: 'Flat 1, 10 High Street, Bristol, BS1 4DJ',
  houseNameNumber: 'Flat 1',
  addressLine1: '10 High Street',
  addressLine2: '',
  county: '',
  postcode: 'BS1 4DJ',
  postalTown: 'Bristol',
  isManual: false,
};
const house: AddressOption = {
  ...flat,
  id: 'addr-2',
  label: '12 High Street',
  houseNameNumber: '12',
};
const manual: ManualAddress = {
  houseNameNumber: 'Rose Cottage',
  addressLine1: 'Mill Lane',
  addressLine2: '',
  postalTown: 'Ambridge',
  county: 'Borsetshire',
  postcode: 'AB1 2CD',
};

function setup(
  {
    lookup = () => Promise.resolve([flat, house]),
    save = (address: ManualAddress) =>
      Promise.resolve({ ...address, id: 'manual-1', label: 'Rose Cottage', isManual: true }),
  }: {
    lookup?: (input: { postcode: string }) => Promise<AddressOption[]>;
    save?: (input: ManualAddress) => Promise<AddressOption>;
  } = {},
  input: AddressSelectionInput = { selected: null },
) {
  const lookupAddresses = vi.fn(lookup);
  const saveManualAddress = vi.fn(save);
  const notifyAddressSelected = vi.fn();
  const notifyAddressCleared = vi.fn();
  const actor = createActor(
    addressSelectionMachine.provide({
      actors: {
        lookupAddresses: fromPromise(({ input }) => lookupAddresses(input)),
        saveManualAddress: fromPromise(({ input }) => saveManualAddress(input)),
      },
      actions: { notifyAddressSelected, notifyAddressCleared },
    }),
    { input },
  );
  actor.start();
  return { actor, lookupAddresses, saveManualAddress, notifyAddressSelected, notifyAddressCleared };
}

const settled = (actor: ReturnType<typeof setup>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('address-selection chart', () => {
  it('looks up a postcode and lists the addresses', async () => {
    const { actor, lookupAddresses } = setup();
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    expect(actor.getSnapshot().value).toBe('lookingUp');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context.addresses).toEqual([flat, house]);
    expect(lookupAddresses).toHaveBeenCalledWith({ postcode: 'BS1 4DJ' });
  });

  it('shows no results for an unknown postcode', async () => {
    const { actor } = setup({ lookup: () => Promise.resolve([]) });
    actor.send({ type: 'address.lookup', postcode: 'ZZ1 1ZZ' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('noResults');
    expect(snapshot.context.addresses).toEqual([]);
  });

  it('picks a listed address as soon as it is chosen, and notifies the parent', async () => {
    const { actor, notifyAddressSelected } = setup();
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('picked')).toBe(false);
    actor.send({ type: 'address.select', id: 'not-listed' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'address.select', id: 'addr-2' });
    expect(actor.getSnapshot().value).toBe('pickedFromList');
    expect(actor.getSnapshot().hasTag('picked')).toBe(true);
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(house);
    expect(notifyAddressSelected).toHaveBeenCalledOnce();
  });

  it('re-picks when another entry is chosen, and forgets the pick on a new lookup', async () => {
    const { actor, notifyAddressSelected, notifyAddressCleared } = setup();
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    await settled(actor);
    actor.send({ type: 'address.select', id: 'addr-2' });
    actor.send({ type: 'address.select', id: 'addr-1' });
    expect(actor.getSnapshot().context.selected).toEqual(flat);
    expect(notifyAddressSelected).toHaveBeenCalledTimes(2);
    actor.send({ type: 'address.select', id: 'not-listed' });
    expect(actor.getSnapshot().context.selected).toEqual(flat);
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(notifyAddressCleared).toHaveBeenCalledOnce();
  });

  it('fails a lookup once, without retrying, into the failure state', async () => {
    const { actor, lookupAddresses } = setup({ lookup: () => Promise.reject(new Error('503')) });
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('lookupFailed');
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(lookupAddresses).toHaveBeenCalledOnce();
  });

  it('saves a manual address first and selects it with the returned id', async () => {
    let release: (address: AddressOption) => void = () => undefined;
    const { actor, saveManualAddress, notifyAddressSelected } = setup({
      save: () => new Promise((resolve) => (release = resolve)),
    });
    actor.send({ type: 'address.enterManually' });
    expect(actor.getSnapshot().value).toBe('enteringManually');
    actor.send({ type: 'address.saveManual', address: manual });
    expect(actor.getSnapshot().hasTag('savingManual')).toBe(true);
    expect(saveManualAddress).toHaveBeenCalledWith(manual);
    release({ ...manual, id: 'manual-42', label: 'Rose Cottage', isManual: true });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('picked');
    expect(snapshot.context.selected?.id).toBe('manual-42');
    expect(snapshot.context.manualAddress).toBeNull();
    expect(notifyAddressSelected).toHaveBeenCalledOnce();
  });

  it('keeps the manual entry and shows the failure when the save fails', async () => {
    const { actor } = setup({ save: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'address.enterManually' });
    actor.send({ type: 'address.saveManual', address: manual });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('saveFailed');
    expect(snapshot.hasTag('failed') && snapshot.hasTag('manualForm')).toBe(true);
    expect(snapshot.context).toMatchObject({ manualAddress: manual, selected: null });
  });

  it('clear empties the list, the selection and the errors', async () => {
    const { actor, notifyAddressCleared } = setup();
    actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    await settled(actor);
    actor.send({ type: 'address.select', id: 'addr-1' });
    actor.send({ type: 'address.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      postcode: '',
      addresses: [],
      selected: null,
      manualAddress: null,
    });
    expect(notifyAddressCleared).toHaveBeenCalledOnce();

    const failing = setup({ lookup: () => Promise.reject(new Error('503')) });
    failing.actor.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    await settled(failing.actor);
    failing.actor.send({ type: 'address.clear' });
    expect(failing.actor.getSnapshot().hasTag('failed')).toBe(false);
    expect(failing.notifyAddressCleared).not.toHaveBeenCalled();
  });

  it('starts on the selection passed back by the parent, without re-notifying', () => {
    const { actor, notifyAddressSelected } = setup({}, { selected: flat });
    expect(actor.getSnapshot().value).toBe('picked');
    expect(notifyAddressSelected).not.toHaveBeenCalled();
  });

  it('tells a real parent chart about selection and clearing', async () => {
    const parent = createActor(
      complaintMachine.provide({
        actors: {
          addressSelection: addressSelectionMachine.provide({
            actors: { lookupAddresses: fromPromise(() => Promise.resolve([flat])) },
          }),
        },
      }),
      { input: { personalDetails: null, submissionKey: null } },
    );
    parent.start();
    parent.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    const child = parent.getSnapshot().children.addressSelection;
    if (child === undefined) throw new Error('no child');
    child.send({ type: 'address.lookup', postcode: 'BS1 4DJ' });
    await waitFor(child, (snapshot) => 'value' in snapshot && snapshot.value === 'choosing');
    child.send({ type: 'address.select', id: 'addr-1' });
    expect(parent.getSnapshot().context.address).toEqual(flat);
    child.send({ type: 'address.clear' });
    expect(parent.getSnapshot().context.address).toBeNull();
  });
});
