/**
 * The complaint / enquiry chart (machines/complaint.machine.ts) driven through the real UI in
 * Chromium: the model paths of the chart tests with samples a user can produce, reduced to the
 * fewest that walk every state and transition and reach the confirmation for all four complaint
 * values (the two complaints through select-type and select-energy, the two enquiries by their
 * direct links). Each event is a user action or a server answer; each state is asserted on screen
 * and checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { actorDone, actorFailed } from '../support/actor-events';
import { addressFields } from '../../machines/address-selection.machine';
import {
  complaintTypeList,
  complaintValues,
  type ComplaintValue,
  type EnquirySubject,
} from '../../machines/complaint-values';
import { hasErrors, type FormState } from '../../machines/form-kernel';
import {
  complaintMachine,
  detailsFormFields,
  queryFormFields,
  type DetailsFormField,
} from '../../machines/complaint.machine';
import { validateDetailsForm } from '../../machines/validation/details-form';
import { detailsStepSamples } from '../model/models/details-step-driver';
import { sampleHandlers } from '../model/models/model-kit';
import { expectConfirmation, expectLeadInFlight, passLead } from './support/journey-lead';
import { isUntouched, submitIsModelled } from '../model/form-checks';
import { addressReports } from '../model/models/address-reports';
import { choiceCanHappen, choiceStepSamples, type ModelEvent } from '../model/models/complaint';
import { closePage, newPage, serverOrigin, browserForFile } from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  appPath,
  expectPath,
  expectHeading,
  isInApp,
  openApp,
  visitInApp,
  openAppPage,
} from './support/journey-driver';
import * as journeyPaths from './support/journey-paths';
import {
  addressInput,
  addressReportFeatures,
  chooseAddress,
  chosenAddress,
  contactLabels,
  errorSummary,
  fillContactDetails,
  dismissAlert,
  hasAlert,
  leadFailure,
  person,
  cachedDetailsFor,
  reportAddress,
  limitNoticeChecks,
} from './support/journey-screens';
import { expectFocus, tabTo } from './support/keyboard';
import { carlowMews } from '../support/journey-fixtures';

type Snapshot = SnapshotFrom<typeof complaintMachine>;

/**
 * The headings of each complaint value's details and query pages, in the spec's words (§2
 * complaints/{complaint} and complaints/{complaint}/query; §9 calls the gas-and-electricity enquiry
 * the energy enquiry).
 */
const specHeadings: Readonly<Record<ComplaintValue, { details: string; query: string }>> = {
  'gas-and-electricity': { details: 'Making a complaint.', query: 'Tell us what happened' },
  'pay-as-you-go': { details: 'Making a complaint.', query: 'Tell us what happened' },
  'enquiry-gas-and-electricity': {
    details: 'Making an energy enquiry.',
    query: 'Tell us your enquiry',
  },
  'enquiry-pay-as-you-go': { details: 'Making an enquiry.', query: 'Tell us your enquiry' },
};

/** The address the user finds, and what the address selector reports of their actions on it. */
const address = carlowMews;
const reports = addressReports(address);
/** The details a user types, in page order (the optional textphone is left empty). */
const typedDetails = {
  ...person,
  vulnerability: 'true',
} satisfies Partial<Record<DetailsFormField, string>>;
type TypedDetailsField = keyof typeof typedDetails;
const detailsOrder = detailsFormFields.filter(
  (field): field is TypedDetailsField => field in typedDetails,
);
/** What a reload finds in sessionStorage `personalDetails` after an earlier complaint's visit. */
const cached = cachedDetailsFor('gas-and-electricity');
const queryText = 'My last bill doubled although we used less energy than last year.';
/** A query one character over the limit (spec §5): the live notice shows. */
const overLimitQuery = 'x'.repeat(30001);
const subject: EnquirySubject = 'Dispute Bill/Balance';

