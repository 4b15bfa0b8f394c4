/**
 * The price-cap meter-read chart (machines/meter-read.machine.ts) driven through the real UI in
 * Chromium: the chart tests' path generation with a reading for each fuel, with and without
 * Economy 7, the configuration answered open, closed or failing, and the lead post answered or
 * failing; reduced to the fewest paths that cover every state, every transition and every reading.
 * Each state is asserted on screen and checked with axe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import type { LeadReceipt } from '../../machines/journey-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadInput,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import { readingDateWindow } from '../../machines/validation/meter-read-form';
import { ChartCoverage } from '../model/coverage';
import { appUrl, closePage, launchBrowser, newPage } from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  apiErrorBody,
  expectPath,
  expectHeading,
  sessionKeys,
} from './support/journey-driver';
import {
  coveringPaths,
  definePathTests,
  uncoveredByPaths,
  type CoveringPath,
} from './support/journey-paths';
import { hasAlert } from './support/journey-screens';

type Snapshot = SnapshotFrom<typeof meterReadMachine>;
type ModelEvent =
  | MeterReadEvent
  | DoneActorEvent<MeterReadConfig, 'loadMeterReadConfig'>
  | ErrorActorEvent<Error, 'loadMeterReadConfig'>
  | DoneActorEvent<LeadReceipt, 'submitLead'>
  | ErrorActorEvent<Error, 'submitLead'>;

const openWeek = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../server/fixtures/meter-read-config.json'), 'utf8'),
) as MeterReadConfig;
const closedWeek: MeterReadConfig = { ...openWeek, isMeterReadWeek: false };

const today = readingDateWindow(new Date()).latest;
const person = {
  title: 'Dr',
  firstName: 'Mary',
  lastName: 'Somerville',
  telephone: '01632 960002',
  email: null,
  readingDate: today,
} as const;
const gas = { accountNumber: '850123456789', reading: '01234' };
const single = { accountNumber: 'A1234567', economy7: false, reading: '54321' } as const;
const economy7 = {
  accountNumber: 'BGX12345',
  economy7: true,
  normalReading: '54321',
  lowReading: '1234',
} as const;

/** A reading for each fuel, with and without Economy 7. */
const readings: readonly MeterReadSubmission[] = [
  { ...person, fuel: 'Dual', gas, electricity: economy7 },
  { ...person, fuel: 'Dual', gas, electricity: single },
  { ...person, fuel: 'Gas', gas },
  { ...person, fuel: 'Electricity', electricity: economy7 },
  { ...person, fuel: 'Electricity', electricity: single },
];

function readingName(reading: MeterReadSubmission): string {
  const e7 = reading.fuel !== 'Gas' && reading.electricity.economy7 ? ' + Economy 7' : '';
  return `${reading.fuel}${e7}`;
}

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
  ...readings.map((reading): ModelEvent => ({ type: 'reading.submit', reading })),
  { type: 'xstate.done.actor.submitLead', actorId: 'submitLead', output: { id: 'from-server' } },
  { type: 'xstate.error.actor.submitLead', actorId: 'submitLead', error: new Error('503') },
];

/** The URL prefill (spec §3) the paths start from. */
const prefill = { first_name: 'Mary', fuel: 'Gas' } as const;

const paths = coveringPaths<Snapshot, ModelEvent, MeterReadInput>(meterReadMachine, {
  samples,
  inputs: [{ name: 'prefilled from the URL', input: { prefill, submissionKey: null } }],
  features: (path) => {
    const last = path.steps.at(-1)?.state;
    const reading = last?.context.reading;
    if (last?.matches('confirmed') && reading) return [`confirmed ${readingName(reading)}`];
    if (last?.matches('form') && last.context.submitError) return ['post failure'];
    return [];
  },
});

function sampleOf(event: { type: string }): ModelEvent {
  const sample = samples.find((candidate) => candidate === event);
  if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
  return sample;
}

function label(event: ModelEvent): string {
  if (event.type === 'reading.submit') return `reading.submit(${readingName(event.reading)})`;
  if (event.type === 'xstate.done.actor.loadMeterReadConfig') {
    return event.output.isMeterReadWeek ? 'config(open)' : 'config(closed)';
  }
  if (event.type === 'xstate.error.actor.loadMeterReadConfig') return 'config(fails)';
  return event.type.replace(/^xstate\./, '');
}

const fuelLabels = {
  Dual: 'Gas and electricity',
  Gas: 'Gas only',
  Electricity: 'Electricity only',
};

