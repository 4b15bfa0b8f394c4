/**
 * The price-cap meter-read chart (machines/meter-read.machine.ts) driven through the real UI in
 * Chromium: the chart tests' path generation with the field changes that type a reading for each
 * fuel, with and without Economy 7, a submit with errors, the configuration answered open, closed or
 * failing (once the app runs, or before, when the page hands it to the chart's input), and the lead
 * post answered or failing; reduced to the fewest paths that cover every state,
 * every transition and every reading. Each state is asserted on screen and checked with axe.
 */
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { actorDone, actorFailed } from '../support/actor-events';
import { freshForm } from '../../machines/form-kernel';
import {
  meterReadFormFields,
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadEvent,
  type MeterReadFormField,
  type MeterReadInput,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import {
  initialMeterReadValues,
  localIsoDate,
  type MeterReadFormInput,
} from '../../machines/validation/meter-read-form';
import { sampleHandlers } from '../model/models/model-kit';
import { expectConfirmation, expectLeadInFlight, passLead } from './support/journey-lead';
import {
  afterTheBuildsDataIsStale,
  appUrl,
  closePage,
  newPage,
  browserForFile,
} from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  apiErrorBody,
  expectPath,
  expectHeading,
  openApp,
  openAppPage,
} from './support/journey-driver';
import * as journeyPaths from './support/journey-paths';
import { dismissAlert, errorSummary, hasAlert } from './support/journey-screens';
import { expectFocus, followErrorSummary, tabTo } from './support/keyboard';

/** Spec §8 "Meter read post failure": the heading and the configured template (server fixture). */
const meterReadFailure = [
  "Sorry, we're having technical issues right now",
  "We couldn't save your reading just now.",
] as const;
import type { ModelEvent } from '../model/models/meter-read';

type Snapshot = SnapshotFrom<typeof meterReadMachine>;

const openWeek = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../server/fixtures/meter-read-config.json'), 'utf8'),
) as MeterReadConfig;
const closedWeek: MeterReadConfig = { ...openWeek, isMeterReadWeek: false };
/** What a configuration read again answers: the week open with a new introduction, or closed. */
const rewordedIntro = 'Send us your reading this week, please.';
const reworded: MeterReadConfig = { ...openWeek, headingTemplate: `<p>${rewordedIntro}</p>` };
const closedAgain: MeterReadConfig = { ...closedWeek, headingTemplate: '<p>Closed.</p>' };

const today = localIsoDate(new Date());
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

/** The URL prefill (spec §3) the paths start from. */
const prefill = { first_name: 'Mary', fuel: 'Gas' } as const;
const input: MeterReadInput = { signedIn: false, prefill, submissionKey: null, today };
const freshValues = initialMeterReadValues(prefill);

/** The form's values once a reading is typed in. */
function valuesOf(reading: MeterReadSubmission): MeterReadFormInput {
  const electricity = reading.fuel === 'Gas' ? undefined : reading.electricity;
  return {
    ...freshValues,
    title: reading.title ?? '',
    first_name: reading.firstName,
    last_name: reading.lastName,
    telephone: reading.telephone,
    email: reading.email ?? '',
    fuel: reading.fuel,
    gas_account_number: reading.fuel === 'Electricity' ? '' : reading.gas.accountNumber,
    gas_reading: reading.fuel === 'Electricity' ? '' : reading.gas.reading,
    elec_account_number: electricity?.accountNumber ?? '',
    is_economy_7_radio: electricity?.economy7 === true ? 'yes' : 'no',
    elec_reading: electricity?.economy7 === false ? electricity.reading : '',
    elec7_reading_normal: electricity?.economy7 === true ? electricity.normalReading : '',
    elec7_reading_low: electricity?.economy7 === true ? electricity.lowReading : '',
    date: reading.readingDate,
  };
}

type Change = Extract<MeterReadEvent, { type: 'reading.change' }>;

/** One sample per field value a user types or chooses, shared by the readings that need it. */
const changes = new Map<string, Change>();
/** For each reading, the changes that type it into the fresh form, in the form's order. */
const typing = readings.map((reading): Change[] => {
  const values = valuesOf(reading);
  return meterReadFormFields
    .filter((field) => values[field] !== freshValues[field])
    .map((field) => {
      const key = `${field}=${values[field]}`;
      const change = changes.get(key) ?? { type: 'reading.change', field, value: values[field] };
      changes.set(key, change);
      return change;
    });
});

