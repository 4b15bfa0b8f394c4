import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionContext,
  type AddressSelectionInput,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { complaintMachine } from '../../machines/complaint.machine';
import { emptyAddressValues } from '../../machines/address-selection.machine';
import { freshForm } from '../../machines/form-kernel';
import { flat, house, manual } from '../support/address-samples';
import {
  addressSelectionChild,
  type AddressSelectionActor,
} from '../../src/journeys/address-actors';

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
  /** What the chart reported to its parent, in order. */
  const reports: Array<Pick<AddressSelectionContext, 'selected' | 'form'>> = [];
  const actor = createActor(
    addressSelectionMachine.provide({
      actors: {
        lookupAddresses: fromPromise(({ input }) => lookupAddresses(input)),
        saveManualAddress: fromPromise(({ input }) => saveManualAddress(input)),
      },
      actions: {
        reportToParent: ({ context }) => {
          reports.push({ selected: context.selected, form: context.form });
        },
      },
    }),
    { input },
  );
  actor.start();
  return {
    actor,
    lookupAddresses,
    saveManualAddress,
    reports,
  };
}

type SelectionActor = AddressSelectionActor;

const settled = (actor: SelectionActor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/** Types a postcode and presses 'Find address'. */
function lookUp(actor: SelectionActor, postcode: string): void {
  actor.send({ type: 'address.change', field: 'postcode', value: postcode });
  actor.send({ type: 'address.lookup' });
}

/** Types a manual address and presses 'Save and use this address'. */
function saveManually(actor: SelectionActor, address: ManualAddress): void {
  const { postcode, ...parts } = address;
  for (const [field, value] of Object.entries(parts)) {
    actor.send({ type: 'address.change', field: field as keyof typeof parts, value });
  }
  actor.send({ type: 'address.change', field: 'manualPostcode', value: postcode });
  actor.send({ type: 'address.saveManual' });
}

describe('address-selection chart', () => {
  it('looks up a postcode and lists the addresses', async () => {
    const { actor, lookupAddresses } = setup();
    lookUp(actor, flat.postcode);
    expect(actor.getSnapshot().value).toBe('lookingUp');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context.addresses).toEqual([flat, house]);
    expect(lookupAddresses).toHaveBeenCalledWith({ postcode: flat.postcode });
  });

  it('shows no results for an unknown postcode', async () => {
    const { actor } = setup({ lookup: () => Promise.resolve([]) });
    lookUp(actor, 'ZZ1 1ZZ');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('noResults');
    expect(snapshot.context.addresses).toEqual([]);
  });

  it('picks a listed address as soon as it is chosen, and notifies the parent', async () => {
    const { actor, reports } = setup();
    lookUp(actor, flat.postcode);
    await settled(actor);
    expect(actor.getSnapshot().hasTag('picked')).toBe(false);
    actor.send({ type: 'address.select', id: 'not-listed' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'address.select', id: 'addr-2' });
    expect(actor.getSnapshot().value).toBe('pickedFromList');
    expect(actor.getSnapshot().hasTag('picked')).toBe(true);
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(house);
    expect(reports.at(-1)?.selected).toEqual(house);
  });

  it('re-picks when another entry is chosen, and forgets the pick on a new lookup', async () => {
    const { actor, reports } = setup();
    lookUp(actor, flat.postcode);
    await settled(actor);
    actor.send({ type: 'address.select', id: 'addr-2' });
    actor.send({ type: 'address.select', id: 'addr-1' });
    expect(actor.getSnapshot().context.selected).toEqual(flat);
    expect(reports.at(-1)?.selected).toEqual(flat);
    actor.send({ type: 'address.select', id: 'not-listed' });
    expect(actor.getSnapshot().context.selected).toEqual(flat);
    lookUp(actor, flat.postcode);
    expect(actor.getSnapshot().context.selected).toBeNull();
    expect(reports.at(-1)?.selected).toBeNull();
  });

  it('fails a lookup once, without retrying, into the failure state', async () => {
    const { actor, lookupAddresses } = setup({ lookup: () => Promise.reject(new Error('503')) });
    lookUp(actor, flat.postcode);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('lookupFailed');
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(lookupAddresses).toHaveBeenCalledOnce();
  });

  it('saves a manual address first and selects it with the returned id', async () => {
    let release: (address: AddressOption) => void = () => undefined;
    const { actor, saveManualAddress, reports } = setup({
      save: () => new Promise((resolve) => (release = resolve)),
    });
    actor.send({ type: 'address.enterManually' });
    expect(actor.getSnapshot().value).toBe('enteringManually');
    saveManually(actor, manual);
    expect(actor.getSnapshot().hasTag('savingManual')).toBe(true);
    expect(saveManualAddress).toHaveBeenCalledWith(manual);
    release({ ...manual, id: 'manual-42', label: 'Rose Cottage', isManual: true });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('picked');
    expect(snapshot.context.selected?.id).toBe('manual-42');
    expect(snapshot.context.manualAddress).toBeNull();
    expect(reports.at(-1)?.selected?.id).toBe('manual-42');
  });

  it('keeps the manual entry and shows the failure when the save fails', async () => {
    const { actor } = setup({ save: () => Promise.reject(new Error('500')) });
    actor.send({ type: 'address.enterManually' });
    saveManually(actor, manual);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('saveFailed');
    expect(snapshot.hasTag('failed') && snapshot.hasTag('manualForm')).toBe(true);
    expect(snapshot.context).toMatchObject({ manualAddress: manual, selected: null });
  });

  it('clear empties the list, the selection and the errors', async () => {
    const { actor, reports } = setup();
    lookUp(actor, flat.postcode);
    await settled(actor);
    actor.send({ type: 'address.select', id: 'addr-1' });
    actor.send({ type: 'address.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      postcode: '',
      addresses: [],
      selected: null,
      manualAddress: null,
      form: freshForm(emptyAddressValues),
    });
    expect(reports.at(-1)).toEqual({ selected: null, form: freshForm(emptyAddressValues) });

    const failing = setup({ lookup: () => Promise.reject(new Error('503')) });
    lookUp(failing.actor, flat.postcode);
    await settled(failing.actor);
    failing.actor.send({ type: 'address.clear' });
    expect(failing.actor.getSnapshot().hasTag('failed')).toBe(false);
    expect(failing.reports.at(-1)).toEqual({ selected: null, form: freshForm(emptyAddressValues) });
  });

  it('starts on the selection passed back by the parent, without reporting it again', () => {
    const { actor, reports } = setup({}, { selected: flat });
    expect(actor.getSnapshot().value).toBe('picked');
    expect(reports).toEqual([]);
  });

  it('refuses an invalid postcode with its message and looks nothing up', () => {
    const { actor, lookupAddresses, reports } = setup();
    lookUp(actor, '');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.form.errors).toEqual({ postcode: 'Enter a postcode' });
    lookUp(actor, 'SW1A');
    expect(actor.getSnapshot().context.form).toMatchObject({
      errors: { postcode: 'Enter a real postcode, like SW1A 1AA' },
      attempt: 2,
    });
    expect(lookupAddresses).not.toHaveBeenCalled();
    // Every change and every check is reported to the parent, with the form as it now is.
    expect(reports).toHaveLength(4);
    expect(reports.at(-1)?.form).toEqual(actor.getSnapshot().context.form);
  });

  it('removes the postcode message when the postcode is edited, and looks up its tidy form', async () => {
    const { actor, lookupAddresses } = setup();
    lookUp(actor, 'sw1a2aa!');
    expect(actor.getSnapshot().context.form.errors).toHaveProperty('postcode');
    lookUp(actor, ' sw1a2aa ');
    expect(actor.getSnapshot().context.form.errors).toEqual({});
    await settled(actor);
    expect(lookupAddresses).toHaveBeenCalledWith({ postcode: flat.postcode });
  });

  it("shows the manual form's messages under its own inputs and saves nothing", () => {
    const { actor, saveManualAddress } = setup();
    actor.send({ type: 'address.enterManually' });
    saveManually(actor, { ...manual, addressLine1: '', postcode: 'nope' });
    expect(actor.getSnapshot().value).toBe('enteringManually');
    expect(actor.getSnapshot().context.form.errors).toEqual({
      addressLine1: 'Enter the first line of the address',
      manualPostcode: 'Enter a real postcode, like SW1A 1AA',
    });
    expect(saveManualAddress).not.toHaveBeenCalled();
    actor.send({ type: 'address.change', field: 'addressLine1', value: 'Mill Lane' });
    expect(actor.getSnapshot().context.form.errors).toEqual({
      manualPostcode: 'Enter a real postcode, like SW1A 1AA',
    });
  });

  it('starts with the inputs the parent passes back', () => {
    const form = {
      ...freshForm({ ...emptyAddressValues, postcode: 'SW1A' }),
      errors: { postcode: 'Enter a real postcode, like SW1A 1AA' },
      attempt: 1,
    };
    const { actor } = setup({}, { selected: null, form });
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('tells a real parent chart about selection and clearing', async () => {
    const parent = createActor(
      complaintMachine.provide({
        actors: {
          addressSelection: addressSelectionMachine.provide({
            actors: { lookupAddresses: fromPromise(() => Promise.resolve([flat])) },
          }),
          loadPrefill: fromPromise(() => Promise.resolve({})),
        },
        actions: { persistDraft: () => undefined },
      }),
      { input: { signedIn: false, personalDetails: null, submissionKey: null } },
    );
    parent.start();
    parent.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    const child = addressSelectionChild(parent.getSnapshot());
    if (child === undefined) throw new Error('no child');
    lookUp(child, flat.postcode);
    expect(parent.getSnapshot().context.addressForm.values.postcode).toBe(flat.postcode);
    await waitFor(child, (snapshot) => 'value' in snapshot && snapshot.value === 'choosing');
    child.send({ type: 'address.select', id: 'addr-1' });
    expect(parent.getSnapshot().context.address).toEqual(flat);
    child.send({ type: 'address.clear' });
    expect(parent.getSnapshot().context.address).toBeNull();
  });
});
