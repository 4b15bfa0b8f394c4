import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionInput,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { AddressSelector } from '../../src/ui/journeys/shared/address-selector';
import { controllableActor, flush } from '../model/harness';
import { flat, house } from '../support/address-samples';
import { renderWithMantine as render } from './support/render-with-mantine';

function setup(input: AddressSelectionInput = { selected: null }) {
  const lookup = controllableActor<AddressOption[], { postcode: string }>();
  const save = controllableActor<AddressOption, ManualAddress>();
  const actor = createActor(
    addressSelectionMachine.provide({
      actors: { lookupAddresses: lookup.logic, saveManualAddress: save.logic },
      actions: { reportToParent: () => undefined },
    }),
    { input },
  ).start();
  render(<AddressSelector actor={actor} />);
  const section = screen.getByRole('group', { name: 'Your address' });
  /** Settles the oldest pending call and lets the chart and the view take its answer. */
  const settle = (answer: () => void) =>
    act(async () => {
      answer();
      await flush();
    });
  return {
    actor,
    ui: within(section),
    /** The postcodes looked up, in order. */
    lookups: () => lookup.inputs.map((call) => call.postcode),
    saves: save.inputs,
    settleLookup: (addresses: AddressOption[]) => settle(() => lookup.resolve(addresses)),
    failLookup: () => settle(() => lookup.reject(new Error('network'))),
    settleSave: (address: AddressOption) => settle(() => save.resolve(address)),
    failSave: () => settle(() => save.reject(new Error('503'))),
  };
}

