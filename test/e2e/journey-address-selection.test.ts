/**
 * The address-selection chart (machines/address-selection.machine.ts) driven through the address
 * part of a real details form (complaints/feedback/personal-details) in Chromium: the chart tests'
 * path generation with samples a user can produce, reduced to the fewest paths that walk every state
 * and transition. Lookups and saves are held and answered by the test: the reference server's list,
 * an empty list, a network failure; a saved address, or a server error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionEvent,
  type AddressSelectionInput,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { ChartCoverage } from '../model/coverage';
import { closePage, launchBrowser, newPage } from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  apiErrorBody,
  expectHeading,
  expectPath,
  openWithSession,
  visitInApp,
} from './support/journey-driver';
import {
  coveringPaths,
  definePathTests,
  uncoveredByPaths,
  type CoveringPath,
} from './support/journey-paths';
import {
  addressFailure,
  addressSection,
  chosenAddress,
  findAddress,
  hasAlert,
  manualAddress,
  saveManualAddress,
  chooseFoundAddress,
  clearChosenAddress,
} from './support/journey-screens';

type Snapshot = SnapshotFrom<typeof addressSelectionMachine>;
type ModelEvent =
  | AddressSelectionEvent
  | DoneActorEvent<AddressOption[], 'lookupAddresses'>
  | ErrorActorEvent<Error, 'lookupAddresses'>
  | DoneActorEvent<AddressOption, 'saveManualAddress'>
  | ErrorActorEvent<Error, 'saveManualAddress'>;

/** Postcodes the reference server knows; each lookup of a path uses the next (no cached answers). */
const knownPostcodes = [
  'SW1A 1AA',
  'M1 1AE',
  'CF10 1EP',
  'EH1 1YZ',
  'LS1 4AP',
  'B1 1BB',
  'BS1 4DJ',
];

const option = (id: string): AddressOption => ({
  id,
  label: id,
  houseNameNumber: '',
  addressLine1: '',
  addressLine2: '',
  county: '',
  postcode: 'SW1A 1AA',
  postalTown: '',
  isManual: false,
});
const found = [option('addr-sw1a1aa-1'), option('addr-sw1a1aa-2')];
const manual: ManualAddress = { ...manualAddress, addressLine2: '', county: '' };

const samples: readonly ModelEvent[] = [
  { type: 'address.lookup', postcode: 'SW1A 1AA' },
  { type: 'xstate.done.actor.lookupAddresses', actorId: 'lookupAddresses', output: found },
  { type: 'xstate.done.actor.lookupAddresses', actorId: 'lookupAddresses', output: [] },
  {
    type: 'xstate.error.actor.lookupAddresses',
    actorId: 'lookupAddresses',
    error: new Error('network'),
  },
  { type: 'address.select', id: 'addr-sw1a1aa-1' },
  { type: 'address.select', id: 'addr-sw1a1aa-2' },
  { type: 'address.enterManually' },
  { type: 'address.saveManual', address: manual },
  {
    type: 'xstate.done.actor.saveManualAddress',
    actorId: 'saveManualAddress',
    output: { ...option('manual'), isManual: true },
  },
  {
    type: 'xstate.error.actor.saveManualAddress',
    actorId: 'saveManualAddress',
    error: new Error('503'),
  },
  { type: 'address.clear' },
];

/**
 * What the UI can send: the manual form (and so a manual save) shows while entering an address by
 * hand, and after a failed save for a retry; after a failed lookup the postcode search shows.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  if (event.type !== 'address.saveManual') return true;
  return snapshot.hasTag('manualForm');
}

/** Standalone, the chart has no parent: its two notifications do nothing in the model. */
const standalone = addressSelectionMachine.provide({
  actions: { notifyAddressSelected: () => undefined, notifyAddressCleared: () => undefined },
});

const paths = coveringPaths<Snapshot, ModelEvent, AddressSelectionInput>(standalone, {
  samples,
  when: canHappen,
  inputs: [
    { name: 'fresh details form', input: { selected: null } },
    { name: 'details form revisited with a chosen address', input: { selected: found[0] ?? null } },
  ],
});