/** Fills the form for a reading, checking that the fuel and Economy 7 answers show the right fields. */
async function fillReading(page: Page, reading: MeterReadSubmission): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('combobox', { name: 'Title (optional)' }).selectOption(reading.title ?? '');
  await field('First name').fill(reading.firstName);
  await field('Surname').fill(reading.lastName);
  await field('Telephone number').fill(reading.telephone);
  await page.getByRole('radio', { name: fuelLabels[reading.fuel] }).check();
  const hasGas = reading.fuel !== 'Electricity';
  const hasElectricity = reading.fuel !== 'Gas';
  expect(await field('Gas customer number').count()).toBe(hasGas ? 1 : 0);
  expect(await field('Electricity customer number').count()).toBe(hasElectricity ? 1 : 0);
  if (reading.fuel !== 'Electricity') {
    await field('Gas customer number').fill(reading.gas.accountNumber);
    await field('Gas meter reading').fill(reading.gas.reading);
  }
  if (reading.fuel !== 'Gas') {
    const { electricity } = reading;
    await field('Electricity customer number').fill(electricity.accountNumber);
    await page.getByRole('radio', { name: electricity.economy7 ? 'Yes' : 'No' }).check();
    expect(await field('Electricity meter reading').count()).toBe(electricity.economy7 ? 0 : 1);
    expect(await field('Normal (day) reading').count()).toBe(electricity.economy7 ? 1 : 0);
    if (electricity.economy7) {
      await field('Normal (day) reading').fill(electricity.normalReading);
      await field('Low (night) reading').fill(electricity.lowReading);
    } else {
      await field('Electricity meter reading').fill(electricity.reading);
    }
  }
  await page.getByLabel('Date you took the reading').fill(reading.readingDate);
  await page.getByRole('button', { name: 'Submit meter reading' }).click();
}

let browser: Browser;
const axe = new AxeOncePerScreen();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openForm(page: Page): Promise<{ config: HeldCalls; leads: HeldCalls }> {
  const config = await HeldCalls.install(page, '**/meter-read/submit-meter-read.json', 'GET');
  const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
  await page.goto(appUrl(`submit-meter-read?${new URLSearchParams(prefill).toString()}`));
  return { config, leads };
}

async function runPath(
  covering: CoveringPath<Snapshot, ModelEvent>,
  coverage: ChartCoverage,
): Promise<void> {
  const page = await newPage(browser);
  const { config, leads } = await openForm(page);
  let submitted: MeterReadSubmission | undefined;
  let reference: string | undefined;

  await covering.path.test({
    events: {
      'xstate.done.actor.loadMeterReadConfig': async (step) => {
        const event = sampleOf(step.event);
        if (event.type !== 'xstate.done.actor.loadMeterReadConfig') return;
        await config.answer(200, event.output, 'application/json');
      },
      'xstate.error.actor.loadMeterReadConfig': async () => {
        await config.answer(404, { message: 'Not Found' }, 'application/json');
      },
      'reading.submit': async (step) => {
        const event = sampleOf(step.event);
        if (event.type !== 'reading.submit') return;
        submitted = event.reading;
        await fillReading(page, event.reading);
      },
      'xstate.done.actor.submitLead': async () => {
        const body = (await leads.pass()) as { data: { id: string } };
        reference = body.data.id;
      },
      'xstate.error.actor.submitLead': async () => {
        await leads.answer(503, apiErrorBody(503, 'Service Unavailable'));
      },
    },
    states: coverage.checks<Snapshot>({
      'meterRead.loadingConfig': async () => {
        await expectPath(page, '/submit-meter-read');
        await expect.poll(() => config.pendingCount).toBe(1);
        // Nothing renders while the read-week flag is unknown (spec §2).
        await page.getByRole('main').waitFor();
        expect(await page.getByRole('main').innerText()).toBe('');
        await axe.check(page, 'loadingConfig');
      },
      'meterRead.closed': async () => {
        await expectPath(page, '/submit-meter-read');
        await expectHeading(page, 'Submit a meter reading');
        expect(await page.getByRole('main').innerText()).toContain(
          "We're sorry the online form to submit meter readings is no longer available.",
        );
        expect(await page.getByRole('link', { name: /other ways/ }).getAttribute('href')).toBe(
          '/meterreads',
        );
        expect(await page.getByRole('button', { name: 'Submit meter reading' }).count()).toBe(0);
        await axe.check(page, 'closed');
      },
      'meterRead.form': async (snapshot) => {
        await expectPath(page, '/submit-meter-read');
        await expectHeading(page, 'Submit a meter reading');
        const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
        // Prefilled from the URL, or what was typed.
        expect(await firstName.inputValue()).toBe('Mary');
        const { submitError } = snapshot.context;
        if (submitError) {
          // §8: the alert with the configured template; what was typed is still there.
          await expect
            .poll(() =>
              hasAlert(page, [
                "Sorry, we're having technical issues right now",
                "We couldn't save your reading just now.",
              ]),
            )
            .toBe(true);
          expect(await page.getByRole('textbox', { name: 'Surname' }).inputValue()).toBe(
            submitted?.lastName,
          );
          expect(await page.getByLabel('Date you took the reading').inputValue()).toBe(today);
        } else {
          expect(await page.getByRole('radio', { name: 'Gas only' }).isChecked()).toBe(true);
          expect(await page.locator('input[type=hidden][name=company]').inputValue()).toBe(
            'Price-cap',
          );
        }
        await axe.check(page, `form error:${submitError}`);
      },
      'meterRead.submitting': async () => {
        await expectPath(page, '/submit-meter-read');
        await expect.poll(() => leads.pendingCount).toBe(1);
        await expect
          .poll(() => page.getByRole('button', { name: 'Submit meter reading' }).isDisabled())
          .toBe(true);
        const body = leads.requests.at(-1)?.postDataJSON() as {
          data: { attributes: { 'additional-information': Record<string, unknown> } };
        };
        const info = body.data.attributes['additional-information'];
        expect(info.Company).toBe('Price-cap');
        expect(info.ReadingDate).toBe(today);
        expect(info.Fuel).toBe(
          submitted?.fuel === 'Dual' ? 'Gas and Electricity' : submitted?.fuel,
        );
        await axe.check(page, 'submitting');
      },
      'meterRead.confirmed': async () => {
        await expectPath(page, '/submit-meter-read-confirm');
        await expectHeading(page, 'Thank you for submitting your meter reading');
        const main = await page.getByRole('main').innerText();
        expect(main).toContain(`Your reference number is ${String(reference)}`);
        expect(main).toContain("If a bill is due, we'll use your reading for it.");
        expect(main).toContain("If we can't use your reading, we'll contact you.");
        expect(await sessionKeys(page)).toEqual([]);
        await axe.check(page, 'confirmed');
      },
    }),
  });
  await closePage(page);
}

