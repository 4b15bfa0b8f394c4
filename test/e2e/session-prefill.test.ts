/**
 * Prefill of the details forms in Chromium (spec §4 "Prefill", §6), through the real sign-in of the
 * reference identity stand-in and the complaint journey's details form, which its chart fills
 * through `loadPrefill` from src/session. The lookup itself is tested per user against the server in
 * test/server/prefill-against-server.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, closePage, newPage, browserForFile } from './support/browser';
import { chooseAddress } from './support/journey-screens';
import { signIn, stubThirdParties, type TestUserName } from './support/third-parties';

const browser = browserForFile();

const FIELDS = ['firstName', 'surname', 'email', 'telephoneNumber'] as const;

function fieldValues(page: Page): Promise<string[]> {
  return Promise.all(FIELDS.map((field) => page.locator(`#details-${field}`).inputValue()));
}

/** Opens an app path (relative to /help-and-support/), signed in as `user` when given. */
async function openAs(user: TestUserName | undefined, path: string, ready: string): Promise<Page> {
  const page = await newPage(browser());
  await stubThirdParties(page.context());
  if (user) await signIn(page, user, `/help-and-support/${path}`);
  else await page.goto(appUrl(path));
  await page.waitForURL(appUrl(path));
  await page.locator(ready).waitFor();
  return page;
}

function openDetails(user: TestUserName | undefined): Promise<Page> {
  return openAs(user, 'complaints/gas-and-electricity', '#details-firstName');
}

describe('prefill of the details form', () => {
  it('fills name, email and mobile from the live account', async () => {
    const page = await openDetails('Priya Sharma');
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await expect
      .poll(() => fieldValues(page), { timeout: 10_000 })
      .toEqual(['Priya', 'Sharma', 'priya.sharma@example.com', '07400 123456']);
    await closePage(page);
  });

  it('fills name and email from the customer record when no account is live', async () => {
    const page = await openDetails('Gareth Hughes');
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await expect
      .poll(() => fieldValues(page), { timeout: 10_000 })
      .toEqual(['Gareth', 'Hughes', 'gareth.hughes@example.com', '']);
    await closePage(page);
  });

  it('asks an anonymous visitor to enter their details, and fills nothing', async () => {
    const page = await openDetails(undefined);
    await page.getByRole('group', { name: 'Enter your details' }).waitFor();
    await page.waitForTimeout(500);
    expect(await fieldValues(page)).toEqual(['', '', '', '']);
    await closePage(page);
  });
});

describe('prefill of the meter-read form', () => {
  const meterFields = ['first_name', 'last_name', 'telephone', 'email'] as const;
  const meterValues = (page: Page) =>
    Promise.all(meterFields.map((field) => page.locator(`#meter-${field}`).inputValue()));

  it("says 'Your details' to a signed-in customer and fills what the URL left empty", async () => {
    const page = await openAs('Priya Sharma', 'submit-meter-read?first_name=Pri', '#meter-email');
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await expect
      .poll(() => meterValues(page), { timeout: 10_000 })
      .toEqual(['Pri', 'Sharma', '07400 123456', 'priya.sharma@example.com']);
    await closePage(page);
  });

  it("says 'Enter your details' to an anonymous visitor", async () => {
    const page = await openAs(undefined, 'submit-meter-read', '#meter-email');
    await page.getByRole('group', { name: 'Enter your details' }).waitFor();
    expect(await page.getByRole('group', { name: 'Your details', exact: true }).count()).toBe(0);
    await closePage(page);
  });
});

describe('the signed-in lead (spec §3)', () => {
  it("carries the customer's live account with the 'A' prefix", async () => {
    const page = await openDetails('Priya Sharma');
    await expect
      .poll(() => page.locator('#details-firstName').inputValue(), { timeout: 10_000 })
      .toBe('Priya');
    await page.getByRole('radio', { name: 'No' }).check();
    await chooseAddress(page);
    // The test user's mobile is in Ofcom's drama range, which the phone rule refuses.
    await page.locator('#details-telephoneNumber').fill('07911 123456');
    await page.getByRole('button', { name: 'Next step' }).click();
    await page.getByRole('textbox', { name: 'What happened' }).fill('My meter reads too high.');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v1/leads'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await posted).postDataJSON() as {
      data: { attributes: Record<string, unknown> };
    };
    expect(body.data.attributes).toMatchObject({
      account: 'A30481756',
      'vulnerability-consent': false,
      'additional-information': { caseType: null, accountPrefix: 'A', textphoneNumber: null },
    });
    await closePage(page);
  });
});