function sampleOf(event: { type: string }): ModelEvent {
  const sample = samples.find((candidate) => candidate === event);
  if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
  return sample;
}

function label(event: ModelEvent): string {
  if (event.type === 'xstate.done.actor.lookupAddresses') {
    return event.output.length === 0 ? 'lookup(no addresses)' : 'lookup(addresses)';
  }
  if (event.type === 'xstate.error.actor.lookupAddresses') return 'lookup(fails)';
  if (event.type === 'xstate.done.actor.saveManualAddress') return 'save(done)';
  if (event.type === 'xstate.error.actor.saveManualAddress') return 'save(fails)';
  return event.type;
}

const detailsPage = '/complaints/feedback/personal-details';

let browser: Browser;
const axe = new AxeOncePerScreen();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The details form, with an address already chosen when the path starts from one. */
async function openDetails(
  page: Page,
  selected: boolean,
  lookups: HeldCalls,
): Promise<string | null> {
  await openWithSession(page, detailsPage, { feedback: 'Keep my credit, please.' });
  await expectPath(page, detailsPage);
  if (!selected) return null;
  // Choose an address, leave the step and come back: the selector starts with the choice.
  await findAddress(page, knownPostcodes[0] ?? 'SW1A 1AA');
  await lookups.pass();
  const label = await chooseFoundAddress(page);
  await visitInApp(page, '/complaints/feedback');
  // The URL changes at once; the journey learns of the visit only when the router has rendered it.
  // Coming back before that would leave the chart on the details step, never having left it.
  await expectHeading(page, 'We owe you – Using your credit to help pay your account');
  await visitInApp(page, detailsPage);
  await expectPath(page, detailsPage);
  return label;
}