const samples: readonly ModelEvent[] = [
  actorDone('loadMeterReadConfig', openWeek),
  actorDone('loadMeterReadConfig', closedWeek),
  actorFailed('loadMeterReadConfig', '404'),
  // A visitor who is not signed in: the prefill knows nothing.
  actorDone('loadPrefill', {}),
  ...changes.values(),
  { type: 'reading.submit' },
  actorDone('submitLead', { id: 'from-server' }),
  actorFailed('submitLead', '503'),
  { type: 'failure.dismiss' },
  { type: 'config.refresh', config: reworded },
  { type: 'config.refresh', config: closedAgain },
];
/** The sample a path step sends (path steps carry the sample objects themselves). */
const on = sampleHandlers(samples);

/** The draft a submit of the untouched form leaves (made for this same URL prefill). */
const keptDraft = {
  values: freshValues,
  errors: {
    last_name: 'Enter your surname',
    telephone: 'Enter a telephone number',
    gas_account_number: 'Enter your gas customer number',
    gas_reading: 'Enter your gas meter reading',
    date: 'Enter the date you took the reading',
  },
  attempt: 1,
};

const reloadInput: journeyPaths.NamedInput<MeterReadInput> = {
  name: 'reload with a draft showing errors',
  input: { ...input, draft: keptDraft },
};

/**
 * The configuration answered as the page opens: the step's loader asked for it, and a chart that
 * starts once the query client holds it decides at once (as after contact us read it).
 */
const answeredAsThePageOpens: journeyPaths.NamedInput<MeterReadInput>[] = [
  { name: 'read week answered as the page opens', input: { ...input, config: openWeek } },
  { name: 'closed week answered as the page opens', input: { ...input, config: closedWeek } },
];

/**
 * A visit without prefill whose browser holds a stale configuration, which Query reads again: a new
 * visitor's built page (the build's open week), or the form opened from contact us, which read a
 * closed week more than 30 s before.
 */
const builtPage: journeyPaths.NamedInput<MeterReadInput> = {
  name: "a new visitor's built page, its configuration read again",
  input: { signedIn: false, prefill: {}, submissionKey: null, today, config: openWeek },
};
const fromContactUs: journeyPaths.NamedInput<MeterReadInput> = {
  name: 'opened from contact us, which read a closed week a while before',
  input: { ...builtPage.input, config: closedWeek },
};

/** The confirmation reloaded: its history entry keeps the receipt the post answered. */
const reloadedConfirmation: journeyPaths.NamedInput<MeterReadInput> = {
  name: 'a reload of the confirmation',
  input: { ...input, receipt: { id: 'from-server' } },
};

/** Whether `values` are the fresh form with the first `count` changes of `changes` made. */
function typedUpTo(values: MeterReadFormInput, steps: readonly Change[], count: number): boolean {
  const expected = { ...freshValues };
  for (const change of steps.slice(0, count)) expected[change.field] = change.value;
  return isDeepStrictEqual(values, expected);
}

