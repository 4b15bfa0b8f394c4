/**
 * The address-selection chart (machines/address-selection.machine.ts) driven through the address
 * part of a real details form (complaints/feedback/personal-details) in Chromium: the chart tests'
 * path generation with samples a user can produce, reduced to the fewest paths that walk every state
 * and transition. Lookups and saves are held and answered by the test: the reference server's list,
 * an empty list, a network failure; a saved address, or a server error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { actorDone, actorFailed } from '../support/actor-events';
import {
  addressFields,
  addressSelectionMachine,
  emptyAddressValues,
  type AddressOption,
} from '../../machines/address-selection.machine';
import { freshForm } from '../../machines/form-kernel';
import { postcodeError } from '../../machines/validation/address-form';
import { normalisePostcode } from '../../src/api/schemas/postcodes';
import { sampleHandlers } from '../model/models/model-kit';
import { browserForFile, closePage } from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  apiErrorBody,
  expectPath,
  openApp,
  openAppPage,
} from './support/journey-driver';
import * as journeyPaths from './support/journey-paths';
import type { addressLabels } from './support/journey-screens';
import {
  addressFailure,
  dismissAlert,
  addressInput,
  addressSection,
  chosenAddress,
  errorSummary,
  findAddress,
  hasAlert,
  inlineError,
  manualAddress,
  chooseFoundAddress,
  clearChosenAddress,
} from './support/journey-screens';
import type { ModelEvent } from '../model/models/address-selection';
import {
  addressInputs,
  manualOrder,
  type TypedAnswers,
  type TypedField,
} from '../model/models/address-inputs';

type Snapshot = SnapshotFrom<typeof addressSelectionMachine>;

/**
 * The postcodes of the paths: the one they look up (the reference server knows it), and that of the
 * address chosen before a revisit (another one, so no lookup of it is cached).
 */
const postcodes = { lookedUp: 'SW1A 1AA', revisit: 'M1 1AE' };

const option = (id: string): AddressOption => ({
  id,
  label: id,
  houseNameNumber: '',
  addressLine1: '',
  addressLine2: '',
  county: '',
  postcode: postcodes.lookedUp,
  postalTown: '',
  isManual: false,
});
const found = [option('addr-sw1a1aa-1'), option('addr-sw1a1aa-2')];

/** What a user types into each input: a valid answer, and for the postcodes one the rules refuse. */
const typed = {
  postcode: { valid: postcodes.lookedUp, invalid: 'SW1A' },
  houseNameNumber: { valid: manualAddress.houseNameNumber },
  addressLine1: { valid: manualAddress.addressLine1 },
  postalTown: { valid: manualAddress.postalTown },
  manualPostcode: { valid: manualAddress.postcode, invalid: 'B1' },
} satisfies TypedAnswers & Record<keyof typeof addressLabels, unknown>;
const { typingSamples, isTyped, canHappen } = addressInputs(typed);

const samples: readonly ModelEvent[] = [
  ...typingSamples,
  { type: 'address.lookup' },
  actorDone('lookupAddresses', found),
  actorDone('lookupAddresses', []),
  actorFailed('lookupAddresses', 'network'),
  { type: 'address.select', id: 'addr-sw1a1aa-1' },
  { type: 'address.select', id: 'addr-sw1a1aa-2' },
  { type: 'address.enterManually' },
  { type: 'address.saveManual' },
  actorDone('saveManualAddress', { ...option('manual'), isManual: true }),
  actorFailed('saveManualAddress', '503'),
  { type: 'address.clear' },
  { type: 'address.dismissFailure' },
];
/** The sample a path step sends (path steps carry the sample objects themselves). */
const on = sampleHandlers(samples);

/** Standalone, the chart has no parent: its report does nothing in the model. */
const standalone = addressSelectionMachine.provide({
  actions: { reportToParent: () => undefined },
});

function label(event: ModelEvent): string {
  switch (event.type) {
    case 'xstate.done.actor.lookupAddresses':
      return event.output.length === 0 ? 'lookup(no addresses)' : 'lookup(addresses)';
    case 'xstate.error.actor.lookupAddresses':
      return 'lookup(fails)';
    case 'xstate.done.actor.saveManualAddress':
      return 'save(done)';
    case 'xstate.error.actor.saveManualAddress':
      return 'save(fails)';
    case 'address.change':
      return `type(${event.field}=${JSON.stringify(event.value)})`;
    case 'address.select':
      return `${event.type}(${event.id})`;
    default:
      return event.type;
  }
}

const detailsPage = '/complaints/feedback/personal-details';

const browser = browserForFile();
const axe = new AxeOncePerScreen();

