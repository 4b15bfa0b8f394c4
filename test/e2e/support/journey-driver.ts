/**
 * Page helpers for the journey browser tests: held API calls (a chart's `xstate.done/error.actor.*`
 * events become server answers the test releases), in-app URL changes, and screen assertions.
 */
import type { Browser, Page, Request, Route } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl, expectNoAxeViolations, newPage, serverOrigin } from './browser';

/** The app's basepath; journey routes are relative to it. */
const BASE_PATH = '/help-and-support';

/**
 * API calls matching `url` (and `method`) that the page makes are held until the test answers them,
 * so the state the chart is in while the call is in flight can be asserted.
 */
export class HeldCalls {
  readonly #pending: Route[] = [];
  /** Every matching request the page made, answered or not. */
  readonly requests: Request[] = [];

  private constructor() {}

  static async install(page: Page, url: string | RegExp, method: string): Promise<HeldCalls> {
    const held = new HeldCalls();
    await page.route(url, async (route) => {
      if (route.request().method() !== method) {
        await route.fallback();
        return;
      }
      held.requests.push(route.request());
      held.#pending.push(route);
    });
    return held;
  }

  /** How many calls wait for an answer. */
  get pendingCount(): number {
    return this.#pending.length;
  }

  /** Waits until a call is held and takes it. */
  async next(): Promise<Route> {
    await expect.poll(() => this.#pending.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const route = this.#pending.shift();
    if (route === undefined) throw new Error('no held call');
    return route;
  }

  /** Lets the oldest held call reach the reference server; resolves with its JSON answer. */
  async pass(): Promise<unknown> {
    const route = await this.next();
    const response = await route.fetch();
    const body: unknown = await response.json();
    await route.fulfill({ response });
    return body;
  }

  /** Answers the oldest held call with a JSON body and status (JSON:API by default). */
  async answer(
    status: number,
    body: unknown,
    contentType = 'application/vnd.api+json',
  ): Promise<void> {
    const route = await this.next();
    await route.fulfill({ status, contentType, body: JSON.stringify(body) });
  }

  /** Answers the oldest held call with a raw body, e.g. malformed JSON or a gateway's HTML page. */
  async answerText(status: number, body: string, contentType: string): Promise<void> {
    const route = await this.next();
    await route.fulfill({ status, contentType, body });
  }

  /** Fails the oldest held call at the network level (no answer at all), e.g. a reset connection. */
  async abort(errorCode: 'failed' | 'connectionreset' = 'failed'): Promise<void> {
    const route = await this.next();
    await route.abort(errorCode);
  }
}

/** A JSON:API error body, as the real APIs send on failure. */
export function apiErrorBody(status: number, title: string): unknown {
  return { errors: [{ status: String(status), title, detail: title }] };
}

/** The path of the page relative to the app's basepath, e.g. `/complaints/pay-as-you-go`. */
export function appPath(page: Page): string {
  const { pathname } = new URL(page.url());
  return pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
}

/** Whether the page is one of the app's (under the basepath), not another page of the site. */
export function isInApp(page: Page): boolean {
  return new URL(page.url()).pathname.startsWith(BASE_PATH);
}

/** Waits until the page shows `path` (relative to the basepath for app paths). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => appPath(page), { timeout: 10_000 }).toBe(path);
}

/** Text of the page's h1 (waits for it). */
async function headingText(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

/**
 * Waits until the page's heading reads `expected`. Polled, because the URL changes before React
 * has rendered the new step, so the previous step's heading can still be on screen for a moment.
 */
export async function expectHeading(page: Page, expected: string): Promise<void> {
  await expect.poll(() => headingText(page)).toBe(expected);
}

/**
 * Changes the URL inside the app the way Back and Forward do (a history entry and a popstate), so
 * the journey's actor stays and is told which step the URL now shows.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => {
    const state: unknown = window.history.state;
    window.history.pushState(state, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, `${BASE_PATH}${path}`);
}

/**
 * Opens an app path and, when given, first stores sessionStorage entries for it (a reload keeps
 * them) as the app writes them: text as it is (the feedback), anything else as JSON.
 */
export async function openApp(
  page: Page,
  path: string,
  session: Record<string, unknown> = {},
): Promise<void> {
  if (Object.keys(session).length > 0) {
    // sessionStorage belongs to the origin: write it from a light page of the server first.
    await page.goto(`${serverOrigin()}/page-not-found.html`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) {
        sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }, session);
  }
  await page.goto(appUrl(path.replace(/^\//, '')));
}

/** A new page of `browser` opened on an app path (see `openApp`). */
export async function openAppPage(
  browser: Browser,
  path: string,
  session: Record<string, unknown> = {},
): Promise<Page> {
  const page = await newPage(browser);
  await openApp(page, path, session);
  return page;
}

/** The page's sessionStorage keys. */
export function sessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage));
}

/**
 * Runs axe once per distinct screen of a suite: a state together with the parts of its context
 * that change what it shows (e.g. `describeQuery enquiry-pay-as-you-go error`). The paths pass the
 * same screens many times; axe on an identical screen finds the same thing, and it costs seconds.
 */
export class AxeOncePerScreen {
  readonly #checked = new Set<string>();

  async check(page: Page, screen: string): Promise<void> {
    if (this.#checked.has(screen)) return;
    await expectNoAxeViolations(page);
    this.#checked.add(screen);
  }

  /** The screens checked so far. */
  get screens(): string[] {
    return [...this.#checked];
  }
}
