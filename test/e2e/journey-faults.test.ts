/**
 * Fault rehearsal: every call of every journey fails in each way a bad connection or a broken
 * backend can fail it — no answer at all, no answer within the client's 20 seconds, a JSON:API 500,
 * malformed JSON and a gateway's HTML 502 (and on the lead posts a bare 500, a 503, a 422 and a 429
 * refusal, and a connection dropped mid-request). Each time the user sees the
 * exact spec §8 text, keeps every character typed, and a retry succeeds. A lead whose answer is lost
 * after the server stored it is stored exactly once when the user sends it again (the journey's
 * idempotency key). The prefill lookups fail silently (§8: logged only) and leave the form to the user.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readingDateWindow } from '../../machines/validation/meter-read-form';
import { closePage, newPage, browserForFile } from './support/browser';
import {
  HeldCalls,
  apiErrorBody,
  expectHeading,
  expectPath,
  openApp,
} from './support/journey-driver';
import { recordConsoleErrors, signIn, type TestUserName } from './support/third-parties';
import {
  addressFailure,
  addressSection,
  chooseAddress,
  chosenAddress,
  dismissAlert,
  fillContactDetails,
  findAddress,
  hasAlert,
  leadFailure,
  manualAddress,
  person,
  saveManualAddress,
} from './support/journey-screens';

const faults = [
  'network error',
  'timeout',
  '500 JSON:API error',
  'malformed JSON',
  'non-JSON 502',
] as const;

/** The lead posts also meet a bare 500, a 503, a refusal and a connection dropped mid-request. */
const leadPostFaults = [
  ...faults,
  '500 without an errors document',
  '503',
  '422 JSON:API error',
  'dropped connection',
] as const;
type Fault = (typeof leadPostFaults)[number];

/** The id of the first error in the leads API's refusal (kept and tracked, spec §8). */
const REFUSAL_ID = 'lead-refused-422';

/** The client gives up after this long (src/api/http/http-client.ts). */
const CLIENT_TIMEOUT_MS = 20_000;

/** Fails the oldest held call the way `fault` says; a timeout leaves it unanswered past the limit. */
async function inflict(page: Page, calls: HeldCalls, fault: Fault): Promise<void> {
  switch (fault) {
    case 'network error':
      return calls.abort();
    case 'dropped connection':
      return calls.abort('connectionreset');
    case 'timeout':
      await calls.next();
      await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1);
      return;
    case '500 JSON:API error':
      return calls.answer(500, apiErrorBody(500, 'Internal Server Error'));
    case '500 without an errors document':
      return calls.answerText(500, '', 'text/plain');
    case '503':
      return calls.answerText(503, 'Service Unavailable', 'text/plain');
    case '422 JSON:API error':
      return calls.answer(422, {
        errors: [{ id: REFUSAL_ID, status: '422', title: 'Unprocessable', detail: 'Refused' }],
      });
    case 'malformed JSON':
      return calls.answerText(200, '{"data": {"type": "leads", "id": ', 'application/vnd.api+json');
    case 'non-JSON 502':
      return calls.answerText(
        502,
        '<html><body><h1>502 Bad Gateway</h1></body></html>',
        'text/html',
      );
  }
}

/** Spec §8 "Main API error": the leads API answered, and refused the data. */
const leadNotRecorded = [
  "Your information hasn't gone through",
  "There's been a problem recording your details. Please try again.",
] as const;

/**
 * A lead the leads API refused (a 4xx with a JSON:API errors document) is a main API error; a
 * server failure or no answer at all is the §8 "lead post failure".
 */
function leadAlertFor(fault: Fault): readonly string[] {
  return fault === '422 JSON:API error' ? leadNotRecorded : leadFailure;
}

/** Spec §8 "Meter read post failure": the heading and the configured template (server fixture). */
const meterReadFailure = [
  "Sorry, we're having technical issues right now",
  "We couldn't save your reading just now.",
] as const;