/** The details form, with an address already chosen when the path starts from one. */
async function openDetails(
  page: Page,
  selected: boolean,
  lookups: HeldCalls,
): Promise<string | null> {
  await openApp(page, detailsPage, { feedback: 'Keep my credit, please.' });
  await expectPath(page, detailsPage);
  if (!selected) return null;
  // Choose an address and reload: the draft keeps the choice, and the selector starts with it.
  await findAddress(page, postcodes.revisit);
  await lookups.pass();
  const label = await chooseFoundAddress(page);
  await page.reload();
  await expectPath(page, detailsPage);
  return label;
}

/**
 * What the inputs show: each input the state shows holds what was typed, with its message inline;
 * the page's error summary lists every message of the inputs in page order and the title says
 * 'Error: ' while there is one (the page's own details are never submitted here); the screen passes
 * axe (once per screen, with and without errors).
 */
async function expectAddressScreen(page: Page, snapshot: Snapshot, screen: string): Promise<void> {
  const { values, errors } = snapshot.context.form;
  const shown: TypedField[] = [
    ...(snapshot.hasTag('lookup') ? (['postcode'] as const) : []),
    ...(snapshot.hasTag('manualForm') ? manualOrder : []),
  ];
  for (const field of shown) {
    const input = addressInput(page, field);
    await expect.poll(() => input.inputValue()).toBe(values[field]);
    await expect.poll(() => inlineError(input)).toBe(errors[field] ?? null);
  }
  const messages = addressFields.flatMap((field) => errors[field] ?? []);
  await expect.poll(() => errorSummary(page)).toEqual(messages);
  if (messages.length > 0) expect(await page.title()).toMatch(/^Error: /);
  else expect(await page.title()).not.toMatch(/^Error: /);
  await axe.check(page, messages.length > 0 ? `${screen} with errors` : screen);
}