describe('AddressSelector, a view of the address-selection chart', () => {
  it('starts with the postcode search and manual entry', () => {
    const { ui } = setup();
    expect(ui.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Find address' })).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Enter the address manually' })).toBeTruthy();
    expect(ui.queryByRole('combobox')).toBeNull();
  });

  it('checks the postcode before looking it up', async () => {
    const user = userEvent.setup();
    const { ui, lookups, actor } = setup();
    await user.click(ui.getByRole('button', { name: 'Find address' }));
    expect(ui.getByRole('textbox', { name: 'Postcode' }).getAttribute('aria-invalid')).toBe('true');
    expect(section()).toContain('Error: Enter a postcode');
    expect(lookups()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('counts a single address in the singular', async () => {
    const user = userEvent.setup();
    const { ui, settleLookup } = setup();
    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa{Enter}');
    await settleLookup([flat]);
    const list = ui.getByRole('combobox', { name: 'Select your address' });
    expect(within(list).getAllByRole('option')[0]?.textContent).toBe('1 address found');
    expect(section()).toContain('1 address found for SW1A 1AA');
  });

  it('looks up (Enter works too), shows the list, and uses the chosen address', async () => {
    const user = userEvent.setup();
    const { ui, lookups, actor, settleLookup } = setup();
    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa{Enter}');
    expect(lookups()).toEqual(['SW1A 1AA']);
    expect(section()).toContain('Finding addresses…');
    const find = ui.getByRole<HTMLButtonElement>('button', { name: 'Find address' });
    // Busy: marked aria-disabled, not disabled, so it keeps focus; a press does nothing.
    expect([find.getAttribute('aria-disabled'), find.disabled]).toEqual(['true', false]);
    await user.click(find);
    expect(lookups()).toEqual(['SW1A 1AA']);

    await settleLookup([flat, house]);
    const list = ui.getByRole('combobox', { name: 'Select your address' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2 addresses found', flat.label, house.label]);
    expect(section()).toContain('2 addresses found for SW1A 1AA');

    expect(ui.queryByRole('button', { name: 'Use this address' })).toBeNull();
    expect(actor.getSnapshot().hasTag('picked')).toBe(false);
    await user.selectOptions(list, house.id);
    // Choosing an entry picks it: no further button (spec §4).
    expect(actor.getSnapshot().context.selected).toEqual(house);
    expect(screen.getByTestId('chosen-address').textContent).toContain(house.label);
    await user.selectOptions(list, flat.id);
    expect(actor.getSnapshot().context.selected).toEqual(flat);
    expect(screen.getByTestId('chosen-address').textContent).toContain(flat.label);
    expect((list as HTMLSelectElement).value).toBe(flat.id);

    await user.click(ui.getByRole('button', { name: 'Clear the address' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ui.getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe('');
    expect(ui.queryByTestId('chosen-address')).toBeNull();
  });

  it('offers "Change address" for a saved or earlier chosen address', async () => {
    const user = userEvent.setup();
    const { ui, actor } = setup({ selected: flat });
    expect(screen.getByTestId('chosen-address').textContent).toContain(flat.label);
    expect(ui.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    await user.click(ui.getByRole('button', { name: 'Change address' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ui.getByRole<HTMLInputElement>('textbox', { name: 'Postcode' }).value).toBe('');
  });

  it('says so when a postcode has no addresses, and clears the search', async () => {
    const user = userEvent.setup();
    const { ui, actor, settleLookup } = setup();
    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'B1 1BB');
    await user.click(ui.getByRole('button', { name: 'Find address' }));
    await settleLookup([]);
    expect(section()).toContain(
      'We could not find any addresses for B1 1BB. Check the postcode, or enter the address manually.',
    );
    await user.click(ui.getByRole('button', { name: 'Clear the address' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(section()).not.toContain('We could not find');
  });

  it('shows the §8 alert when the lookup fails', async () => {
    const user = userEvent.setup();
    const { ui, failLookup } = setup();
    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'B1 1BB');
    await user.click(ui.getByRole('button', { name: 'Find address' }));
    await failLookup();
    const alert = ui.getByRole('alert');
    expect(alert.textContent).toContain(
      "Unfortunately, we're having technical problems at the moment.",
    );
    expect(alert.textContent).toContain(
      'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.',
    );
  });

  it('saves a manual address with the spinner, and keeps it typed when the save fails', async () => {
    const user = userEvent.setup();
    const { ui, saves, actor, failSave, settleSave } = setup();
    await user.click(ui.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(ui.getByRole('textbox', { name: 'House name or number' }), 'Rose Cottage');
    await user.type(ui.getByRole('textbox', { name: 'Address line 1' }), 'Mill Lane');
    await user.type(ui.getByRole('textbox', { name: 'Town or city' }), 'Ambridge');
    await user.type(ui.getByRole('textbox', { name: 'Postcode of the address' }), 'B1 1BB');
    await user.click(ui.getByRole('button', { name: 'Save and use this address' }));
    expect(saves).toEqual([
      {
        houseNameNumber: 'Rose Cottage',
        addressLine1: 'Mill Lane',
        addressLine2: '',
        postalTown: 'Ambridge',
        county: '',
        postcode: 'B1 1BB',
      },
    ]);
    const status = ui.getByRole('status');
    expect(status.textContent).toContain("We're checking your details");
    expect(status.textContent).toContain("Please don't refresh this page or close your browser.");

    await failSave();
    expect(ui.getByRole('alert').textContent).toContain('There was a problem saving your address.');
    expect(ui.getByRole<HTMLInputElement>('textbox', { name: 'Address line 1' }).value).toBe(
      'Mill Lane',
    );
    await user.click(ui.getByRole('button', { name: 'Save and use this address' }));
    await settleSave({
      ...flat,
      id: 'manual-1',
      label: 'Rose Cottage, Mill Lane, Ambridge, B1 1BB',
      isManual: true,
    });
    expect(actor.getSnapshot().hasTag('picked')).toBe(true);
    expect(screen.getByTestId('chosen-address').textContent).toContain(
      'Rose Cottage, Mill Lane, Ambridge, B1 1BB',
    );
  });

  it('keeps focus in the section when the control used goes away', async () => {
    const user = userEvent.setup();
    const { ui, settleLookup, settleSave } = setup();
    const focused = () => document.activeElement;

    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa');
    await user.click(ui.getByRole('button', { name: 'Find address' }));
    await settleLookup([flat, house]);
    expect(focused()).toBe(ui.getByRole('combobox', { name: 'Select your address' }));

    // Focus the visitor holds is left alone: they are choosing from the list.
    await user.selectOptions(ui.getByRole('combobox', { name: 'Select your address' }), house.id);
    expect(focused()).toBe(ui.getByRole('combobox', { name: 'Select your address' }));

    await user.click(ui.getByRole('button', { name: 'Clear the address' }));
    expect(focused()).toBe(ui.getByRole('textbox', { name: 'Postcode' }));

    await user.click(ui.getByRole('button', { name: 'Enter the address manually' }));
    expect(focused()).toBe(ui.getByRole('textbox', { name: 'House name or number' }));
    await user.type(focused() as HTMLElement, 'Rose Cottage');
    await user.type(ui.getByRole('textbox', { name: 'Address line 1' }), 'Mill Lane');
    await user.type(ui.getByRole('textbox', { name: 'Town or city' }), 'Ambridge');
    await user.type(ui.getByRole('textbox', { name: 'Postcode of the address' }), 'B1 1BB');
    await user.click(ui.getByRole('button', { name: 'Save and use this address' }));
    await settleSave({ ...flat, id: 'manual-1', label: 'Rose Cottage, Mill Lane', isManual: true });
    expect(focused()).toBe(screen.getByTestId('chosen-address'));

    await user.click(ui.getByRole('button', { name: 'Change address' }));
    expect(focused()).toBe(ui.getByRole('textbox', { name: 'Postcode' }));
  });

  it('opens the manual form from the link while addresses are still being found', async () => {
    const user = userEvent.setup();
    const { ui } = setup();
    await user.type(ui.getByRole('textbox', { name: 'Postcode' }), 'sw1a 1aa{Enter}');
    expect(section()).toContain('Finding addresses…');
    await user.click(ui.getByRole('button', { name: 'Enter the address manually' }));
    expect(ui.getByRole('textbox', { name: 'House name or number' })).toBeTruthy();
  });

  it('validates the manual address before saving it', async () => {
    const user = userEvent.setup();
    const { ui, saves } = setup();
    await user.click(ui.getByRole('button', { name: 'Enter the address manually' }));
    await user.click(ui.getByRole('button', { name: 'Save and use this address' }));
    expect(saves).toEqual([]);
    for (const message of [
      'Enter the house name or number',
      'Enter the first line of the address',
      'Enter the town or city',
      'Enter a postcode',
    ]) {
      expect(section()).toContain(`Error: ${message}`);
    }
  });
});

function section(): string {
  return screen.getByRole('group', { name: 'Your address' }).textContent;
}