/**
 * What the UI can send: the prefill answers on the untouched form; a user types one of the readings
 * field by field in the form's order (never once a reading was posted: a failed post is only
 * retried, before or after closing its alert), and makes a submit with errors once, on the
 * untouched form.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { form } = snapshot.context;
  const untouched = isDeepStrictEqual(form, freshForm(freshValues));
  switch (event.type) {
    case 'xstate.done.actor.loadPrefill':
      return untouched;
    case 'reading.change':
      return (
        snapshot.context.reading === null &&
        typing.some((steps) =>
          steps.some((change, index) => change === event && typedUpTo(form.values, steps, index)),
        )
      );
    case 'reading.submit':
      return untouched || typing.some((steps) => typedUpTo(form.values, steps, steps.length));
    case 'failure.dismiss':
      return snapshot.hasTag('failed');
    case 'config.refresh':
      // Once, on a visit that started from a stale configuration; a closed week stays closed.
      return (
        isDeepStrictEqual(snapshot.context.prefill, {}) &&
        [openWeek, closedWeek].some((config) =>
          isDeepStrictEqual(config, snapshot.context.config),
        ) &&
        (snapshot.matches('form') || event.config?.isMeterReadWeek === true)
      );
    default:
      return true;
  }
}

function label(event: ModelEvent): string {
  if (event.type === 'reading.change') {
    // Today's date changes from run to run; the path's title stays the same.
    return `${event.field}=${event.field === 'date' && event.value === today ? 'today' : event.value}`;
  }
  if (event.type === 'xstate.done.actor.loadMeterReadConfig') {
    return event.output.isMeterReadWeek ? 'config(open)' : 'config(closed)';
  }
  if (event.type === 'xstate.error.actor.loadMeterReadConfig') return 'config(fails)';
  if (event.type === 'config.refresh') {
    return event.config?.isMeterReadWeek ? 'read again(open)' : 'read again(closed)';
  }
  return event.type.replace(/^xstate\./, '');
}

const fuelLabels: Record<string, string> = {
  Dual: 'Gas and electricity',
  Gas: 'Gas only',
  Electricity: 'Electricity only',
};

const textLabels: Partial<Record<MeterReadFormField, string>> = {
  first_name: 'First name',
  last_name: 'Surname',
  telephone: 'Telephone number',
  email: 'Email address (optional)',
  gas_account_number: 'Gas customer number',
  gas_reading: 'Gas meter reading',
  elec_account_number: 'Electricity customer number',
  elec_reading: 'Electricity meter reading',
  elec7_reading_normal: 'Normal (day) reading',
  elec7_reading_low: 'Low (night) reading',
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types or chooses one value the way a user does. */
async function change(page: Page, { field, value }: Change): Promise<void> {
  if (field === 'title') {
    await page.getByRole('combobox', { name: 'Title (optional)' }).selectOption(value);
  } else if (field === 'fuel') {
    await page.getByRole('radio', { name: fuelLabels[value] }).check();
  } else if (field === 'is_economy_7_radio') {
    await page.getByRole('radio', { name: value === 'yes' ? 'Yes' : 'No' }).check();
  } else if (field === 'date') {
    await page.getByLabel('Date you took the reading').fill(value);
  } else {
    const name = textLabels[field];
    if (name === undefined) throw new Error(`no label for ${field}`);
    await textbox(page, name).fill(value);
  }
}

/** The fuel and Economy 7 answers show the right fields. */
async function expectFieldsFor(page: Page, values: MeterReadFormInput): Promise<void> {
  const hasGas = values.fuel === 'Dual' || values.fuel === 'Gas';
  const hasElectricity = values.fuel === 'Dual' || values.fuel === 'Electricity';
  const economy7 = values.is_economy_7_radio === 'yes';
  await expect.poll(() => textbox(page, 'Gas customer number').count()).toBe(hasGas ? 1 : 0);
  expect(await textbox(page, 'Electricity customer number').count()).toBe(hasElectricity ? 1 : 0);
  expect(await textbox(page, 'Electricity meter reading').count()).toBe(
    hasElectricity && !economy7 ? 1 : 0,
  );
  expect(await textbox(page, 'Normal (day) reading').count()).toBe(
    hasElectricity && economy7 ? 1 : 0,
  );
  if (values.fuel !== '') {
    const fuel = fuelLabels[values.fuel] ?? values.fuel;
    expect(await page.getByRole('radio', { name: fuel }).isChecked()).toBe(true);
  }
}

/** The messages of a submit of the untouched form (spec §5), as the error summary lists them. */
const untouchedErrors = Object.values(keptDraft.errors);

const browser = browserForFile();
const axe = new AxeOncePerScreen();

/** The configuration's and the lead post's calls, held until a path step answers them. */
async function holdCalls(page: Page): Promise<{ config: HeldCalls; leads: HeldCalls }> {
  return {
    config: await HeldCalls.install(page, '**/meter-read/submit-meter-read.json', 'GET'),
    leads: await HeldCalls.install(page, '**/v1/leads', 'POST'),
  };
}

async function openForm(
  page: Page,
  draft: typeof keptDraft | undefined,
): Promise<{ config: HeldCalls; leads: HeldCalls }> {
  const held = await holdCalls(page);
  await openApp(
    page,
    `submit-meter-read?${new URLSearchParams(prefill).toString()}`,
    // The draft as the journey keeps it: under the URL prefill it was made for.
    draft === undefined
      ? {}
      : { 'help-and-support.draft.meter-read': { ...draft, scope: JSON.stringify(prefill) } },
  );
  return held;
}