const samples: readonly ModelEvent[] = [
  ...choiceStepSamples(complaintTypeList),
  { type: 'journey.start', complaint: 'enquiry-gas-and-electricity' },
  { type: 'journey.start', complaint: 'enquiry-pay-as-you-go' },
  // A visitor who is not signed in: the prefill knows nothing.
  ...detailsStepSamples({ prefill: {}, reports, fields: detailsOrder, typed: typedDetails }),
  { type: 'query.change', field: 'query', value: queryText },
  { type: 'query.change', field: 'query', value: overLimitQuery },
  { type: 'query.change', field: 'subject', value: subject },
  { type: 'query.submit' },
  { type: 'route.visit', step: 'selectType' },
  { type: 'route.visit', step: 'selectEnergy' },
  { type: 'route.visit', step: 'details' },
  { type: 'route.visit', step: 'query' },
  actorDone('submitLead', { id: 'from-server' }),
  actorFailed('submitLead', '503'),
  { type: 'failure.dismiss' },
];
/** The sample a path step sends (path steps carry the sample objects themselves). */
const on = sampleHandlers(samples);

/**
 * The details as the step started them: nothing typed or submitted yet, or the answers of an earlier
 * valid submit (this session's cached details).
 */
function detailsAsStarted(context: Snapshot['context']): boolean {
  const { detailsForm } = context;
  return (
    detailsForm.attempt === 0 && (isUntouched(detailsForm) || context.personalDetails !== null)
  );
}

/**
 * What the UI can send (as in the chart tests): a journey starts at a complaint's details page only
 * on a fresh page (a direct link); the address child reports only what a user's action on it makes
 * from what it last reported (`reports.canReport`); a change always changes the value and a
 * radio choice cannot be undone. To keep the paths few a submit with errors is made once per form,
 * the service is settled before the payment type, the payment type before the details, the address
 * is chosen (or cleared) before the details are typed, the details are typed once each in page order
 * (valid answers), a submit with errors comes before typing (every answer refused), Back from the
 * details comes before typing, and the query is typed once.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { context } = snapshot;
  const { typeForm, energyForm, detailsForm, queryForm } = context;
  switch (event.type) {
    case 'journey.start':
      return context.complaint === null && context.complaintType === null;
    case 'address.reported':
      return detailsAsStarted(context) && reports.canReport(event, context);
    case 'xstate.done.actor.loadPrefill':
      return detailsAsStarted(context);
    case 'details.change': {
      const before = detailsOrder.slice(0, detailsOrder.indexOf(event.field as TypedDetailsField));
      return (
        context.address !== null &&
        detailsForm.values[event.field] === '' &&
        before.every((field) => detailsForm.values[field] !== '')
      );
    }
    case 'details.submit': {
      // With errors only before typing: every answer is then refused.
      const valid = validateDetailsForm(detailsForm.values).values !== null;
      const untyped = detailsOrder.every((field) => detailsForm.values[field] === '');
      return submitIsModelled(valid, detailsForm.attempt) && (valid || untyped);
    }
    case 'route.visit':
      // Back from the details step only before typing.
      return !snapshot.matches('enterDetails') || detailsAsStarted(context);
    case 'type.change':
    case 'energy.change':
      return choiceCanHappen(context, event);
    case 'type.submit':
      return context.complaint === null && isUntouched(energyForm) && typeForm.attempt === 0;
    case 'energy.submit':
      return context.personalDetails === null && energyForm.attempt === 0;
    case 'query.change':
      // The over-limit text only into the empty box; the query text replaces it.
      if (context.query !== null) return false;
      if (event.value === overLimitQuery) return queryForm.values.query === '';
      return (
        queryForm.values[event.field] === '' || queryForm.values[event.field] === overLimitQuery
      );
    case 'query.submit':
      return queryForm.attempt === 0 || !hasErrors(queryForm);
    case 'failure.dismiss':
      return snapshot.hasTag('failed');
    default:
      return true;
  }
}

/** The full-page redirects of select-type (docs/journeys.md), stubbed so the test stays offline. */
const externalPages: Record<string, string> = {
  homeServices: '/home-services/make-a-complaint',
  installations: '/installations/make-a-complaint',
  electricVehicle: '/electric-vehicles/make-a-complaint',
};