/** Spec §8 "Meter read window closed". */
const meterReadClosed =
  "We're sorry the online form to submit meter readings is no longer available.";

async function expectAlert(page: Page, texts: readonly string[]): Promise<void> {
  await expect.poll(() => hasAlert(page, texts), { timeout: 10_000 }).toBe(true);
}

/** Leads stored by the reference server whose body contains `marker`. */
function storedLeads(marker: string): number {
  const db = new Database(join(inject('dataDir'), 'help-and-support.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM leads WHERE body LIKE ?')
      .get(`%${marker}%`);
    return row?.n ?? 0;
  } finally {
    db.close();
  }
}

/** The browser's Back to the step before, then Forward to this one again. */
async function backAndForward(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(path);
  await page.goForward();
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function expectContactDetailsKept(page: Page): Promise<void> {
  expect(await textbox(page, 'First name').inputValue()).toBe(person.firstName);
  expect(await textbox(page, 'Surname').inputValue()).toBe(person.surname);
  expect(await textbox(page, 'Email address').inputValue()).toBe(person.email);
  expect(await textbox(page, 'Telephone number').inputValue()).toBe(person.telephoneNumber);
}

const browser = browserForFile();

/** A page whose clock the test can move (to reach the client's timeout without waiting for it). */
async function openPage(): Promise<Page> {
  const page = await newPage(browser());
  await page.clock.install();
  return page;
}

/** The details step of each journey that has one, with the contact details typed. */
const detailsSteps = {
  complaint: async (page: Page) => {
    await openApp(page, '/complaints/gas-and-electricity');
    await fillContactDetails(page);
  },
  feedback: async (page: Page) => {
    await openApp(page, '/complaints/feedback');
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Please keep my credit.');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    await fillContactDetails(page);
  },
};

describe.each(Object.entries(detailsSteps))('%s journey, address calls', (_journey, toDetails) => {
  it.each(faults)('address lookup: %s', async (fault) => {
    const page = await openPage();
    const lookups = await HeldCalls.install(page, '**/v1/addresses?*', 'GET');
    await toDetails(page);
    await findAddress(page, 'SW1A 1AA');
    await inflict(page, lookups, fault);
    await expectAlert(page, addressFailure);
    await expectContactDetailsKept(page);
    const postcode = addressSection(page).getByRole('textbox', { name: 'Postcode', exact: true });
    expect(await postcode.inputValue()).toBe('SW1A 1AA');

    await addressSection(page).getByRole('button', { name: 'Find address' }).click();
    await lookups.pass();
    expect(await hasAlert(page, addressFailure)).toBe(false);
    await addressSection(page)
      .getByRole('combobox', { name: 'Select your address' })
      .selectOption({ index: 1 });
    await expect.poll(() => chosenAddress(page)).not.toBeNull();
    await closePage(page);
  });

  it('address lookup failure: closing the alert leaves the postcode to try again', async () => {
    const page = await openPage();
    const lookups = await HeldCalls.install(page, '**/v1/addresses?*', 'GET');
    await toDetails(page);
    await findAddress(page, 'SW1A 1AA');
    await inflict(page, lookups, 'network error');
    await expectAlert(page, addressFailure);
    await dismissAlert(addressSection(page));
    await expect.poll(() => hasAlert(page, addressFailure)).toBe(false);
    const postcode = addressSection(page).getByRole('textbox', { name: 'Postcode', exact: true });
    expect(await postcode.inputValue()).toBe('SW1A 1AA');
    await expectContactDetailsKept(page);
    await closePage(page);
  });

  it.each(faults)('manual address save: %s', async (fault) => {
    const page = await openPage();
    const saves = await HeldCalls.install(page, '**/v1/addresses', 'POST');
    await toDetails(page);
    await addressSection(page).getByRole('button', { name: 'Enter the address manually' }).click();
    await saveManualAddress(page);
    await inflict(page, saves, fault);
    await expectAlert(page, addressFailure);
    await expectContactDetailsKept(page);
    const section = addressSection(page);
    expect(await section.getByRole('textbox', { name: 'Address line 1' }).inputValue()).toBe(
      manualAddress.addressLine1,
    );
    expect(
      await section.getByRole('textbox', { name: 'Postcode of the address' }).inputValue(),
    ).toBe(manualAddress.postcode);

    await section.getByRole('button', { name: 'Save and use this address' }).click();
    await saves.pass();
    await expect.poll(() => chosenAddress(page)).toContain(manualAddress.addressLine1);
    await closePage(page);
  });
});

/** Each journey's way to its lead post, with a marker typed into the lead so it can be counted. */
const leadSubmissions = {
  complaint: {
    reference: "Thank you, we've received your complaint",
    async fill(page: Page, marker: string) {
      await openApp(page, '/complaints/gas-and-electricity');
      await fillContactDetails(page);
      await page.getByRole('radio', { name: 'No' }).check();
      await chooseAddress(page);
      await page.getByRole('button', { name: 'Next step' }).click();
      await expectPath(page, '/complaints/gas-and-electricity/query');
      await page.getByRole('textbox', { name: 'What happened' }).fill(`Bill doubled ${marker}`);
    },
    submit: (page: Page) => page.getByRole('button', { name: 'Submit' }).click(),
    async expectKept(page: Page, marker: string) {
      expect(await page.getByRole('textbox', { name: 'What happened' }).inputValue()).toBe(
        `Bill doubled ${marker}`,
      );
    },
    /** Empties a required field, then (`marker` given) types its answer back. */
    async retype(page: Page, marker?: string) {
      const box = page.getByRole('textbox', { name: 'What happened' });
      await box.fill(marker === undefined ? '' : `Bill doubled ${marker}`);
    },
  },
  feedback: {
    reference: 'Thank you for your feedback',
    async fill(page: Page, marker: string) {
      await openApp(page, '/complaints/feedback');
      await page.getByRole('textbox', { name: 'Your feedback' }).fill(`Keep it ${marker}`);
      await page.getByRole('button', { name: "I don't want the refund" }).click();
      await expectPath(page, '/complaints/feedback/personal-details');
      await fillContactDetails(page);
    },
    submit: (page: Page) => page.getByRole('button', { name: 'Submit' }).click(),
    expectKept: (page: Page) => expectContactDetailsKept(page),
    async retype(page: Page, marker?: string) {
      await textbox(page, 'First name').fill(marker === undefined ? '' : person.firstName);
    },
  },
  'meter read': {
    reference: 'Thank you for submitting your meter reading',
    async fill(page: Page, marker: string) {
      await openApp(page, '/submit-meter-read');
      await textbox(page, 'First name').fill('Mary');
      await textbox(page, 'Surname').fill(marker);
      await textbox(page, 'Telephone number').fill('01632 960002');
      await page.getByRole('radio', { name: 'Gas only' }).check();
      await textbox(page, 'Gas customer number').fill('850123456789');
      await textbox(page, 'Gas meter reading').fill('01234');
      await page.getByLabel('Date you took the reading').fill(readingDateWindow(new Date()).latest);
    },
    submit: (page: Page) => page.getByRole('button', { name: 'Submit meter reading' }).click(),
    async expectKept(page: Page, marker: string) {
      expect(await textbox(page, 'Surname').inputValue()).toBe(marker);
      expect(await textbox(page, 'Gas meter reading').inputValue()).toBe('01234');
    },
    async retype(page: Page, marker?: string) {
      await textbox(page, 'Gas meter reading').fill(marker === undefined ? '' : '01234');
    },
  },
};

function alertFor(journey: keyof typeof leadSubmissions, fault: Fault): readonly string[] {
  return journey === 'meter read' ? meterReadFailure : leadAlertFor(fault);
}

/** What each journey logs when its lead post fails (spec §8: "the error is also logged"). */
const loggedFailure: Record<keyof typeof leadSubmissions, string> = {
  complaint: 'The complaint could not be sent',
  feedback: 'The feedback could not be sent',
  'meter read': 'The meter reading could not be sent',
};

/** The main API errors the page pushed to the analytics data layer. */
function trackedApiErrors(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        'event' in entry &&
        entry.event === 'apiError',
    ),
  );
}

