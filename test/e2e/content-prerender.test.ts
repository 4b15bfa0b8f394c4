/**
 * Prerendered content routes: their HTML holds what a visitor reads, the browser hydrates it
 * without a mismatch, nothing moves while run-time data fills in, and reading works without
 * JavaScript. Journey step pages hold the site's frame, which the app renders its step over.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  appUrl,
  closePage,
  gate,
  newPage,
  type Viewport,
  browserForFile,
  serverOrigin,
} from './support/browser';
import { expectHeading } from './support/journey-driver';
import { signIn, storeConsent, stubThirdParties } from './support/third-parties';
import { hashSource } from '../../server/security-headers';
import { CATEGORY_SLUGS } from '../../src/content/category-pages';

const browser = browserForFile();

/** complaints/feedback's title, in the spec's words (§2). */
const feedbackHeading = 'We owe you – Using your credit to help pay your account';

/**
 * The first step of each journey, the heading the app shows on it and whether the page's HTML
 * shows it: the meter-read form waits for its run-time configuration, so its page holds the form's
 * skeleton, with the form's opening hidden.
 */
const journeySteps = [
  { path: 'make-a-complaint-select-type', heading: 'What is your complaint about?', inHtml: true },
  { path: 'complaints/gas-and-electricity', heading: 'Making a complaint.', inHtml: true },
  { path: 'complaints/feedback', heading: feedbackHeading, inHtml: true },
  { path: 'submit-meter-read', heading: 'Submit a meter reading', inHtml: false },
];

/** Steps whose chart sends a new visitor to another step, with the heading they end up on. */
const refusedSteps = [
  { path: 'complaints/feedback/personal-details', heading: feedbackHeading },
  { path: 'make-a-complaint-select-energy', heading: 'What is your complaint about?' },
];

/** The HTML the server sends for a path, as view-source shows it. */
async function pageSource(path: string): Promise<string> {
  const response = await fetch(appUrl(path));
  expect(response.status).toBe(200);
  return response.text();
}

/** Text of the elements matching a tag in some HTML, with tags stripped and entities decoded. */
function texts(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, inner = '']) =>
      inner
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .trim(),
  );
}