async function runPath(
  covering: CoveringPath<Snapshot, ModelEvent>,
  coverage: ChartCoverage,
): Promise<void> {
  const page = await newPage(browser);
  const lookups = await HeldCalls.install(page, /\/v1\/addresses\?/, 'GET');
  const saves = await HeldCalls.install(page, /\/v1\/addresses$/, 'POST');
  const section = addressSection(page);
  const initial = covering.path.steps[0]?.state;
  let chosenLabel = await openDetails(page, initial?.context.selected != null, lookups);
  // The query client caches a postcode's answer: the path's lookups use postcodes not asked yet.
  let lookupCount = chosenLabel === null ? 0 : 1;
  let postcode = '';
  let foundCount = 0;

  await covering.path.test({
    events: {
      'address.lookup': async () => {
        postcode = knownPostcodes[lookupCount % knownPostcodes.length] ?? 'SW1A 1AA';
        lookupCount += 1;
        await findAddress(page, postcode);
      },
      'xstate.done.actor.lookupAddresses': async (step) => {
        const event = sampleOf(step.event);
        if (event.type !== 'xstate.done.actor.lookupAddresses') return;
        if (event.output.length === 0) {
          await lookups.answer(200, { data: [] });
          foundCount = 0;
        } else {
          const body = (await lookups.pass()) as { data: unknown[] };
          foundCount = body.data.length;
        }
      },
      'xstate.error.actor.lookupAddresses': async () => {
        await lookups.abort();
      },
      'address.select': async (step) => {
        const event = sampleOf(step.event);
        if (event.type !== 'address.select') return;
        // The list's first option is its '… addresses found' caption.
        chosenLabel = await chooseFoundAddress(
          page,
          found.findIndex(({ id }) => id === event.id) + 1,
        );
      },
      'address.enterManually': async () => {
        await section.getByRole('button', { name: 'Enter the address manually' }).click();
      },
      'address.saveManual': async () => {
        await saveManualAddress(page);
      },
      'xstate.done.actor.saveManualAddress': async () => {
        const body = (await saves.pass()) as { data: { attributes: { address: string } } };
        chosenLabel = body.data.attributes.address;
      },
      'xstate.error.actor.saveManualAddress': async () => {
        await saves.answer(503, apiErrorBody(503, 'Service Unavailable'));
      },
      'address.clear': async () => {
        await clearChosenAddress(page);
      },
    },
    states: coverage.checks<Snapshot>({
      'addressSelection.idle': async () => {
        const postcodeBox = section.getByRole('textbox', { name: 'Postcode', exact: true });
        await postcodeBox.waitFor();
        expect(await postcodeBox.inputValue()).toBe('');
        expect(await hasAlert(page, addressFailure)).toBe(false);
        expect(await chosenAddress(page)).toBeNull();
        expect(await section.getByRole('combobox').count()).toBe(0);
        await axe.check(page, 'idle');
      },
      'addressSelection.lookingUp': async () => {
        await expect.poll(() => lookups.pendingCount).toBe(1);
        await expect.poll(() => section.getByText('Finding addresses…').count()).toBe(1);
        await axe.check(page, 'lookingUp');
      },
      'addressSelection.choosing': async () => {
        const list = section.getByRole('combobox', { name: 'Select your address' });
        await list.waitFor();
        expect(await list.locator('option').count()).toBe(foundCount + 1);
        expect(await section.innerText()).toContain(
          `${foundCount} addresses found for ${postcode}`,
        );
        expect(await chosenAddress(page)).toBeNull();
        await axe.check(page, 'choosing');
      },
      'addressSelection.pickedFromList': async () => {
        // Choosing picked the entry at once, and it shows (spec §4).
        await expect.poll(() => chosenAddress(page)).toBe(chosenLabel);
        const list = section.getByRole('combobox', { name: 'Select your address' });
        expect(await list.locator('option:checked').textContent()).toBe(chosenLabel);
        await axe.check(page, 'pickedFromList');
      },
      'addressSelection.noResults': async () => {
        await expect
          .poll(() => section.innerText())
          .toContain(`We could not find any addresses for ${postcode}.`);
        expect(await section.getByRole('combobox').count()).toBe(0);
        await axe.check(page, 'noResults');
      },
      'addressSelection.enteringManually': async () => {
        await section.getByRole('textbox', { name: 'Address line 1' }).waitFor();
        expect(await hasAlert(page, addressFailure)).toBe(false);
        await axe.check(page, 'enteringManually');
      },
      'addressSelection.savingManual': async () => {
        await expect.poll(() => saves.pendingCount).toBe(1);
        const status = section.getByRole('status');
        await expect.poll(() => status.innerText()).toContain("We're checking your details");
        expect(await status.innerText()).toContain(
          "Please don't refresh this page or close your browser.",
        );
        await axe.check(page, 'savingManual');
      },
      'addressSelection.picked': async () => {
        // Polled: a revisit starts from the page where the address was chosen from the list.
        await expect.poll(() => section.getByRole('combobox').count()).toBe(0);
        await expect.poll(() => chosenAddress(page)).toBe(chosenLabel);
        await section.getByRole('button', { name: 'Change address' }).waitFor();
        await axe.check(page, 'picked');
      },
      'addressSelection.lookupFailed': async () => {
        await expect.poll(() => hasAlert(page, addressFailure)).toBe(true);
        expect(await section.getByRole('textbox', { name: 'Address line 1' }).count()).toBe(0);
        await axe.check(page, 'lookupFailed');
      },
      'addressSelection.saveFailed': async () => {
        await expect.poll(() => hasAlert(page, addressFailure)).toBe(true);
        // The manual form is still there with what was typed, for a retry.
        expect(await section.getByRole('textbox', { name: 'Address line 1' }).inputValue()).toBe(
          manualAddress.addressLine1,
        );
        await axe.check(page, 'saveFailed');
      },
    }),
  });
  await closePage(page);
}

describe('address selection in Chromium, model-based paths', () => {
  const coverage = new ChartCoverage(addressSelectionMachine);

  it('the browser paths cover every state and transition of the chart', () => {
    expect(uncoveredByPaths(standalone, paths)).toEqual({ states: [], transitions: [] });
  });

  definePathTests({ paths, label, coverage, run: runPath });
});