journeyPaths.describeBrowserPaths({
  suite: 'address selection in Chromium, model-based paths',
  machine: addressSelectionMachine,
  chart: standalone,
  samples,
  when: canHappen,
  inputs: [
    { name: 'fresh details form', input: { selected: null } },
    {
      name: 'details form revisited with a chosen address',
      input: {
        selected: option('addr-m11ae-1'),
        form: freshForm({ ...emptyAddressValues, postcode: postcodes.revisit }),
      },
    },
  ],
  label,
  browser,
  async run({ covering, page, coverage }) {
    // The remote cache keeps a postcode's answer for 30 s: a path that looks the same postcode up
    // again lets that time pass first, so the lookup is made (and held) again.
    await page.clock.install();
    const lookups = await HeldCalls.install(page, /\/v1\/addresses\?/, 'GET');
    const saves = await HeldCalls.install(page, /\/v1\/addresses$/, 'POST');
    const section = addressSection(page);
    const initial = covering.path.steps[0]?.state;
    let chosenLabel = await openDetails(page, initial?.context.selected != null, lookups);
    const answered = new Set<string>();
    let foundCount = 0;

    await covering.path.test({
      events: {
        'address.change': on('address.change', async (event) => {
          if (isTyped(event.field)) await addressInput(page, event.field).fill(event.value);
        }),
        'address.lookup': async (step) => {
          const typedPostcode = step.state.context.form.values.postcode;
          if (
            postcodeError(typedPostcode) === null &&
            answered.delete(normalisePostcode(typedPostcode))
          ) {
            await page.clock.fastForward(31_000);
          }
          await section.getByRole('button', { name: 'Find address' }).click();
        },
        'xstate.done.actor.lookupAddresses': on(
          'xstate.done.actor.lookupAddresses',
          async (event, step) => {
            answered.add(normalisePostcode(step.state.context.postcode));
            if (event.output.length === 0) {
              await lookups.answer(200, { data: [] });
              foundCount = 0;
            } else {
              const body = (await lookups.pass()) as { data: unknown[] };
              foundCount = body.data.length;
            }
          },
        ),
        'xstate.error.actor.lookupAddresses': async () => {
          await lookups.abort();
        },
        'address.select': on('address.select', async (event) => {
          // The list's first option is its '… addresses found' caption.
          chosenLabel = await chooseFoundAddress(
            page,
            found.findIndex(({ id }) => id === event.id) + 1,
          );
        }),
        'address.enterManually': async () => {
          await section.getByRole('button', { name: 'Enter the address manually' }).click();
        },
        'address.saveManual': async () => {
          await section.getByRole('button', { name: 'Save and use this address' }).click();
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
        'address.dismissFailure': () => dismissAlert(section),
      },
      states: coverage.checks<Snapshot>({
        'addressSelection.idle': async (snapshot) => {
          await addressInput(page, 'postcode').waitFor();
          expect(await hasAlert(page, addressFailure)).toBe(false);
          expect(await chosenAddress(page)).toBeNull();
          expect(await section.getByRole('combobox').count()).toBe(0);
          await expectAddressScreen(page, snapshot, 'idle');
        },
        'addressSelection.lookingUp': async (snapshot) => {
          await expect.poll(() => lookups.pendingCount).toBe(1);
          await expect.poll(() => section.getByText('Finding addresses…').count()).toBe(1);
          await expectAddressScreen(page, snapshot, 'lookingUp');
        },
        'addressSelection.choosing': async (snapshot) => {
          const list = section.getByRole('combobox', { name: 'Select your address' });
          await list.waitFor();
          expect(await list.locator('option').count()).toBe(foundCount + 1);
          expect(await section.innerText()).toContain(
            `${foundCount} addresses found for ${snapshot.context.postcode}`,
          );
          expect(await chosenAddress(page)).toBeNull();
          await expectAddressScreen(page, snapshot, 'choosing');
        },
        'addressSelection.pickedFromList': async (snapshot) => {
          // Choosing picked the entry at once, and it shows (spec §4).
          await expect.poll(() => chosenAddress(page)).toBe(chosenLabel);
          const list = section.getByRole('combobox', { name: 'Select your address' });
          expect(await list.locator('option:checked').textContent()).toBe(chosenLabel);
          await expectAddressScreen(page, snapshot, 'pickedFromList');
        },
        'addressSelection.noResults': async (snapshot) => {
          await expect
            .poll(() => section.innerText())
            .toContain(`We could not find any addresses for ${snapshot.context.postcode}.`);
          expect(await section.getByRole('combobox').count()).toBe(0);
          await expectAddressScreen(page, snapshot, 'noResults');
        },
        'addressSelection.enteringManually': async (snapshot) => {
          await addressInput(page, 'addressLine1').waitFor();
          expect(await hasAlert(page, addressFailure)).toBe(false);
          await expectAddressScreen(page, snapshot, 'enteringManually');
        },
        'addressSelection.savingManual': async (snapshot) => {
          await expect.poll(() => saves.pendingCount).toBe(1);
          const status = section.getByRole('status');
          await expect.poll(() => status.innerText()).toContain("We're checking your details");
          expect(await status.innerText()).toContain(
            "Please don't refresh this page or close your browser.",
          );
          // The button that was used has gone: focus is on the message, which a screen reader
          // then reads, and Tab goes on from there rather than from the top of the page.
          await expect
            .poll(() => status.evaluate((element) => element === document.activeElement))
            .toBe(true);
          await expectAddressScreen(page, snapshot, 'savingManual');
        },
        'addressSelection.picked': async (snapshot) => {
          // Polled: a reload starts from the page where the address was chosen from the list.
          await expect.poll(() => section.getByRole('combobox').count()).toBe(0);
          await expect.poll(() => chosenAddress(page)).toBe(chosenLabel);
          await section.getByRole('button', { name: 'Change address' }).waitFor();
          await expectAddressScreen(page, snapshot, 'picked');
        },
        'addressSelection.lookupFailed': async (snapshot) => {
          await expect.poll(() => hasAlert(page, addressFailure)).toBe(true);
          expect(await addressInput(page, 'addressLine1').count()).toBe(0);
          await expectAddressScreen(page, snapshot, 'lookupFailed');
        },
        'addressSelection.saveFailed': async (snapshot) => {
          await expect.poll(() => hasAlert(page, addressFailure)).toBe(true);
          // The manual form is still there with what was typed, for a retry.
          await expectAddressScreen(page, snapshot, 'saveFailed');
        },
      }),
    });
  },
});

describe('address selection, a postcode changed after the lookup', () => {
  it('lets a pick from the list replace the message about the postcode typed since', async () => {
    const page = await openAppPage(browser(), detailsPage, { feedback: 'Keep my credit, please.' });
    await findAddress(page, postcodes.lookedUp);
    await findAddress(page, 'SW1A');
    const postcode = addressInput(page, 'postcode');
    await expect.poll(() => inlineError(postcode)).toBe(postcodeError('SW1A'));

    const label = await chooseFoundAddress(page);
    await expect.poll(() => chosenAddress(page)).toBe(label);
    expect(await inlineError(postcode)).toBeNull();
    expect(await errorSummary(page)).toEqual([]);
    expect(await postcode.inputValue()).toBe('SW1A');
    await closePage(page);
  });
});