describe.each(Object.keys(leadSubmissions) as Array<keyof typeof leadSubmissions>)(
  '%s journey, lead post',
  (journey) => {
    const steps = leadSubmissions[journey];

    /**
     * A page of its own whose lead post is held: the journey filled in (with a new marker in the
     * lead) and submitted.
     */
    async function submitWithLeadPostHeld(markerPrefix: string) {
      const page = await openPage();
      const errors = recordConsoleErrors(page);
      const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
      const marker = `${markerPrefix}-${randomUUID()}`;
      await steps.fill(page, marker);
      await steps.submit(page);
      return { page, leads, marker, errors };
    }

    /** The user sends the kept form again: it posts, confirms, and the lead is stored once. */
    async function sendAgainAndConfirm(page: Page, leads: HeldCalls, marker: string) {
      await steps.submit(page);
      await leads.pass();
      await expectHeading(page, steps.reference);
      expect(storedLeads(marker)).toBe(1);
    }

    it.each(journey === 'meter read' ? faults : leadPostFaults)('%s', async (fault) => {
      const { page, leads, marker, errors } = await submitWithLeadPostHeld('fault');
      await inflict(page, leads, fault);
      await expectAlert(page, alertFor(journey, fault));
      await steps.expectKept(page, marker);
      expect(storedLeads(marker)).toBe(0);
      expect(errors.some((text) => text.includes(loggedFailure[journey]))).toBe(true);
      if (fault === '422 JSON:API error') {
        expect(await trackedApiErrors(page)).toEqual([
          expect.objectContaining({ errorId: REFUSAL_ID, status: 422 }),
        ]);
      }

      await sendAgainAndConfirm(page, leads, marker);
      await closePage(page);
    });

    it('closing the alert (spec §4) hides it for good: focus goes to the heading, the input stays', async () => {
      const { page, leads, marker } = await submitWithLeadPostHeld('dismissed');
      await inflict(page, leads, 'network error');
      const alert = alertFor(journey, 'network error');
      await expectAlert(page, alert);
      await dismissAlert(page);
      await expect.poll(() => hasAlert(page, alert)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await steps.expectKept(page, marker);
      if (journey !== 'meter read') {
        // Back to the step before and on again: the chart no longer holds the failure.
        await backAndForward(page);
        await steps.expectKept(page, marker);
        expect(await hasAlert(page, alert)).toBe(false);
      }

      await sendAgainAndConfirm(page, leads, marker);
      await closePage(page);
    });

    it("a submit with errors takes the alert's place, which does not come back once they are put right", async () => {
      const { page, leads, marker } = await submitWithLeadPostHeld('replaced');
      await inflict(page, leads, 'network error');
      const alert = alertFor(journey, 'network error');
      await expectAlert(page, alert);
      if (journey !== 'meter read') {
        // Until it is closed, the alert is there again after Back and Forward.
        await backAndForward(page);
        await expectAlert(page, alert);
      }
      await steps.retype(page);
      await steps.submit(page);
      const summary = page.getByTestId('error-summary');
      await summary.waitFor();
      expect(await summary.innerText()).toContain('There is a problem');
      expect(await hasAlert(page, alert)).toBe(false);
      await steps.retype(page, marker);
      await summary.waitFor({ state: 'detached' });
      expect(await hasAlert(page, alert)).toBe(false);

      await sendAgainAndConfirm(page, leads, marker);
      await closePage(page);
    });

    it('rate limited (429 with Retry-After): says so as §8 does and keeps the input', async () => {
      const { page, leads, marker } = await submitWithLeadPostHeld('limited');
      const limited = await leads.next();
      await limited.fulfill({
        status: 429,
        contentType: 'application/vnd.api+json',
        headers: { 'Retry-After': '30' },
        body: JSON.stringify(apiErrorBody(429, 'Too many requests')),
      });
      await expectAlert(page, journey === 'meter read' ? meterReadFailure : leadNotRecorded);
      await steps.expectKept(page, marker);

      await sendAgainAndConfirm(page, leads, marker);
      await closePage(page);
    });

    it('stores one lead when the answer is lost after the server stored it, and the user sends again', async () => {
      const { page, leads, marker } = await submitWithLeadPostHeld('lost');
      const first = await leads.next();
      const stored = await first.fetch();
      expect(stored.status()).toBe(201);
      await first.abort('failed');
      await expectAlert(page, journey === 'meter read' ? meterReadFailure : leadFailure);
      expect(storedLeads(marker)).toBe(1);

      await steps.submit(page);
      const replayed = (await leads.pass()) as { data: { id: string } };
      await expectHeading(page, steps.reference);
      const firstBody = (await stored.json()) as { data: { id: string } };
      expect(replayed.data.id).toBe(firstBody.data.id);
      expect(storedLeads(marker)).toBe(1);
      const [firstKey, secondKey] = await Promise.all(
        leads.requests.map((request) => request.headerValue('idempotency-key')),
      );
      expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
      expect(secondKey).toBe(firstKey);
      await closePage(page);
    });
  },
);

describe('meter read configuration', () => {
  it.each(faults)('%s on every attempt: the form says it is not available', async (fault) => {
    const page = await openPage();
    const configs = await HeldCalls.install(page, '**/meter-read/submit-meter-read.json', 'GET');
    await openApp(page, '/submit-meter-read');
    // The remote cache tries four times, waiting 1, 2 and 4 seconds between attempts.
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await inflict(page, configs, fault);
      if (attempt < 4) await page.clock.fastForward(2 ** (attempt - 1) * 1000 + 1);
    }
    await expect
      .poll(() => page.getByRole('main').innerText(), { timeout: 10_000 })
      .toContain(meterReadClosed);
    expect(configs.requests).toHaveLength(4);

    await page.reload();
    await configs.pass();
    await textbox(page, 'First name').waitFor();
    await closePage(page);
  });
});