describe('prerendered HTML', () => {
  it('home: the headings and the links a visitor sees are in the page source', async () => {
    const html = await pageSource('');
    expect(texts(html, 'h1')).toEqual(['Help & Support']);
    expect(texts(html, 'h2')).toEqual(
      expect.arrayContaining(['Browse help topics', 'Video guides']),
    );
    expect(texts(html, 'h3')).toEqual(
      expect.arrayContaining(['Bills and payments', 'Meters', 'Account changes']),
    );
    expect(html).toContain('href="/help-and-support/bills-and-payments"');
    expect(html).toContain('href="/help-and-support/my-account/moving-home"');
    expect(html).toMatch(/<title>Help &amp; Support - Brightwell Energy<\/title>/);
  });

  it.each(['', 'bills-and-payments', 'submit-meter-read', 'deals'])(
    '/help-and-support/%s starts the app with one inline script, last in the body, which its policy admits by hash',
    async (path) => {
      const response = await fetch(appUrl(path));
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, code = '']) => code,
      );
      expect(inline).toHaveLength(1);
      expect(html).toMatch(/<script data-framework="[^"]+"[^>]*>[^<]+<\/script><\/body>/);
      const scriptSrc = /script-src ([^;]*)/.exec(
        response.headers.get('Content-Security-Policy') ?? '',
      )?.[1];
      expect(scriptSrc?.split(' ')).toContain(hashSource(inline[0] ?? ''));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    },
  );

  it('a category: its heading, articles, menu and search form are in the page source', async () => {
    const html = await pageSource('meters');
    expect(texts(html, 'h1')).toEqual(['Meters']);
    expect(texts(html, 'h2')).toEqual(
      expect.arrayContaining([
        'Help categories',
        'Common questions',
        "Can't find what you're looking for?",
      ]),
    );
    expect(html).toContain('href="/help-and-support/meters/how-to-read-your-meter"');
    expect(html).toContain('href="/help-and-support/smart-home"');
    expect(html).toMatch(/<form[^>]*action="\/search"/);
  });

  it('an article: its heading and a sized place for its body; contact us: its cards', async () => {
    const article = await pageSource('meters/how-to-read-your-meter');
    expect(texts(article, 'h1')).toEqual(['How to read your meter']);
    expect(article).toMatch(
      /<title>How to read your meter - Help &amp; Support - Brightwell Energy<\/title>/,
    );
    expect(article).toContain('Loading article');
    const contact = await pageSource('contact-us');
    expect(texts(contact, 'h1')).toEqual(['Contact us']);
    expect(texts(contact, 'h2')).toEqual(
      expect.arrayContaining(['Direct Debit or pay on receipt', 'Emergency support']),
    );
  });

  it.each(journeySteps)(
    'a journey step a new visitor sees, /help-and-support/$path: the step its chart accepts is in the page',
    async ({ path, heading, inHtml }) => {
      const html = await pageSource(path);
      expect(html).toMatch(/<div id="root" data-journey-step="[0-9a-z]+">/);
      expect(html).toMatch(/<header\b/);
      expect(texts(html, 'h1')).toEqual([heading]);
      if (!inHtml) {
        // The form's opening is there for its before-app module, hidden, its introduction empty.
        expect(html).toContain('data-testid="meter-read-skeleton"');
        expect(html).toMatch(
          /<div id="meter-read-opening" hidden=""><h1[^>]*>[^<]*<\/h1><div id="meter-read-intro"[^>]*><\/div><\/div>/,
        );
      }
    },
  );

  it.each(refusedSteps.map(({ path }) => path))(
    'a step whose chart sends a new visitor elsewhere, /help-and-support/%s: the frame and a loading status',
    async (path) => {
      const html = await pageSource(path);
      expect(html).toContain('<div id="root" data-step-placeholder="">');
      expect(html).toMatch(/<header\b/);
      expect(texts(html, 'span')).toContain('Loading');
      expect(texts(html, 'h1')).toEqual([]);
    },
  );

  it('the confirmation, which needs a journey to hand over, is the empty app shell', async () => {
    expect(await pageSource('confirmation')).toContain('<div id="root"></div>');
  });
});

/** The scripts a page's inline start script names: the entry and the modules fetched with it. */
function scriptsNamedBy(html: string): Set<string> {
  const start = /<script data-framework="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(
    html,
  );
  expect(start).not.toBeNull();
  const [, framework = '', entry = '', preload = ''] = start ?? [];
  return new Set([framework, entry, ...preload.split(' ').filter(Boolean)]);
}

/** The app's scripts a first visit downloads (until the network is idle) that its HTML does not name. */
async function scriptsFoundLate(path: string): Promise<string[]> {
  const named = scriptsNamedBy(await pageSource(path));
  const page = await newPage(browser());
  const late: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/help-and-support/')) {
      if (!named.has(pathname)) late.push(pathname);
    }
  });
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await closePage(page);
  return late.sort();
}

