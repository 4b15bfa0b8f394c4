/**
 * A prerendered page can be typed in before the app starts. What a visitor types or chooses then
 * survives the app's start, with focus, in every prerendered field (the search block, the steps
 * built for a new visitor), and until the app runs the search form is a plain GET to /search under
 * the browser's own checks. The app is held back by holding its scripts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, appUrl, browserForFile, closePage, gate } from './support/browser';
import { expectPath } from './support/journey-driver';

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
  // The app's modules wait; the page's HTML does not. A module script holds the document's
  // DOMContentLoaded, so the page is awaited by its content.
  await page.route(/\/help-and-support\/assets\/.*\.js$/, async (route) => {
    await app.opened;
    await route.continue();
  });
  await page.goto(appUrl(path), { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
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
    expect(await searchField(page).evaluate((input) => input === document.activeElement)).toBe(
      true,
    );
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

describe('a built page before the app starts', () => {
  it('keeps the place a visitor scrolled to when the app starts', async () => {
    const { page, problems, startApp } = await openWithAppHeld('meters/how-to-read-your-meter');
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await startApp();
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

/** The draft of a journey's step the chart keeps in the session, as stored. */
function draftOf(page: Page, step: string): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), `help-and-support.draft.${step}`);
}

describe('journey steps before the app starts', () => {
  it("a choice made before the app starts is the chart's once it runs", async () => {
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

  it('text typed into a step before the app starts is kept, with focus, and the chart has it', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/gas-and-electricity');
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Ceridwen');
    await startApp();
    expect(await firstName.inputValue()).toBe('Ceridwen');
    expect(await firstName.evaluate((field) => field === document.activeElement)).toBe(true);
    // The chart keeps the form's draft in the session: it has what was typed before it ran.
    expect(await draftOf(page, 'complaint-details')).toContain('Ceridwen');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a title chosen before the app starts is kept, with the text typed beside it', async () => {
    const { page, problems, startApp } = await openWithAppHeld('submit-meter-read');
    const title = page.getByRole('combobox', { name: 'Title (optional)' });
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await title.selectOption('Dr');
    await firstName.fill('Mary');
    await startApp();
    expect(await title.inputValue()).toBe('Dr');
    expect(await firstName.inputValue()).toBe('Mary');
    expect(await draftOf(page, 'meter-read')).toContain('"title":"Dr"');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a step submitted before the app starts stays, with what was typed and no answer in the URL', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback');
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.fill('Please keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await page.getByRole('textbox', { name: 'Your feedback' }).waitFor();
    expect(page.url()).toBe(appUrl('complaints/feedback'));
    expect(await feedback.inputValue()).toBe('Please keep it on my account');
    await startApp();
    expect(await feedback.inputValue()).toBe('Please keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a visitor with a journey under way keeps, with focus, what they typed before the app started', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback', {
      feedback: 'An answer from earlier',
    });
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.fill('Typed before the app ran');
    await startApp();
    expect(await feedback.inputValue()).toBe('Typed before the app ran');
    expect(await feedback.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await draftOf(page, 'feedback-text')).toContain('Typed before the app ran');
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a page the app renders afresh keeps what was typed in each of its forms, with focus', async () => {
    // A search in the URL may be a prefill the visitor's chart shows, so the page is not hydrated.
    const { page, problems, startApp } = await openWithAppHeld(
      'complaints/gas-and-electricity?from=email',
    );
    const surname = page.getByRole('textbox', { name: 'Surname' });
    const postcode = page.getByRole('textbox', { name: 'Postcode', exact: true });
    await surname.fill('Somerville');
    await postcode.fill('SW1A 1AA');
    await startApp();
    expect(await surname.inputValue()).toBe('Somerville');
    expect(await postcode.inputValue()).toBe('SW1A 1AA');
    expect(await postcode.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a visitor with a journey under way gets the same step, and their answers once the app runs', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback', {
      feedback: 'An answer from earlier',
    });
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    // The page is the step as a new visitor sees it; their own answers come with their chart.
    expect(await feedback.inputValue()).toBe('');
    await startApp();
    expect(await feedback.inputValue()).toBe('An answer from earlier');
    await feedback.fill('Keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