function label(event: ModelEvent): string {
  switch (event.type) {
    case 'type.change':
    case 'energy.change':
      return `${event.type}(${event.value})`;
    case 'query.change':
      return `${event.type}(${event.value === overLimitQuery ? 'over the limit' : event.field})`;
    case 'details.change':
      return `${event.type}(${event.field})`;
    case 'address.reported':
      return `${event.type}(${reports.kindOf(event)})`;
    case 'journey.start':
      return `${event.type}(${event.complaint})`;
    case 'route.visit':
      return `${event.type}(${event.step})`;
    default:
      return event.type.replace(/^xstate\./, '');
  }
}

function detailsPath(complaint: ComplaintValue | null): string {
  if (complaint === null) throw new Error('the model visits a complaint page without a complaint');
  return `/complaints/${complaint}`;
}

function stepPath(step: string, snapshot: Snapshot): string {
  switch (step) {
    case 'selectType':
      return '/make-a-complaint-select-type';
    case 'selectEnergy':
      return '/make-a-complaint-select-energy';
    case 'details':
      return detailsPath(snapshot.context.complaint);
    default:
      return `${detailsPath(snapshot.context.complaint)}/query`;
  }
}

function queryBox(page: Page) {
  return page.getByRole('textbox', { name: /What happened|Your enquiry/ });
}

function queryHeadingOf(complaint: ComplaintValue | null): string {
  if (complaint === null) throw new Error('query step without a complaint');
  return specHeadings[complaint].query;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** No error summary, and the plain title. */
async function expectNoErrors(page: Page, title: string): Promise<void> {
  await expect.poll(() => errorSummary(page)).toEqual([]);
  expect(await page.title()).toMatch(new RegExp(`^${escaped(title)} - Help & Support - `));
}

/** The error summary lists the form's messages in form order, and the title says 'Error: '. */
async function expectErrors<F extends string>(
  page: Page,
  title: string,
  form: FormState<F>,
): Promise<void> {
  const order = [...queryFormFields, 'complaintType', 'energyPayment'];
  const messages = order.flatMap((field) => form.errors[field as F] ?? []);
  await expect.poll(() => errorSummary(page)).toEqual(messages);
  expect(await page.title()).toMatch(new RegExp(`^Error: ${escaped(title)} - Help & Support - `));
}

/** The radio labels of select-type and select-energy, by the value each one sends. */
const complaintTypeLabels: Readonly<Record<string, string>> = {
  energy: 'Energy',
  homeServices: 'Home services',
  installations: 'Installations',
  electricVehicle: 'Electric Vehicle charge point',
};
const energyPaymentLabels: Readonly<Record<string, string>> = {
  credit: 'I pay on receipt of my bill',
  payAsYouGo: 'I top up my meter / PAYG',
  directDebit: 'I pay by Direct Debit',
  other: 'Other',
};

/** Checks the radio whose label `labels` gives for `value`. */
function checkRadio(
  page: Page,
  labels: Readonly<Record<string, string>>,
  value: string,
): Promise<void> {
  const label = labels[value];
  if (label === undefined) throw new Error(`no radio label for ${value}`);
  return page.getByRole('radio', { name: label, exact: true }).check();
}

function clickContinue(page: Page): Promise<void> {
  return page.getByRole('button', { name: 'Continue' }).click();
}

const browser = browserForFile();
const axe = new AxeOncePerScreen();

/**
 * The pay-as-you-go query page of a visitor whose details are cached, the query typed and lead
 * posts held.
 */
async function typedPayAsYouGoQuery(): Promise<{ page: Page; leads: HeldCalls }> {
  const page = await newPage(browser());
  const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
  await openApp(page, '/complaints/pay-as-you-go/query', {
    personalDetails: cachedDetailsFor('pay-as-you-go'),
    submissionKey: null,
  });
  await expectPath(page, '/complaints/pay-as-you-go/query');
  await page.getByRole('textbox', { name: 'What happened' }).fill(queryText);
  return { page, leads };
}

async function stubExternalPages(page: Page): Promise<void> {
  for (const path of Object.values(externalPages)) {
    await page.route(`${serverOrigin()}${path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Complaints</title><h1>Complaints</h1></html>`,
      }),
    );
  }
}