/** Sends the first reading from the opened form once its read week is answered; the post is held. */
async function sendFirstReading(
  page: Page,
  { config, leads }: { config: HeldCalls; leads: HeldCalls },
): Promise<void> {
  await config.answer(200, openWeek, 'application/json');
  for (const step of typing[0] ?? []) await change(page, step);
  await page.getByRole('button', { name: 'Submit meter reading' }).click();
  await expect.poll(() => leads.pendingCount).toBe(1);
}

/**
 * Sends the first reading from the opened form and reloads its confirmation, as a visitor who
 * reloads the thank-you page; answers the reading's reference.
 */
async function confirmThenReload(
  page: Page,
  held: { config: HeldCalls; leads: HeldCalls },
): Promise<string> {
  await sendFirstReading(page, held);
  const reference = await passLead(held.leads);
  await expectPath(page, '/submit-meter-read-confirm');
  await page.reload();
  return reference;
}

/**
 * Opens the form without prefill with the configuration's next read held: the built page, or from
 * contact us once the closed week it read is stale.
 */
async function openWithStaleConfig(
  page: Page,
  fromContact: boolean,
): Promise<{ config: HeldCalls; leads: HeldCalls }> {
  const held = await holdCalls(page);
  await afterTheBuildsDataIsStale(page);
  if (!fromContact) {
    await openApp(page, 'submit-meter-read');
    return held;
  }
  await openApp(page, 'contact-us');
  await held.config.answer(200, closedWeek, 'application/json');
  // The closed week's answer takes the card's button away; the card's own link stays.
  const main = page.getByRole('main');
  await expect
    .poll(() => main.getByRole('link', { name: 'Submit a meter reading' }).count())
    .toBe(0);
  await page.clock.fastForward(31_000);
  await main.getByRole('link', { name: 'Submit a meter read', exact: true }).click();
  await expectPath(page, '/submit-meter-read');
  return held;
}

