import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';

/**
 * Launches Chromium before the first test of the file that calls it and closes it after the last;
 * the returned function gives that browser (once the tests run).
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

/** Base URL of the reference server started by the global setup, e.g. http://127.0.0.1:40123. */
export function serverOrigin(): string {
  return inject('serverOrigin');
}

export function appUrl(path = ''): string {
  return `${serverOrigin()}/help-and-support/${path}`;
}

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE_VIEWPORT: Viewport = { width: 375, height: 812 };
export const DESKTOP_VIEWPORT: Viewport = { width: 1280, height: 900 };

const CONSENT_BANNER = '#hs-consent-banner';

/** Waits until the page's running transitions and finite animations have finished. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe (WCAG 2.2 A and AA rules) on the page and fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Contrast is judged on the settled page: a field turning red is mid-transition for a moment.
  await animationsSettled(page);
  const axe = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  // The stand-in cookie banner overlays the foot of the window, as OneTrust's does. Axe would
  // judge the colours of page text the banner covers against the banner's background, so the
  // banner is checked on its own, and the page with the banner out of sight.
  const banner = page.locator(CONSENT_BANNER);
  const bannerShown = (await banner.count()) > 0 && (await banner.isVisible());
  const violations = bannerShown ? (await axe().include(CONSENT_BANNER).analyze()).violations : [];
  if (bannerShown) await banner.evaluate((element) => (element.style.visibility = 'hidden'));
  try {
    violations.push(...(await axe().exclude(CONSENT_BANNER).analyze()).violations);
  } finally {
    if (bannerShown) await banner.evaluate((element) => (element.style.visibility = ''));
  }
  const results = { violations };
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A page in its own browser context (axe needs one; it also isolates cookies and storage). */
export async function newPage(
  browser: Browser,
  viewport: Viewport = DESKTOP_VIEWPORT,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Content pages arrive prerendered and work as plain HTML until the app has hydrated them.
  // Tests drive the app, so every load of a page — `goto`, Back, Forward, a reload — also waits
  // for it to run (`data-app-ready` on <html>, set by the site layout), on every page of this app;
  // pages elsewhere are not waited for.
  const appRuns = () =>
    page.waitForFunction(
      () =>
        !location.pathname.startsWith('/help-and-support/') ||
        !document.getElementById('root') ||
        document.documentElement.hasAttribute('data-app-ready'),
    );
  function untilAppRuns<A extends unknown[], R>(load: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const response = await load(...args);
      await appRuns();
      return response;
    };
  }
  page.goto = untilAppRuns(page.goto.bind(page));
  page.goBack = untilAppRuns(page.goBack.bind(page));
  page.goForward = untilAppRuns(page.goForward.bind(page));
  page.reload = untilAppRuns(page.reload.bind(page));
  return page;
}

/**
 * Sets the page's clock a minute on, whenever the test runs: the data its page holds from the
 * build is stale (spec §9's 30 s), and the app reads it again once the page shows.
 */
export function afterTheBuildsDataIsStale(page: Page): Promise<void> {
  return page.clock.install({ time: Date.now() + 60_000 });
}

/** Closes a page together with its context. */
export function closePage(page: Page): Promise<void> {
  return page.context().close();
}

/** A promise that stays pending until `open` is called: what awaits it is held until then. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Spec §8 "Logged only; no user message": waits until `logged` is among the page's console errors
 * (after the fetch's one retry) and the `loading` spinner has gone, then finds the page's heading
 * and no message in the content's place: no alert, no article, no apology.
 */
export async function expectFailureLoggedOnly(
  page: Page,
  errors: readonly string[],
  { logged, loading, heading }: { logged: string; loading: string; heading: string },
): Promise<void> {
  await expect
    .poll(() => errors.some((text) => text.includes(logged)), { timeout: 10_000 })
    .toBe(true);
  await page.getByRole('status').filter({ hasText: loading }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByRole('article').count()).toBe(0);
  expect(await page.getByText(/can.t show|try again/i).count()).toBe(0);
}