journeyPaths.describeBrowserPaths({
  suite: 'complaint journey in Chromium, model-based paths',
  machine: complaintMachine,
  coverageTitle:
    'the browser paths cover every state and transition of the chart and all four complaint values',
  features: [
    ...Object.keys(complaintValues).map((value) => `confirmed ${value}`),
    ...Object.keys(externalPages).map((type) => `external ${type}`),
  ],
  samples,
  when: canHappen,
  // The browser's visitor is not signed in.
  inputs: journeyPaths.newVisitAndReload(
    { signedIn: false, personalDetails: null, submissionKey: null },
    {
      what: 'cached personal details',
      input: { signedIn: false, personalDetails: cached, submissionKey: null },
    },
  ),
  featuresOf: (path) => {
    const reported = addressReportFeatures(reports, path.steps);
    const last = path.steps.at(-1)?.state;
    if (last?.matches('confirmed')) {
      return [...reported, `confirmed ${String(last.context.complaint)}`];
    }
    if (last?.matches('leavingForOtherComplaint')) {
      return [...reported, `external ${String(last.context.complaintType)}`];
    }
    return reported;
  },
  label,
  browser,
  async run({ covering, page, coverage }) {
    const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
    await stubExternalPages(page);
    const initial = covering.path.steps[0]?.state;
    const input = initial?.context.personalDetails ?? null;
    await openApp(
      page,
      '/make-a-complaint-select-type',
      input === null ? {} : { personalDetails: input },
    );
    let reference: string | undefined;
    // The model snapshot before the event being sent (set by every state check).
    let current: Snapshot | undefined;
    const tracked = (
      checks: Record<string, (snapshot: Snapshot) => Promise<void>>,
    ): Record<string, (snapshot: Snapshot) => Promise<void>> =>
      Object.fromEntries(
        Object.entries(checks).map(([id, check]) => [
          id,
          async (snapshot: Snapshot) => {
            current = snapshot;
            await check(snapshot);
          },
        ]),
      );

    await covering.path.test({
      events: {
        'type.change': on('type.change', async (event) => {
          await checkRadio(page, complaintTypeLabels, event.value);
        }),
        'type.submit': () => clickContinue(page),
        'energy.change': on('energy.change', async (event) => {
          await checkRadio(page, energyPaymentLabels, event.value);
        }),
        'energy.submit': () => clickContinue(page),
        // A direct link to an enquiry page: a fresh page load.
        'journey.start': on('journey.start', async (event) => {
          await openApp(page, `/complaints/${event.complaint}`);
        }),
        'xstate.done.actor.loadPrefill': () => {
          // The prefill of a visitor who is not signed in answers by itself, with nothing to fill.
        },
        'address.reported': on('address.reported', async (event) => {
          await reportAddress(page, reports.kindOf(event), event, 'complaint-details');
        }),
        'details.change': on('details.change', async (event) => {
          if (event.field === 'vulnerability') {
            await page.getByRole('radio', { name: event.value === 'true' ? 'Yes' : 'No' }).check();
          } else if (event.field !== 'textphoneNumber') {
            await page.getByRole('textbox', { name: contactLabels[event.field] }).fill(event.value);
          }
        }),
        'details.submit': async () => {
          await page.getByRole('button', { name: 'Next step' }).click();
        },
        'query.change': on('query.change', async (event) => {
          if (event.field === 'subject') {
            await page.getByRole('combobox', { name: 'Subject' }).selectOption(event.value);
          } else {
            await queryBox(page).fill(event.value);
          }
        }),
        'query.submit': async () => {
          await page.getByRole('button', { name: 'Submit' }).click();
        },
        'route.visit': on('route.visit', async (event) => {
          if (current === undefined) throw new Error('route.visit before the first state');
          if (!isInApp(page)) {
            // Back from the other complaint page.
            await page.goBack();
          } else {
            await visitInApp(page, stepPath(event.step, current));
          }
        }),
        'xstate.done.actor.submitLead': async () => {
          reference = await passLead(leads);
        },
        'failure.dismiss': () => dismissAlert(page),
        'xstate.error.actor.submitLead': async () => {
          await leads.abort();
        },
      },
      states: coverage.checks<Snapshot>(
        tracked({
          'complaint.selectType': async () => {
            await expectPath(page, '/make-a-complaint-select-type');
            await expectHeading(page, 'What is your complaint about?');
            for (const option of Object.values(complaintTypeLabels)) {
              expect(await page.getByRole('radio', { name: option, exact: true }).count()).toBe(1);
            }
            await axe.check(page, 'selectType');
          },
          'complaint.selectType.editing': async () => {
            await expectNoErrors(page, 'What is your complaint about?');
          },
          'complaint.selectType.invalid': async (snapshot) => {
            await expectErrors(page, 'What is your complaint about?', snapshot.context.typeForm);
            await axe.check(page, 'selectType invalid');
          },
          'complaint.leavingForOtherComplaint': async (snapshot) => {
            const external = externalPages[snapshot.context.complaintType ?? ''];
            await expect.poll(() => new URL(page.url()).pathname).toBe(external);
          },
          'complaint.selectEnergy': async () => {
            await expectPath(page, '/make-a-complaint-select-energy');
            await expectHeading(page, 'How do you pay for your energy?');
            for (const option of Object.values(energyPaymentLabels)) {
              expect(await page.getByRole('radio', { name: option, exact: true }).count()).toBe(1);
            }
            expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(1);
            await axe.check(page, 'selectEnergy');
          },
          'complaint.selectEnergy.editing': async () => {
            await expectNoErrors(page, 'How do you pay for your energy?');
          },
          'complaint.selectEnergy.invalid': async (snapshot) => {
            await expectErrors(
              page,
              'How do you pay for your energy?',
              snapshot.context.energyForm,
            );
            await axe.check(page, 'selectEnergy invalid');
          },
          'complaint.enterDetails': async (snapshot) => {
            const { complaint } = snapshot.context;
            if (complaint === null) throw new Error('details step without a complaint');
            await expectPath(page, detailsPath(complaint));
            await expectHeading(page, specHeadings[complaint].details);
            await page.getByRole('heading', { level: 2, name: 'A bit about you' }).waitFor();
            await page.getByRole('group', { name: 'Enter your details' }).waitFor();
            // 'Next step' appears only once an address is chosen (spec §4).
            const hasAddress = snapshot.context.address !== null;
            await expect
              .poll(() => page.getByRole('button', { name: 'Next step' }).count())
              .toBe(hasAddress ? 1 : 0);
            expect(await chosenAddress(page)).toBe(hasAddress ? address.label : null);
            const { detailsForm, addressForm } = snapshot.context;
            if (!hasAddress) {
              expect(await addressInput(page, 'postcode').inputValue()).toBe(
                addressForm.values.postcode,
              );
            }
            for (const field of detailsOrder) {
              const value = detailsForm.values[field];
              if (field === 'vulnerability') {
                for (const [radio, checked] of [
                  ['Yes', 'true'],
                  ['No', 'false'],
                ]) {
                  expect(await page.getByRole('radio', { name: radio }).isChecked()).toBe(
                    value === checked,
                  );
                }
              } else {
                expect(
                  await page.getByRole('textbox', { name: contactLabels[field] }).inputValue(),
                ).toBe(value);
              }
            }
            await axe.check(page, `enterDetails ${complaint} address:${hasAddress}`);
          },
          'complaint.enterDetails.editing': async () => {
            await expectNoErrors(page, 'A bit about you');
          },
          'complaint.enterDetails.invalid': async (snapshot) => {
            // Each message on show is the rules' message for what its field holds, in page order.
            const { detailsForm, addressForm } = snapshot.context;
            const rules = validateDetailsForm(detailsForm.values).errors;
            const messages = [
              ...detailsFormFields.flatMap((field) =>
                detailsForm.errors[field] === undefined
                  ? []
                  : (rules[field] ?? `no rule: ${field}`),
              ),
              ...addressFields.flatMap((field) => addressForm.errors[field] ?? []),
            ];
            await expect.poll(() => errorSummary(page)).toEqual(messages);
            expect(await page.title()).toMatch(/^Error: A bit about you - Help & Support - /);
            await axe.check(page, `enterDetails ${String(snapshot.context.complaint)} invalid`);
          },
          'complaint.describeQuery': async (snapshot) => {
            const { complaint } = snapshot.context;
            const failed = snapshot.hasTag('failed');
            if (complaint === null) throw new Error('query step without a complaint');
            await expectPath(page, `${detailsPath(complaint)}/query`);
            await expectHeading(page, specHeadings[complaint].query);
            expect(await page.getByRole('combobox', { name: 'Subject' }).count()).toBe(
              complaintValues[complaint].needsSubject ? 1 : 0,
            );
            const submit = page.getByRole('button', { name: 'Submit' });
            await expect.poll(() => submit.isEnabled()).toBe(true);
            if (failed) {
              // §8: the alert, and everything typed is still there.
              await expect.poll(() => hasAlert(page, leadFailure)).toBe(true);
              expect(await queryBox(page).inputValue()).toBe(
                snapshot.context.queryForm.values.query,
              );
            } else {
              expect(await hasAlert(page, leadFailure)).toBe(false);
            }
            await axe.check(page, `describeQuery ${complaint} failed:${failed}`);
          },
          'complaint.describeQuery.form': async () => {
            expect(await queryBox(page).count()).toBe(1);
          },
          ...limitNoticeChecks<Snapshot>(
            page,
            'complaint.describeQuery',
            'query-text',
            (snapshot) => snapshot.context.queryForm.values.query,
          ),
          'complaint.describeQuery.form.editing': async (snapshot) => {
            const { complaint } = snapshot.context;
            await expectNoErrors(page, queryHeadingOf(complaint));
          },
          // The alert (checked above) and no message.
          'complaint.describeQuery.form.failed': async (snapshot) => {
            const { complaint } = snapshot.context;
            await expectNoErrors(page, queryHeadingOf(complaint));
          },
          'complaint.describeQuery.form.invalid': async (snapshot) => {
            const { complaint, queryForm } = snapshot.context;
            await expectErrors(page, queryHeadingOf(complaint), queryForm);
            await axe.check(page, `describeQuery ${String(complaint)} invalid`);
          },
          'complaint.submitting': async (snapshot) => {
            await expectPath(page, `${detailsPath(snapshot.context.complaint)}/query`);
            // The post is held: the button is busy and disabled, and exactly one post was made.
            const { complaint } = snapshot.context;
            if (complaint === null) throw new Error('submitting without a complaint');
            const body = (await expectLeadInFlight(page, {
              leads,
              submit: 'Submit',
              axe,
              screen: `submitting ${complaint}`,
            })) as { data: { attributes: Record<string, unknown> } };
            expect(body.data.attributes['query-subtype']).toBe(
              complaintValues[complaint].querySubtype,
            );
          },
          'complaint.confirmed': async (snapshot) => {
            const { complaint } = snapshot.context;
            if (complaint === null || reference === undefined)
              throw new Error('no confirmation data');
            const kind = complaintValues[complaint].kind;
            // The journey's cache and drafts are cleared once it is confirmed.
            await expectConfirmation(page, {
              path: '/confirmation',
              heading:
                kind === 'complaint'
                  ? "Thank you, we've received your complaint"
                  : "Thank you, we've received your enquiry",
              texts: [
                `Your reference number is\n${reference}`,
                kind === 'complaint'
                  ? 'On average we respond within seven days, and always within 21 days.'
                  : complaint === 'enquiry-gas-and-electricity'
                    ? 'On average we respond within two days.'
                    : 'On average we respond within seven days.',
              ],
              axe,
              screen: `confirmed ${complaint}`,
            });
          },
        }),
      ),
    });
  },
});