describe('journey step pages', () => {
  /** The chunks a page loads at idle time (monitoring): they come late on a content page too. */
  let idleTime: string[];
  beforeAll(async () => {
    idleTime = await scriptsFoundLate('');
  });

  it.each(journeySteps.map(({ path }) => path))(
    '/help-and-support/%s names every module its step runs, so none waits for another to load',
    async (path) => {
      expect(await scriptsFoundLate(path)).toEqual(idleTime);
    },
  );

  // A step in the page is hydrated (its h1 stays the parsed element); a refused step's frame is
  // rendered over with the step the chart chooses. The meter read's page holds no h1 to compare.
  it.each([
    ...journeySteps.map(({ path, heading, inHtml }) => ({ path, heading, keepsH1: inHtml })),
    ...refusedSteps.map(({ path, heading }) => ({ path, heading, keepsH1: false })),
  ])(
    '/help-and-support/$path: the step shows (page h1 kept: $keepsH1), the frame stays, nothing moves',
    async ({ path, heading, keepsH1 }) => {
      const { page, problems } = await openWatchedStep(path);
      await expectHeading(page, heading);
      await page.waitForLoadState('networkidle');
      expect(await watchedStep(page)).toEqual({ frameGone: false, shifts: [], sameH1: keepsH1 });
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );

  it('a visitor coming back to a journey under way gets what they typed, rendered over the page', async () => {
    const { page, problems } = await openWatchedStep('complaints/feedback', {
      feedback: 'Please keep my credit on the account',
    });
    await expectHeading(page, feedbackHeading);
    expect(await page.getByLabel('Your feedback').inputValue()).toBe(
      'Please keep my credit on the account',
    );
    await page.waitForLoadState('networkidle');
    expect(await watchedStep(page)).toEqual({ frameGone: false, shifts: [], sameH1: false });
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('a signed-in customer gets the details step rendered over the page, with their legend', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await stubThirdParties(page.context());
    const problems = recordProblems(page);
    await watchPage(page);
    await signIn(page, 'Gareth Hughes', '/help-and-support/complaints/gas-and-electricity');
    await page.waitForURL(appUrl('complaints/gas-and-electricity'));
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The page's HTML, built for a new visitor, says 'Enter your details': not hydrated.
    expect(await watchedStep(page)).toMatchObject({ shifts: [], sameH1: false });
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

/**
 * A phone-sized page whose `goto` does not wait for the app (`newPage`'s does), for tests that
 * hold the app back.
 */
async function pageNotWaitingForTheApp(): Promise<Page> {
  const context = await browser().newContext({ viewport: PHONE_VIEWPORT });
  return context.newPage();
}

/** Console errors and warnings, and uncaught errors, of a page. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Keeps the first h1 the parser created and every layout shift, from before the page's scripts. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: number[]; __firstH1?: Element | null };
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.__shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      state.__firstH1 = document.querySelector('h1');
    });
  });
}

/** The sum of the layout shifts `watchPage` has seen on the page. */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

/**
 * `path`'s page, watched (`watchPage`), whose framework chunk (React, the router) is answered only
 * once the test opens the gate; `shownWhenRequested` says whether the element with the id
 * `shownBeforeApp`, which the page's before-app module shows, was on screen when the framework
 * was asked for.
 */
async function withFrameworkHeld(path: string, shownBeforeApp: string) {
  const framework = /data-framework="([^"]+)"/.exec(await pageSource(path))?.[1];
  const page = await pageNotWaitingForTheApp();
  const problems = recordProblems(page);
  await watchPage(page);
  const app = gate();
  const seen: { shownWhenRequested?: boolean } = {};
  await page.route(
    (url) => url.pathname === framework,
    async (route) => {
      seen.shownWhenRequested = await page.evaluate(
        (id) => document.getElementById(id)?.hidden === false,
        shownBeforeApp,
      );
      await app.opened;
      await route.continue();
    },
  );
  return { page, problems, app, seen };
}

/**
 * A journey step's page, watched from before its scripts run (see `watchedStep`), with what the
 * browser session has `stored`.
 */
async function openWatchedStep(path: string, stored: Record<string, string> = {}) {
  const page = await newPage(browser(), PHONE_VIEWPORT);
  const problems = recordProblems(page);
  await watchPage(page);
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, stored);
  await page.addInitScript(() => {
    const state = window as unknown as { __frameGone: boolean };
    state.__frameGone = false;
    // Once the HTML is parsed, every change of the page must leave the site's header on it.
    new MutationObserver(() => {
      if (document.readyState !== 'loading' && document.querySelector('header') === null) {
        state.__frameGone = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(appUrl(path));
  return { page, problems };
}

/**
 * Whether the site's header ever left the page, the layout shifts, and whether the page's h1 is
 * still the element its HTML had (a hydrated page keeps its nodes; a render over it makes new ones).
 */
async function watchedStep(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as {
      __frameGone: boolean;
      __shifts: number[];
      __firstH1?: Element | null;
    };
    return {
      frameGone: state.__frameGone,
      shifts: state.__shifts,
      sameH1: state.__firstH1 != null && state.__firstH1 === document.querySelector('h1'),
    };
  });
}

/** Waits until the app runs and the header configuration has filled in. */
async function hydrated(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function openWatched(path: string, viewport: Viewport) {
  const page = await newPage(browser(), viewport);
  const problems = recordProblems(page);
  await watchPage(page);
  await page.goto(appUrl(path));
  await hydrated(page);
  return { page, problems };
}

describe('first paint', () => {
  // At Lighthouse's phone size, with cookie consent chosen on an earlier visit: the stand-in
  // banner is a third party's text, painted by its own script, and would otherwise be the largest.
  // Not here, as their largest element is run-time data (docs/performance.md): home's is the
  // header configuration's secondary banner, the article's its body, the meter read's its
  // configured introduction.
  it.each([
    ...CATEGORY_SLUGS,
    'contact-us',
    ...journeySteps.filter(({ inHtml }) => inHtml).map(({ path }) => path),
  ])('/help-and-support/%s paints its largest element from its HTML', async (path) => {
    const page = await newPage(browser(), { width: 412, height: 823 });
    await storeConsent(page.context(), { performance: false, targeting: false });
    await page.addInitScript(() => {
      const state = window as unknown as { __largest: Element[]; __inHtml: WeakSet<Element> };
      state.__largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          if (entry.element) state.__largest.push(entry.element);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        state.__inHtml = new WeakSet(document.querySelectorAll('body *'));
      });
    });
    await page.goto(appUrl(path));
    await hydrated(page);
    const largest = await page.evaluate(() => {
      const state = window as unknown as { __largest: Element[]; __inHtml: WeakSet<Element> };
      const element = state.__largest.at(-1);
      return {
        element: element ? `<${element.tagName.toLowerCase()}> ${element.textContent.trim()}` : '',
        fromHtml: element !== undefined && state.__inHtml.has(element),
      };
    });
    expect(largest.element).not.toBe('');
    expect(largest).toEqual({ element: largest.element, fromHtml: true });
    await closePage(page);
  });

  it("a page's own style sheets are in its HTML: a first visit fetches none; a screen opened later gets its own", async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const styleSheets: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'stylesheet' && pathname.startsWith('/help-and-support/')) {
        styleSheets.push(pathname);
      }
    });
    await page.goto(appUrl('bills-and-payments'));
    await page.waitForLoadState('networkidle');
    expect(styleSheets).toEqual([]);
    // The category's own rules apply: its question cards are laid out on a grid, not as a list.
    const cards = page.locator('ul:has(> li img)').first();
    expect(await cards.evaluate((list) => getComputedStyle(list).display)).toBe('grid');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expectHeading(page, 'Contact us');
    await page.waitForLoadState('networkidle');
    expect(styleSheets).toEqual([expect.stringMatching(/\/assets\/contact-us-page-[\w-]+\.css$/)]);
    await closePage(page);
  });

  it.each(['', 'bills-and-payments', 'complaints/feedback'])(
    '/help-and-support/%s requests no script, its start script included, before the page has painted',
    async (path) => {
      const page = await newPage(browser(), PHONE_VIEWPORT);
      await page.goto(appUrl(path));
      const { paint, firstModule } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstModule: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter(({ name }) => /\/assets\/[^/]+\.js$/.test(name))
            .map(({ startTime }) => startTime),
        ),
      }));
      expect(paint).toBeGreaterThan(0);
      expect(firstModule).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
      await closePage(page);
    },
  );

  it('the entry downloads with the framework, not once the framework has run', async () => {
    const html = await pageSource('meters/how-to-read-your-meter');
    const framework = /data-framework="([^"]+)"/.exec(html)?.[1];
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(framework).toMatch(/^\/help-and-support\/assets\/framework-[\w-]+\.js$/);
    expect(entry).toMatch(/^\/help-and-support\/assets\/index-[\w-]+\.js$/);
    const page = await pageNotWaitingForTheApp();
    const problems = recordProblems(page);
    const frameworkResponse = gate();
    await page.route(
      (url) => url.pathname === framework,
      async (route) => {
        await frameworkResponse.opened;
        await route.continue();
      },
    );
    const entryRequested = page.waitForRequest(
      (request) => new URL(request.url()).pathname === entry,
      { timeout: 5_000 },
    );
    await page.goto(appUrl('meters/how-to-read-your-meter'), { waitUntil: 'domcontentloaded' });
    // The framework cannot have run: its response is still held.
    expect((await entryRequested).url()).toContain(entry);
    frameworkResponse.open();
    await page.locator('article p').first().waitFor();
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

