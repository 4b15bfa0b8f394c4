/**
 * A prerendered page can be typed in before the app starts. What a visitor types or chooses then
 * survives the app's start, with focus, in every prerendered field (the search block; a journey
 * step's page holds no field, as its chart chooses the step in the browser), and until the app
 * runs the search form is a plain GET to /search under the browser's own checks. The app is held
 * back by holding its scripts.
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

describe('journey steps before the app starts', () => {
  const stepPages = [
    'make-a-complaint-select-type',
    'complaints/gas-and-electricity',
    'complaints/feedback',
    'submit-meter-read',
  ];

  it.each(stepPages)(
    "%s: the page holds the site's frame and a loading status, no field: the chart chooses the step in the browser",
    async (path) => {
      const html = await (await fetch(appUrl(path))).text();
      expect(html).toContain('<main');
      expect(html).toMatch(/role="status"[^>]*>[^]*Loading/);
      expect(html).not.toMatch(/<(input|textarea|select)\b/);
    },
  );

  it('a visitor with a journey under way gets their own step and answers once the app runs, no other step before', async () => {
    const { page, problems, startApp } = await openWithAppHeld('complaints/feedback', {
      feedback: 'An answer from earlier',
    });
    expect(await page.getByRole('textbox').count()).toBe(0);
    await startApp();
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    expect(await feedback.inputValue()).toBe('An answer from earlier');
    await feedback.fill('Keep it on my account');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, '/complaints/feedback/personal-details');
    expect(problems).toEqual([]);
    await closePage(page);
  });
});