describe('complaint journey, reliability', () => {
  it('keeps everything typed on the query page through a reload', async () => {
    const page = await openAppPage(browser(), '/complaints/enquiry-gas-and-electricity');
    await fillContactDetails(page);
    await page.getByRole('radio', { name: 'No' }).check();
    await chooseAddress(page);
    await page.getByRole('button', { name: 'Next step' }).click();
    await expectPath(page, '/complaints/enquiry-gas-and-electricity/query');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption(subject);
    await page.getByRole('textbox', { name: 'Your enquiry' }).fill(queryText);

    await page.reload();
    await expectPath(page, '/complaints/enquiry-gas-and-electricity/query');
    await expectHeading(page, 'Tell us your enquiry');
    expect(await page.getByRole('combobox', { name: 'Subject' }).inputValue()).toBe(subject);
    expect(await page.getByRole('textbox', { name: 'Your enquiry' }).inputValue()).toBe(queryText);

    // Back to the details: what was typed there is kept too.
    await page.goBack();
    await expectPath(page, '/complaints/enquiry-gas-and-electricity');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(
      person.firstName,
    );
    expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(
      person.email,
    );
    await closePage(page);
  });

  it('sends a visitor without cached details from the query page to the details page', async () => {
    const page = await openAppPage(browser(), '/complaints/gas-and-electricity/query');
    await expectPath(page, '/complaints/gas-and-electricity');
    await expectHeading(page, 'Making a complaint.');
    // The refused URL was replaced: Back does not return to it.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await closePage(page);
  });

  it('shows the §8 main API error when the leads API refuses, keeps the text and tracks it', async () => {
    const { page, leads } = await typedPayAsYouGoQuery();
    await page.getByRole('button', { name: 'Submit' }).click();
    await leads.answer(422, {
      errors: [{ id: 'err-77', status: '422', title: 'Unprocessable', detail: person.email }],
    });
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain("Your information hasn't gone through");
    expect(await alert.innerText()).toContain(
      "There's been a problem recording your details. Please try again.",
    );
    expect(await page.getByRole('textbox', { name: 'What happened' }).inputValue()).toBe(queryText);
    const tracked = await page.evaluate(() =>
      JSON.stringify(
        (window.dataLayer ?? []).filter((entry) => JSON.stringify(entry).includes('apiError')),
      ),
    );
    expect(JSON.parse(tracked)).toEqual([
      {
        event: 'apiError',
        pageName: '/help-and-support/complaints/pay-as-you-go/query',
        errorId: 'err-77',
        status: 422,
        failureCount: 1,
      },
    ]);
    expect(tracked).not.toContain(person.email);

    // A retry that goes through reaches the confirmation.
    await page.getByRole('button', { name: 'Submit' }).click();
    await leads.pass();
    await expectPath(page, '/confirmation');
    await closePage(page);
  });

  for (const [complaint, box] of [
    ['gas-and-electricity', 'What happened'],
    ['enquiry-pay-as-you-go', 'Your enquiry'],
  ] as const) {
    it(`accepts exactly 30000 characters on the ${complaint} query page, not 30001`, async () => {
      const page = await openAppPage(browser(), `/complaints/${complaint}/query`, {
        personalDetails: cachedDetailsFor(complaint),
      });
      await expectPath(page, `/complaints/${complaint}/query`);
      const text = page.getByRole('textbox', { name: box });
      const notice = page.locator('#query-text-limit');

      await text.fill('a'.repeat(30001));
      await expect
        .poll(() => notice.innerText())
        .toBe('Maximum character limit reached. You are currently 1 characters over.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => errorSummary(page))
        .toEqual(['Maximum character limit reached. You are currently 1 characters over.']);
      expect(await text.inputValue()).toHaveLength(30001);

      await text.fill('a'.repeat(30000));
      await expect.poll(() => notice.innerText()).toBe('');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expectPath(page, '/confirmation');
      await closePage(page);
    });
  }

  it('posts the lead once however often the submit button is clicked', async () => {
    const { page, leads } = await typedPayAsYouGoQuery();
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByRole('button', { name: 'Submit' }).click({ force: true });
    await expect.poll(() => leads.pendingCount).toBe(1);
    await leads.pass();
    await expectPath(page, '/confirmation');
    expect(leads.requests).toHaveLength(1);
    await closePage(page);
  });

  it('shows the errors, keeps them on Back and Next, and prefixes the title', async () => {
    const page = await openAppPage(browser(), '/complaints/gas-and-electricity');
    await chooseAddress(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('button', { name: 'Next step' }).click();
    const expected = [
      'Enter your surname',
      'Enter your email address',
      'Enter a telephone number',
      'Select yes or no',
    ];
    await expect.poll(() => errorSummary(page)).toEqual(expected);
    expect(await page.title()).toMatch(/^Error: A bit about you - /);
    await axe.check(page, 'details with the error summary');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'error-summary',
    );
    // Each summary entry leads to its field.
    await page.getByRole('link', { name: 'Enter your email address' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('details-email');
    const email = page.getByRole('textbox', { name: 'Email address' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input.getAttribute('aria-describedby'))).toContain(
      'error',
    );

    await visitInApp(page, '/complaints/gas-and-electricity/query');
    // Refused (no cached details): the details page stays, with its errors and values.
    await expectPath(page, '/complaints/gas-and-electricity');
    await expect.poll(() => errorSummary(page)).toEqual(expected);
    await page.goBack();
    await expectPath(page, '/complaints/gas-and-electricity');
    await openApp(page, '/make-a-complaint-select-type');
    await page.goBack();
    await expectPath(page, '/complaints/gas-and-electricity');
    await expect.poll(() => errorSummary(page)).toEqual(expected);
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ada');
    await closePage(page);
  });

  it('sends an unknown complaint value to the site not-found page', async () => {
    const page = await openAppPage(browser(), '/complaints/broadband');
    await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
    await closePage(page);
  });

  it('sends a visit to the confirmation without a journey home', async () => {
    const page = await openAppPage(browser(), '/confirmation');
    await expectPath(page, '/');
    await closePage(page);
  });

  it('comes back to select-type from another complaint page and can choose again', async () => {
    const page = await newPage(browser());
    await stubExternalPages(page);
    await openApp(page, '/make-a-complaint-select-type');
    await page.getByRole('radio', { name: 'Installations' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${serverOrigin()}/installations/make-a-complaint`);
    await page.goBack();
    await expectPath(page, '/make-a-complaint-select-type');
    await page.getByRole('radio', { name: 'Energy', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/make-a-complaint-select-energy');
    expect(appPath(page)).toBe('/make-a-complaint-select-energy');
    await closePage(page);
  });
});

describe('complaint journey with the keyboard only', () => {
  it('completes a complaint with Tab, Space, Enter, arrow keys and typing', async () => {
    const page = await openAppPage(browser(), '/make-a-complaint-select-type');
    await expectHeading(page, 'What is your complaint about?');
    const button = (name: string) => page.getByRole('button', { name });

    await tabTo(page, page.getByRole('radio', { name: 'Energy', exact: true }));
    await page.keyboard.press('Space');
    await tabTo(page, button('Continue'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/make-a-complaint-select-energy');

    await tabTo(page, page.getByRole('radio', { name: 'I pay on receipt of my bill' }));
    await page.keyboard.press('Space');
    await tabTo(page, button('Continue'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/complaints/gas-and-electricity');

    for (const field of ['firstName', 'surname', 'email', 'telephoneNumber'] as const) {
      await tabTo(page, page.getByRole('textbox', { name: contactLabels[field] }));
      await page.keyboard.type(person[field]);
    }
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await tabTo(page, addressInput(page, 'postcode'));
    await page.keyboard.type('SW1A 1AA');
    // Enter in the postcode box runs the lookup.
    await page.keyboard.press('Enter');
    // The list of found addresses takes focus.
    await expectFocus(page.getByRole('combobox', { name: 'Select your address' }));
    // Arrow keys on a closed native select choose the next entry, which picks it.
    await page.keyboard.press('ArrowDown');
    await page.getByTestId('chosen-address').waitFor();
    await tabTo(page, button('Next step'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/complaints/gas-and-electricity/query');

    await tabTo(page, page.getByRole('textbox', { name: 'What happened' }));
    await page.keyboard.type(queryText);
    await tabTo(page, button('Submit'));
    await page.keyboard.press('Enter');
    await expectPath(page, '/confirmation');
    await expectHeading(page, "Thank you, we've received your complaint");
    await closePage(page);
  });
});