journeyPaths.describeBrowserPaths({
  suite: 'meter-read journey in Chromium, model-based paths',
  machine: meterReadMachine,
  coverageTitle: 'the browser paths cover every state and transition and every kind of reading',
  features: [...readings.map((reading) => `confirmed ${readingName(reading)}`), 'post failure'],
  samples,
  when: canHappen,
  inputs: [
    { name: 'prefilled from the URL', input },
    reloadInput,
    ...answeredAsThePageOpens,
    builtPage,
    fromContactUs,
    reloadedConfirmation,
  ],
  featuresOf: (path) => {
    const last = path.steps.at(-1)?.state;
    const reading = last?.context.reading;
    const failed = path.steps.some(({ state }) => state.hasTag('failed'));
    return [
      ...(last?.matches('confirmed') && reading ? [`confirmed ${readingName(reading)}`] : []),
      ...(failed ? ['post failure'] : []),
    ];
  },
  label,
  browser,
  async run({ covering, page, coverage }) {
    const reload = covering.inputName === reloadInput.name;
    const { config, leads } =
      covering.inputName === builtPage.name || covering.inputName === fromContactUs.name
        ? await openWithStaleConfig(page, covering.inputName === fromContactUs.name)
        : await openForm(page, reload ? keptDraft : undefined);
    const answeredBefore = answeredAsThePageOpens.find(({ name }) => name === covering.inputName)
      ?.input.config;
    if (answeredBefore) await config.answer(200, answeredBefore, 'application/json');
    let reference =
      covering.inputName === reloadedConfirmation.name
        ? await confirmThenReload(page, { config, leads })
        : undefined;

    await covering.path.test({
      events: {
        'xstate.done.actor.loadMeterReadConfig': on(
          'xstate.done.actor.loadMeterReadConfig',
          async (event) => {
            await config.answer(200, event.output, 'application/json');
          },
        ),
        'xstate.error.actor.loadMeterReadConfig': async () => {
          await config.answer(404, { message: 'Not Found' }, 'application/json');
        },
        'xstate.done.actor.loadPrefill': () => {
          // The prefill of a visitor who is not signed in answers by itself, with nothing to fill.
        },
        'reading.change': on('reading.change', async (event) => {
          await change(page, event);
        }),
        'reading.submit': async () => {
          await page.getByRole('button', { name: 'Submit meter reading' }).click();
        },
        'xstate.done.actor.submitLead': async () => {
          reference = await passLead(leads);
        },
        'xstate.error.actor.submitLead': async () => {
          await leads.answer(503, apiErrorBody(503, 'Service Unavailable'));
        },
        'failure.dismiss': () => dismissAlert(page),
        'config.refresh': on('config.refresh', async (event) => {
          await config.answer(200, event.config, 'application/json');
        }),
      },
      states: coverage.checks<Snapshot>({
        'meterRead.loadingConfig': async () => {
          await expectPath(page, '/submit-meter-read');
          // The app runs once the page has waited 3 s for the call, which it takes over: the
          // answer goes to the chart.
          await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
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
          const { form, reading } = snapshot.context;
          const failed = snapshot.hasTag('failed');
          // Prefilled from the URL, or what was typed.
          expect(await textbox(page, 'First name').inputValue()).toBe(form.values.first_name);
          expect(await textbox(page, 'Surname').inputValue()).toBe(form.values.last_name);
          await expectFieldsFor(page, form.values);
          // The configured introduction, as the configuration read last has it.
          const showsReworded = snapshot.context.config?.headingTemplate.includes(rewordedIntro);
          await expect
            .poll(() => page.getByText(rewordedIntro).count())
            .toBe(showsReworded ? 1 : 0);
          if (failed) {
            // §8: the alert with the configured template; what was typed is still there.
            await expect.poll(() => hasAlert(page, meterReadFailure)).toBe(true);
            // The template's phone link dials the configured number, without its spaces.
            const phoneLink = page
              .getByRole('alert')
              .filter({ hasText: meterReadFailure[0] })
              .locator('a[href^="tel:"]');
            expect(await phoneLink.getAttribute('href')).toMatch(/^tel:\d+$/);
            expect(await textbox(page, 'Surname').inputValue()).toBe(reading?.lastName);
            expect(await page.getByLabel('Date you took the reading').inputValue()).toBe(today);
          } else {
            expect(await hasAlert(page, meterReadFailure)).toBe(false);
            expect(await page.locator('input[type=hidden][name=company]').inputValue()).toBe(
              'Price-cap',
            );
          }
          await axe.check(page, `form failed:${failed}`);
        },
        'meterRead.form.editing': async () => {
          expect(await errorSummary(page)).toEqual([]);
          expect(await page.title()).not.toMatch(/^Error: /);
        },
        // The alert (checked above) and no message.
        'meterRead.form.failed': async () => {
          expect(await errorSummary(page)).toEqual([]);
          expect(await page.title()).not.toMatch(/^Error: /);
        },
        'meterRead.form.invalid': async (snapshot) => {
          const { errors, attempt, values } = snapshot.context.form;
          // The chart's messages in the form's order; the untouched form's are the spec's words.
          const expected = meterReadFormFields.flatMap((field) => errors[field] ?? []);
          if (attempt === 1 && isDeepStrictEqual(values, freshValues)) {
            expect(expected).toEqual(untouchedErrors);
          }
          await expect.poll(() => errorSummary(page)).toEqual(expected);
          expect(await page.title()).toMatch(/^Error: /);
          await axe.check(page, 'form invalid');
        },
        'meterRead.submitting': async (snapshot) => {
          const submitted = snapshot.context.reading;
          await expectPath(page, '/submit-meter-read');
          const body = (await expectLeadInFlight(page, {
            leads,
            submit: 'Submit meter reading',
            axe,
          })) as {
            data: { attributes: { 'additional-information': Record<string, unknown> } };
          };
          const info = body.data.attributes['additional-information'];
          expect(info.Company).toBe('Price-cap');
          expect(info.ReadingDate).toBe(today);
          expect(info.Fuel).toBe(
            submitted?.fuel === 'Dual' ? 'Gas and Electricity' : submitted?.fuel,
          );
        },
        'meterRead.confirmed': async () => {
          await expectConfirmation(page, {
            path: '/submit-meter-read-confirm',
            heading: 'Thank you for submitting your meter reading',
            texts: [
              `Your reference number is ${String(reference)}`,
              "If a bill is due, we'll use your reading for it.",
              "If we can't use your reading, we'll contact you.",
            ],
            axe,
          });
          const home = page.getByRole('main').getByRole('link', { name: 'Back to Help & Support' });
          expect(await home.getAttribute('href')).toBe('/help-and-support/');
          // The journey is over: Back opens a new form (the draft went with the confirmation).
          await page.goBack();
          await expectPath(page, '/submit-meter-read');
          // A reloaded confirmation read no configuration: the new form reads it.
          if (covering.inputName === reloadedConfirmation.name) {
            await config.answer(200, openWeek, 'application/json');
          }
          await expectHeading(page, 'Submit a meter reading');
          expect(await textbox(page, 'Surname').inputValue()).toBe('');
        },
      }),
    });
  },
});