describe('what the largest element of a page that shows run-time data waits for', () => {
  // A slow phone has six connections to the site: a seventh request before the paint waits for
  // one of them to be free, a round trip more (docs/performance.md).
  it.each([
    ['meters/how-to-read-your-meter', 'article-body'],
    ['submit-meter-read', 'meter-read-opening'],
  ])(
    '/help-and-support/%s: at most six requests besides the page, one per connection',
    async (path, shown) => {
      const { page, app, seen } = await withFrameworkHeld(path, shown);
      await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
      await expect.poll(() => seen.shownWhenRequested).toBe(true);
      const requested = await page.evaluate(
        (id) =>
          new Promise<string[]>((resolve) => {
            new PerformanceObserver((list) => {
              const paint = list
                .getEntries()
                .find((entry) =>
                  document.getElementById(id)?.contains((entry as LargestContentfulPaint).element),
                );
              if (!paint) return;
              resolve(
                performance
                  .getEntriesByType('resource')
                  .filter((entry) => entry.startTime < paint.startTime)
                  .map(({ name }) => new URL(name).pathname)
                  .filter((pathname) => !pathname.startsWith('/reference-assets/')),
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
        shown,
      );
      expect(requested.length).toBeGreaterThan(1);
      expect(requested.length, requested.join('\n')).toBeLessThanOrEqual(6);
      app.open();
      await closePage(page);
    },
  );
});

describe("an article's body before the app", () => {
  const path = 'meters/how-to-read-your-meter';

  it('shows the body without the app, asks for the app once it is on screen, and hydrates it', async () => {
    const { page, problems, app, seen } = await withFrameworkHeld(path, 'article-body');
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    const article = page.getByRole('article');
    await article.getByText('Write down the numbers from left to right').waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { __body?: Element | null }).__body =
        document.getElementById('article-body');
    });
    await expect.poll(() => seen.shownWhenRequested).toBe(true);

    app.open();
    await hydrated(page);
    // Hydration kept the body's nodes: a mismatch would have rendered new ones, and logged it.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __body?: Element | null }).__body ===
          document.getElementById('article-body'),
      ),
    ).toBe(true);
    expect(await article.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('never shows the body of an article the categories list no longer names, which goes to not-found', async () => {
    const { page, app, seen } = await withFrameworkHeld(path, 'article-body');
    await page.route('**/help/categories/categories.json', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as {
        included: { attributes: { articles: { label: string }[] } }[];
      };
      for (const group of list.included) {
        group.attributes.articles = group.attributes.articles.filter(
          ({ label }) => label !== 'how-to-read-your-meter',
        );
      }
      await route.fulfill({ response, json: list });
    });
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => seen.shownWhenRequested).toBe(false);
    expect(await page.getByRole('article').count()).toBe(0);

    app.open();
    await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
    await closePage(page);
  });

  it('keeps the spinner for the app when the content service titles the article differently', async () => {
    const { page, problems, app, seen } = await withFrameworkHeld(path, 'article-body');
    await page.route('**/help/meters/how-to-read-your-meter.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<title>[^<]*<\/title>/,
        '<title>Reading your meter, step by step</title>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading article' });
    await spinner.waitFor();
    // The app is asked for once the script has settled without showing the body.
    await expect.poll(() => seen.shownWhenRequested).toBe(false);
    expect(await spinner.isVisible()).toBe(true);
    expect(await page.getByRole('article').count()).toBe(0);

    app.open();
    await expectHeading(page, 'Reading your meter, step by step');
    await page.getByRole('article').getByText('Write down the numbers').waitFor();
    expect(await spinner.count()).toBe(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

describe("the meter-read form's opening before the app", () => {
  const path = 'submit-meter-read';
  const closedMessage =
    "We're sorry the online form to submit meter readings is no longer available.";

  /** Where the heading and the introduction's first paragraph are on the page. */
  const openingBoxes = (page: Page) =>
    page.evaluate(() =>
      [document.querySelector('main h1'), document.querySelector('main h1 + div p')].map(
        (element) => {
          const box = element?.getBoundingClientRect();
          return box && [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round);
        },
      ),
    );

  it("shows the heading and the configured introduction once the chart chooses the form, without the app, and the app's form keeps them in place", async () => {
    const { page, problems, app, seen } = await withFrameworkHeld(path, 'meter-read-opening');
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    await expectHeading(page, 'Submit a meter reading');
    await page.getByText('It only takes a couple of minutes.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit meter reading' }).count()).toBe(0);
    await expect.poll(() => seen.shownWhenRequested).toBe(true);
    const before = await openingBoxes(page);
    expect(before.every(Boolean)).toBe(true);

    app.open();
    await page.getByRole('button', { name: 'Submit meter reading' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    expect(await openingBoxes(page)).toEqual(before);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('shows nothing before the app when the week is closed, and the app then says the form is no longer available', async () => {
    const { page, problems, app, seen } = await withFrameworkHeld(path, 'meter-read-opening');
    await page.route('**/meter-read/submit-meter-read.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, isMeterReadWeek: false } });
    });
    await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => seen.shownWhenRequested).toBe(false);
    expect(await page.getByRole('main').innerText()).toBe('');

    app.open();
    await page.getByText(closedMessage).waitFor();
    expect(await page.getByRole('button', { name: 'Submit meter reading' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

describe('hydration', () => {
  // Every category, as their layouts differ (spec §2): cards, a featured article, a bulleted list.
  it.each(['', ...CATEGORY_SLUGS, 'meters/how-to-read-your-meter', 'contact-us'])(
    'hydrates /help-and-support/%s with a clean console, keeping the prerendered elements',
    async (path) => {
      const { page, problems } = await openWatched(path, DESKTOP_VIEWPORT);
      expect(problems).toEqual([]);
      // A hydrated page keeps the nodes of its HTML; a failed hydration renders new ones.
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __firstH1?: Element | null }).__firstH1 ===
            document.querySelector('h1'),
        ),
      ).toBe(true);
      await closePage(page);
    },
  );

  it.each([
    ['', PHONE_VIEWPORT],
    ['', DESKTOP_VIEWPORT],
    ...CATEGORY_SLUGS.map((slug) => [slug, PHONE_VIEWPORT] as const),
    ['meters', DESKTOP_VIEWPORT],
    ['meters/how-to-read-your-meter', PHONE_VIEWPORT],
  ] as const)(
    'does not move /help-and-support/%s while the header, notice and data fill in (%o)',
    async (path, viewport) => {
      const { page } = await openWatched(path, viewport);
      // The article body arrives last.
      if (path.includes('/')) await page.getByRole('article').waitFor();
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
      await closePage(page);
    },
  );

  // The browser revalidates the page and the content service's data; the server answers 304,
  // and the page must keep its styles' policy (docs/api.md).
  it.each(['', 'bills-and-payments', 'meters/how-to-read-your-meter', 'complaints/feedback'])(
    'shows /help-and-support/%s again to a returning visitor, unchanged and with a clean console',
    async (path) => {
      const { page, problems } = await openWatched(path, PHONE_VIEWPORT);
      const headerBackground = () =>
        page.evaluate(
          () => getComputedStyle(document.querySelector('header') as Element).background,
        );
      const firstBackground = await headerBackground();
      const revalidations: Promise<boolean>[] = [];
      page.on('response', (response) =>
        revalidations.push(
          response
            .request()
            .allHeaders()
            .then((headers) => headers['if-none-match'] !== undefined),
        ),
      );
      await page.goto(appUrl(path));
      await hydrated(page);
      if (path.includes('/')) await page.getByRole('main').getByRole('heading').first().waitFor();
      expect((await Promise.all(revalidations)).filter(Boolean).length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(await headerBackground()).toBe(firstBackground);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
      await closePage(page);
    },
  );

  it('shows a spinner, not content, for a category only the list knows, while the list loads', async () => {
    const page = await newPage(browser());
    // The list answers only once the spinner has been seen, however slowly the app starts.
    const listAnswer = gate();
    await page.route('**/help/categories/categories.json', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { data: { id: string; attributes: object }[] };
      list.data.push({
        id: 'winter-ready',
        attributes: { title: 'Winter ready', 'meta-description': 'Getting ready for winter.' },
      });
      await listAnswer.opened;
      await route.fulfill({ response, json: list });
    });
    await page.goto(appUrl('winter-ready'));
    const spinner = page.getByRole('status').filter({ hasText: 'Loading help topics' });
    await spinner.waitFor();
    listAnswer.open();
    await page.getByRole('heading', { level: 2, name: 'How can we help you today?' }).waitFor();
    expect(await spinner.count()).toBe(0);
    await closePage(page);
  });
});

describe('run-time data preloads', () => {
  const headerConfiguration = '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)]
      .map(([, href = '']) => href)
      .sort();

  /**
   * Pages, the run-time data their screen shows, what is on screen once the app has it, and
   * whether the page preloads the header configuration too (an article's page and the meter
   * read's do not: their largest element is shown before the app, and the header configuration
   * waits for the app).
   */
  const pagesWithData: [
    path: string,
    data: string[],
    shown: (page: Page) => Locator,
    preloadsHeader: boolean,
  ][] = [
    [
      '',
      ['/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/jcr:content.data.json'],
      (page) => page.getByRole('heading', { level: 1 }),
      true,
    ],
    [
      'meters/how-to-read-your-meter',
      [
        '/aem6/content/brightwell/help/meters/how-to-read-your-meter.html',
        '/aem6/content/dam/brightwell/beta/json/help/categories/categories.json',
      ],
      (page) => page.getByRole('article'),
      false,
    ],
    [
      'submit-meter-read',
      ['/aem6/content/dam/brightwell/beta/json/help/meter-read/submit-meter-read.json'],
      (page) => page.getByRole('button', { name: 'Submit meter reading' }),
      false,
    ],
    [
      'bills-and-payments',
      ['/aem6/content/dam/brightwell/beta/json/help/categories/categories.json'],
      (page) => page.getByRole('main'),
      true,
    ],
  ];

  it.each(pagesWithData)(
    "/help-and-support/%s preloads its screen's data, each call made once with the header configuration's",
    async (path, data, shown, preloadsHeader) => {
      const expected = [headerConfiguration, ...data].sort();
      expect(preloads(await pageSource(path))).toEqual(
        preloadsHeader ? expected : [...data].sort(),
      );
      const page = await newPage(browser(), PHONE_VIEWPORT);
      const problems = recordProblems(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (expected.includes(pathname)) requests.push(pathname);
      });
      await page.goto(appUrl(path));
      await shown(page).waitFor();
      await hydrated(page);
      // A preload the app's own fetch did not take would be a second request of the same URL.
      expect(requests.sort()).toEqual(expected);
      // Chromium also warns when a preload goes unused.
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );

  it.each(['deals', 'confirmation'])(
    'the empty page of /help-and-support/%s preloads only the header configuration',
    async (path) => {
      const html = await pageSource(path);
      expect(html).toContain('<div id="root"></div>');
      expect(preloads(html)).toEqual([headerConfiguration]);
    },
  );
});

describe('without JavaScript', () => {
  async function openWithoutScripts(path: string, viewport: Viewport): Promise<Page> {
    const context = await browser().newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl(path));
    return page;
  }

  it('home: the topics and links can be read and followed', async () => {
    const page = await openWithoutScripts('', PHONE_VIEWPORT);
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    const meters = page.getByRole('link', { name: 'Meters', exact: true });
    expect(await meters.isVisible()).toBe(true);
    await meters.click();
    await page.waitForURL(appUrl('meters'));
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    await closePage(page);
  });

  it('a category on a phone: content, the help categories menu shown open, and search', async () => {
    const page = await openWithoutScripts('bills-and-payments', PHONE_VIEWPORT);
    await page.getByRole('heading', { level: 1, name: 'Bills and payments' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Help categories' });
    expect(await menu.getByRole('link', { name: 'Meters' }).isVisible()).toBe(true);
    await page.getByLabel('Search for a keyword or question').fill('refund');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('refund');
    expect(url.searchParams.get('initiated')).toBe('/help-and-support/bills-and-payments');
    await closePage(page);
  });

  // Every layout (cards, a featured article, bulleted lists): what is collapsed on a phone with
  // JavaScript, such as the help categories menu, is shown open without it.
  it.each(CATEGORY_SLUGS)('%s on a phone: every link of the page is shown', async (slug) => {
    const page = await openWithoutScripts(slug, PHONE_VIEWPORT);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const links = page.locator('main a[href]');
    expect(await links.count()).toBeGreaterThan(10);
    const hidden = await links.evaluateAll((anchors) =>
      anchors.filter((anchor) => anchor.getClientRects().length === 0).map((a) => a.textContent),
    );
    expect(hidden).toEqual([]);
    await closePage(page);
  });

  it('an article and a journey say they need JavaScript instead of spinning; contact us can be read', async () => {
    const article = await openWithoutScripts('meters/how-to-read-your-meter', DESKTOP_VIEWPORT);
    await article.getByRole('heading', { level: 1, name: 'How to read your meter' }).waitFor();
    // Playwright's text queries skip <noscript>, whose content shows here: it is found by CSS.
    const message = article.locator('noscript p');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toContain('This article needs JavaScript to load.');
    expect(await article.getByRole('status').isVisible()).toBe(false);
    await closePage(article);

    // A step in the page (its form hidden) and a step's frame (its loading status hidden).
    for (const path of ['complaints/feedback', 'complaints/feedback/personal-details']) {
      const journey = await openWithoutScripts(path, PHONE_VIEWPORT);
      const needsScript = journey.locator('noscript p');
      expect(await needsScript.isVisible()).toBe(true);
      expect(await needsScript.textContent()).toMatch(
        /^This form needs JavaScript\. Turn it on in your browser and reload the page, or call us on [\d ]+\.$/,
      );
      expect(await journey.locator('[role="status"], textarea').count()).toBe(1);
      expect(await journey.locator('[role="status"], textarea').isVisible()).toBe(false);
      await closePage(journey);
    }

    const contact = await openWithoutScripts('contact-us', DESKTOP_VIEWPORT);
    await contact.getByRole('heading', { level: 2, name: 'Emergency support' }).waitFor();
    expect(await contact.getByRole('link', { name: 'I can smell gas' }).isVisible()).toBe(true);
    await closePage(contact);
  });
});
