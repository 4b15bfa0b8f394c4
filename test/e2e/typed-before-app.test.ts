/**
 * A prerendered page can be typed in before the app starts. What a visitor types or chooses then
 * survives the app's start in every prerendered field (the search block, and the journey steps a
 * new visitor's page holds), and until the app runs the search form is a plain GET to /search
 * under the browser's own checks. The app is held back by holding its scripts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, appUrl, browserForFile, closePage, gate } from './support/browser';
import { expectPath } from './support/journey-driver';
import {
  addressSection,
  chooseFoundAddress,
  chosenAddress,
  contactLabels,
  fillContactDetails,
  person,
} from './support/journey-screens';

const browser = browserForFile();

/** `path`'s page with the app's scripts held until `startApp`, which then waits for the app. */
async function openWithAppHeld(path: string, stored: Record<string, string> = {}) {
  const context = await browser().newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, stored);
  const app = gate();
  // The app's modules wait; the page's HTML, which holds its start script, does not.
  await page.route(/\/help-and-support\/assets\/.*\.js$/, async (route) => {
    await app.opened;
    await route.continue();
  });
  await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
  const startApp = async (): Promise<void> => {
    app.open();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  };
  return { page, problems, startApp };
}

/** Answers /search (outside this app) and resolves with the query a search sent. */
async function answerSearch(page: Page): Promise<() => Promise<Record<string, string>>> {
  await page.route('**/search?*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Search</title>' }),
  );
  return async () => {
    await page.waitForURL((url) => url.pathname === '/search');
    return Object.fromEntries(new URL(page.url()).searchParams);
  };
}

const searchText = 'submit a meter reading';

function searchForm(page: Page) {
  return page.getByRole('search', { name: "Can't find what you're looking for?" });
}

function searchField(page: Page) {
  return searchForm(page).getByLabel('Search for a keyword or question');
}

describe('the search block before the app starts', () => {
  it('keeps what was typed when the app starts, and searches for it', async () => {
    const { page, problems, startApp } = await openWithAppHeld('meters');
    const searched = await answerSearch(page);
    await searchField(page).pressSequentially(searchText);
    await startApp();
    expect(await searchField(page).inputValue()).toBe(searchText);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    expect(await searched()).toEqual({ q: searchText, initiated: '/help-and-support/meters' });
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it("is a plain GET to /search with q and initiated, under the browser's required and maxlength", async () => {
    const { page } = await openWithAppHeld('meters');
    const searched = await answerSearch(page);
    const form = searchForm(page);
    expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(false);
    const field = searchField(page);
    expect(
      await field.evaluate((input) => [
        (input as HTMLInputElement).required,
        (input as HTMLInputElement).maxLength,
      ]),
    ).toEqual([true, 2000]);

    // The browser refuses an empty search: nothing is sent.
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await field.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(
      true,
    );
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/help-and-support/meters');

    await field.fill(searchText);
    await form.getByRole('button', { name: 'Search' }).click();
    expect(await searched()).toEqual({ q: searchText, initiated: '/help-and-support/meters' });
    await closePage(page);
  });
});

describe('journey steps before the app starts', () => {
  it('select-type: the choice made is kept and taken on', async () => {
    const { page, problems, startApp } = await openWithAppHeld('make-a-complaint-select-type');
    const energy = page.getByRole('radio', { name: 'Energy' });
    await energy.check();
    await startApp();
    expect(await energy.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/make-a-complaint-select-energy');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it("the complaint's details: every answer is kept and reaches the chart", async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/gas-and-electricity');
    await fillContactDetails(page);
    const textphone = page.getByRole('textbox', {
      name: 'Textphone or international number (optional)',
    });
    await textphone.fill('18001');
    await page.getByRole('radio', { name: 'No' }).check();
    const postcode = addressSection(page).getByRole('textbox', { name: 'Postcode', exact: true });
    await postcode.fill('SW1A 1AA');
    await startApp();

    for (const [field, label] of Object.entries(contactLabels)) {
      expect(await page.getByRole('textbox', { name: label }).inputValue()).toBe(
        person[field as keyof typeof person],
      );
    }
    expect(await textphone.inputValue()).toBe('18001');
    expect(await page.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    expect(await postcode.inputValue()).toBe('SW1A 1AA');
    // The chart holds them: the postcode is looked up and the valid details go on.
    await addressSection(page).getByRole('button', { name: 'Find address' }).click();
    const label = await chooseFoundAddress(page);
    await expect.poll(() => chosenAddress(page)).toBe(label);
    await page.getByRole('button', { name: 'Next step' }).click();
    await expectPath(page, '/complaints/gas-and-electricity/query');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('feedback: the text typed is kept and taken on', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback');
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.pressSequentially('Keep it on my account');
    await startApp();
    expect(await feedback.inputValue()).toBe('Keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('feedback rendered over the page (a journey under way): what was just typed wins', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback', {
      feedback: 'An answer from earlier',
    });
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.fill('Keep it on my account');
    await startApp();
    expect(await feedback.inputValue()).toBe('Keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    await page.goBack();
    await expectPath(page, '/complaints/feedback');
    expect(await feedback.inputValue()).toBe('Keep it on my account');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a step sent on before the app runs does nothing: its button waits for the app', async () => {
    const { page, startApp } = await openWithAppHeld('complaints/feedback');
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.fill('Keep it on my account');
    const send = page.getByRole('button', { name: "I don't want the refund" });
    expect(await send.isDisabled()).toBe(true);
    await startApp();
    expect(await send.isDisabled()).toBe(false);
    expect(await feedback.inputValue()).toBe('Keep it on my account');
    await closePage(page);
  });

  it("the meter read's page holds no field before the app: its form waits for its configuration", async () => {
    const html = await (await fetch(appUrl('submit-meter-read'))).text();
    expect(html).not.toMatch(/<(input|textarea|select)\b/);
  });
});