describe('meter-read journey in Chromium, model-based paths', () => {
  const coverage = new ChartCoverage(meterReadMachine);

  it('the browser paths cover every state and transition and every kind of reading', () => {
    expect(uncoveredByPaths(meterReadMachine, paths)).toEqual({ states: [], transitions: [] });
    const features = new Set(paths.flatMap((path) => [...path.features]));
    for (const reading of readings) {
      expect(features.has(`confirmed ${readingName(reading)}`), readingName(reading)).toBe(true);
    }
    expect(features.has('post failure')).toBe(true);
  });

  definePathTests({ paths, label, coverage, run: runPath });
});

describe('meter-read journey, routes', () => {
  it('redirects submit-meter-read/ to submit-meter-read', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('submit-meter-read/'));
    await expectPath(page, '/submit-meter-read');
    await expectHeading(page, 'Submit a meter reading');
    await closePage(page);
  });

  it('sends a direct visit to the confirm page back to the form', async () => {
    const page = await newPage(browser);
    await page.goto(appUrl('submit-meter-read-confirm'));
    await expectPath(page, '/submit-meter-read');
    await closePage(page);
  });
});

describe('meter-read journey, prefill from the URL (spec §3)', () => {
  const fieldValue = (page: Page, field: string) => page.locator(`#meter-${field}`).inputValue();

  it("opening the form with new parameters shows them, not an earlier visit's draft", async () => {
    const page = await newPage(browser);
    await page.goto(
      appUrl('submit-meter-read?fuel=Gas&gas_account_number=A1234567&first_name=Ann'),
    );
    await page.locator('#meter-gas_account_number').waitFor();
    await page.locator('#meter-last_name').fill('Other');
    // A reload of the same journey keeps what was typed.
    await page.reload();
    await page.locator('#meter-gas_account_number').waitFor();
    await expect.poll(() => fieldValue(page, 'last_name')).toBe('Other');

    await page.goto(
      appUrl(
        'submit-meter-read?fuel=Dual&gas_account_number=A7654321&elec_account_number=850123456789&first_name=Bea',
      ),
    );
    await page.locator('#meter-elec_account_number').waitFor();
    // The URL keeps its values as written (no quoting of number-like values).
    expect(new URL(page.url()).search).toBe(
      '?fuel=Dual&gas_account_number=A7654321&elec_account_number=850123456789&first_name=Bea',
    );
    expect(await fieldValue(page, 'gas_account_number')).toBe('A7654321');
    expect(await fieldValue(page, 'elec_account_number')).toBe('850123456789');
    expect(await fieldValue(page, 'first_name')).toBe('Bea');
    expect(await fieldValue(page, 'last_name')).toBe('');
    expect(await page.getByRole('radio', { name: 'Gas and electricity' }).isChecked()).toBe(true);
    await closePage(page);
  });
});