/** Opens a new form and sends the first reading, its post held; answers the held post. */
async function sendFromNewForm(page: Page): Promise<HeldCalls> {
  const held = await openForm(page, undefined);
  await sendFirstReading(page, held);
  return held.leads;
}

describe('meter-read journey, leaving while the reading is sending', () => {
  const asksFirst =
    "We're still sending your details. If you leave this page now, you won't see your reference number. Leave this page?";

  /** Follows the header's Help & Support link, answering the question it asks with `leave`. */
  async function followHeaderLink(page: Page, leave: boolean): Promise<string[]> {
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void (leave ? dialog.accept() : dialog.dismiss());
    });
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Help & Support', exact: true })
      .click();
    await expect.poll(() => asked).toHaveLength(1);
    return asked;
  }

  it('asks first, and a visitor who stays sees the reference', async () => {
    const page = await newPage(browser());
    const leads = await sendFromNewForm(page);
    expect(await followHeaderLink(page, false)).toEqual([asksFirst]);
    await expectPath(page, '/submit-meter-read');
    const reference = await passLead(leads);
    await expectPath(page, '/submit-meter-read-confirm');
    await expect.poll(() => page.getByRole('main').innerText()).toContain(reference);
    await closePage(page);
  });

  it('asks first, and a visitor who leaves goes where the link leads', async () => {
    const page = await newPage(browser());
    await sendFromNewForm(page);
    expect(await followHeaderLink(page, true)).toEqual([asksFirst]);
    await expectHeading(page, 'Help & Support');
    await expectPath(page, '/');
    await closePage(page);
  });
});

describe('meter-read journey, routes', () => {
  it('redirects submit-meter-read/ to submit-meter-read', async () => {
    const page = await openAppPage(browser(), '/submit-meter-read/');
    await expectPath(page, '/submit-meter-read');
    await expectHeading(page, 'Submit a meter reading');
    await closePage(page);
  });

  it('shows the confirmation again on Forward after Back opened a new form', async () => {
    const page = await newPage(browser());
    const reference = await passLead(await sendFromNewForm(page));
    await expectPath(page, '/submit-meter-read-confirm');
    await page.goBack();
    await expectPath(page, '/submit-meter-read');
    await expectHeading(page, 'Submit a meter reading');
    await page.goForward();
    await expectPath(page, '/submit-meter-read-confirm');
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain(`Your reference number is ${reference}`);
    await closePage(page);
  });

  it('sends a direct visit to the confirm page back to the form', async () => {
    const page = await openAppPage(browser(), '/submit-meter-read-confirm');
    await expectPath(page, '/submit-meter-read');
    await closePage(page);
  });
});

describe('meter-read journey, the fuel answer (spec §3)', () => {
  it('a fuel or Economy 7 answer that hides fields takes their messages with them', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('submit-meter-read?fuel=Gas'));
    await textbox(page, 'Gas meter reading').waitFor();
    await page.getByRole('button', { name: 'Submit meter reading' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Enter your gas meter reading');

    await page.getByRole('radio', { name: 'Electricity only' }).check();
    await textbox(page, 'Gas meter reading').waitFor({ state: 'detached' });
    const listed = await summary.getByRole('link').allInnerTexts();
    expect(listed).toContain('Enter your surname');
    expect(listed.filter((message) => /gas/i.test(message))).toEqual([]);
    // Every message left links to an input on the page.
    for (const href of await summary
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(await page.locator(href).count()).toBe(1);
    }

    await page.getByRole('button', { name: 'Submit meter reading' }).click();
    await expect.poll(() => summary.innerText()).toContain('Enter your electricity meter reading');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await textbox(page, 'Electricity meter reading').waitFor({ state: 'detached' });
    expect(await summary.innerText()).not.toContain('Enter your electricity meter reading');
    await closePage(page);
  });
});