/**
 * The prefill calls of a signed-in customer (spec §8: "account or customer lookup failure — logged
 * only; no user message"): the details form stays usable and empty, and nothing typed is replaced.
 */
const prefillCalls: ReadonlyArray<{ call: string; url: string; user: TestUserName }> = [
  { call: 'account status count', url: '**/v1/accounts/status-count', user: 'Priya Sharma' },
  { call: 'accounts', url: '**/v1/accounts', user: 'Priya Sharma' },
  { call: 'customer', url: '**/v1/customers', user: 'Gareth Hughes' },
];

describe.each(prefillCalls)('prefill: $call', ({ url, user }) => {
  it.each(faults)('%s: logged only, the form is left to the user', async (fault) => {
    const page = await openPage();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const calls = await HeldCalls.install(page, url, 'GET');
    await signIn(page, user, '/help-and-support/complaints/gas-and-electricity');
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await inflict(page, calls, fault);
    await expect
      .poll(() => logged.some((text) => text.includes('Could not look up the details to prefill')))
      .toBe(true);
    // The lookup is not retried: nothing can arrive later and replace what the user types.
    expect(calls.requests).toHaveLength(1);
    expect(await textbox(page, 'First name').inputValue()).toBe('');
    await fillContactDetails(page);
    await page.clock.fastForward(60_000);
    await expectContactDetailsKept(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    await closePage(page);
  });
});