describe('meter-read journey, prefill from the URL (spec §3)', () => {
  const fieldValue = (page: Page, field: string) => page.locator(`#meter-${field}`).inputValue();

  it("opening the form with new parameters shows them, not an earlier visit's draft", async () => {
    const page = await newPage(browser());
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

  it('a title or fuel written in another case picks its option', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('submit-meter-read?title=mrs&fuel=electricity'));
    await page.locator('#meter-elec_account_number').waitFor();
    expect(await fieldValue(page, 'title')).toBe('Mrs');
    expect(await page.getByRole('radio', { name: 'Electricity only' }).isChecked()).toBe(true);
    await closePage(page);
  });
});

describe('meter-read journey with the keyboard only', () => {
  /** The digits of an ISO date in the order the browser's date box shows day, month and year. */
  function typedDate(page: Page, iso: string): Promise<string> {
    return page.evaluate((date) => {
      const [year = '', month = '', day = ''] = date.split('-');
      const digits: Record<string, string> = { year, month, day };
      return new Intl.DateTimeFormat(navigator.language, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
        .formatToParts(new Date(2000, 0, 1))
        .map((part) => digits[part.type] ?? '')
        .join('');
    }, iso);
  }

  it('sends a reading with Tab, Enter, arrow keys and typing, and mends a submit with errors', async () => {
    const page = await openAppPage(browser(), '/submit-meter-read');
    const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
    await expectHeading(page, 'Submit a meter reading');

    // An arrow key on the closed title list chooses the next entry.
    await tabTo(page, page.getByRole('combobox', { name: 'Title (optional)' }));
    await page.keyboard.press('ArrowDown');
    for (const [label, text] of [
      ['First name', person.firstName],
      ['Surname', person.lastName],
      ['Telephone number', person.telephone],
    ] as const) {
      await tabTo(page, textbox(page, label));
      await page.keyboard.type(text);
    }
    // The fuel question, nothing chosen yet, is one stop each way: Tab enters it on its first
    // answer and leaves it with the next press, Shift+Tab comes back on its last. Arrow keys move
    // the choice.
    await tabTo(page, page.getByRole('radio', { name: fuelLabels.Dual }));
    await page.keyboard.press('Tab');
    await expectFocus(page.getByLabel('Date you took the reading'));
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page.getByRole('radio', { name: fuelLabels.Electricity }));
    await page.keyboard.press('ArrowUp');
    expect(await page.getByRole('radio', { name: fuelLabels.Gas }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: fuelLabels.Electricity }).isChecked()).toBe(true);
    await tabTo(page, textbox(page, 'Electricity customer number'));
    await page.keyboard.type(economy7.accountNumber);
    // The Economy 7 question is answered No until the visitor says otherwise.
    await tabTo(page, page.getByRole('radio', { name: 'No' }));
    await page.keyboard.press('ArrowLeft');
    await tabTo(page, textbox(page, 'Normal (day) reading'));
    await page.keyboard.type(economy7.normalReading);
    await tabTo(page, textbox(page, 'Low (night) reading'));
    await page.keyboard.type(economy7.lowReading);
    // No reading date yet.
    const submit = page.getByRole('button', { name: 'Submit meter reading' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    const date = page.getByLabel('Date you took the reading');
    await followErrorSummary(page, 'Enter the date you took the reading', date);
    expect(leads.requests).toHaveLength(0);
    await page.keyboard.type(await typedDate(page, person.readingDate));
    await expect.poll(() => date.inputValue()).toBe(person.readingDate);
    await expect.poll(() => errorSummary(page)).toEqual([]);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // What the reference server stored.
    const stored = (await leads.pass()) as { data: { id: string; attributes: unknown } };
    expect(stored.data.attributes).toMatchObject({
      topic: 'PriceCapMeterRead',
      title: 'Mr',
      'first-name': person.firstName,
      surname: person.lastName,
      email: null,
      'additional-information': {
        Telephone: person.telephone,
        Fuel: 'Electricity',
        Company: 'Price-cap',
        ReadingDate: person.readingDate,
        ElecAccountNumber: economy7.accountNumber,
        IsEconomy7: true,
        Elec7ReadingNormal: economy7.normalReading,
        Elec7ReadingLow: economy7.lowReading,
      },
    });
    await expectConfirmation(page, {
      path: '/submit-meter-read-confirm',
      heading: 'Thank you for submitting your meter reading',
      texts: [
        `Your reference number is ${stored.data.id}`,
        "If we can't use your reading, we'll contact you.",
      ],
      axe,
    });
    await closePage(page);
  });
});
