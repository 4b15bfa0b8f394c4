/**
 * Pages prerendered through TanStack Router's SSR: a content page's HTML holds what a visitor
 * reads and the data the screen shows (dehydrated Query data), its §1 title and description; the
 * browser hydrates it without a mismatch, fetches nothing twice, and nothing moves while run-time
 * data refreshes; reading works without JavaScript. A journey step a new visitor may open holds
 * the step as that visitor sees it, and hydrates for them; any other step's page holds the site's
 * frame and a loading status, and its chart chooses the step in the browser (`ssr: false`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
import {
  layoutShiftTotal,
  layoutShifts,
  recordLayoutShifts,
  recordProblems,
} from './support/page-watch';
import { signIn, storeConsent, stubThirdParties } from './support/third-parties';
import { hashSource } from '../../server/security-headers';
import { localDay, readingDateWindow } from '../../machines/validation/meter-read-form';
import { CATEGORY_SLUGS } from '../../src/content/category-pages';

const browser = browserForFile();

/** complaints/feedback's title, in the spec's words (§2). */
const feedbackHeading = 'We owe you – Using your credit to help pay your account';

/** The steps a new visitor may open that the build renders, with their page's h1. */
const builtSteps = [
  { path: 'make-a-complaint-select-type', heading: 'What is your complaint about?' },
  { path: 'complaints/gas-and-electricity', heading: 'Making a complaint.' },
  { path: 'complaints/feedback', heading: feedbackHeading },
  // As the build's read-week configuration has it (the reference server's week is open).
  { path: 'submit-meter-read', heading: 'Submit a meter reading' },
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

  const SITE_DESCRIPTION =
    'Help with bills, payments, meters, emergencies and your account, and ways to get in touch.';

  it.each([
    ['', 'Help & Support - Brightwell Energy', SITE_DESCRIPTION],
    // A category's title comes from the navigation state (spec §1), which a page's HTML has none
    // of; its description from the categories list.
    [
      'meters',
      'Help & Support - Brightwell Energy',
      'How to read your meter, submit a reading, get a smart meter fitted and what to do if you think your meter is faulty.',
    ],
    // An article's description is the article page's own (spec §2 "Other").
    [
      'meters/how-to-read-your-meter',
      'How to read your meter - Help & Support - Brightwell Energy',
      'Step-by-step help reading digital, dial, two-rate and smart gas and electricity meters.',
    ],
    ['contact-us', 'Contact us - Help & Support - Brightwell Energy', SITE_DESCRIPTION],
  ])(
    "/help-and-support/%s: <HeadContent/> gives the page's title and description from its routes' head(), in the document's head",
    async (path, title, description) => {
      const [head = '', body = ''] = (await pageSource(path)).split('</head>');
      expect(texts(head, 'title')).toEqual([title]);
      const descriptions = [...head.matchAll(/<meta name="description" content="([^"]*)"/g)];
      expect(descriptions.map(([, content]) => content)).toEqual([description]);
      expect(body).not.toMatch(/<(title|meta)\b/);
    },
  );

  it.each(['', 'bills-and-payments', 'submit-meter-read', 'meters/how-to-read-your-meter'])(
    "/help-and-support/%s: every inline script (the router's dehydrated state) is admitted by its policy's hashes",
    async (path) => {
      const response = await fetch(appUrl(path));
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, code = '']) => code,
      );
      expect(inline.length).toBeGreaterThan(0);
      const scriptSrc = /script-src ([^;]*)/.exec(
        response.headers.get('Content-Security-Policy') ?? '',
      )?.[1];
      for (const code of inline) expect(scriptSrc?.split(' ')).toContain(hashSource(code));
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

  it('an article: its heading and its body; contact us: its cards and the meter-read card', async () => {
    const article = await pageSource('meters/how-to-read-your-meter');
    expect(texts(article, 'h1')).toEqual(['How to read your meter']);
    expect(article).toContain('Write down the numbers from left to right');
    const contact = await pageSource('contact-us');
    expect(texts(contact, 'h1')).toEqual(['Contact us']);
    expect(texts(contact, 'h2')).toEqual(
      expect.arrayContaining(['Direct Debit or pay on receipt', 'Emergency support']),
    );
    expect(contact).toContain('href="/help-and-support/submit-meter-read"');
  });

  it.each([
    ['', ['header-configuration', 'outage-notice']],
    ['meters', ['header-configuration', 'help-categories']],
    ['meters/how-to-read-your-meter', ['header-configuration', 'help-categories', 'article']],
    ['contact-us', ['header-configuration', 'meter-read-config']],
  ])(
    '/help-and-support/%s holds the Query data its screen was rendered from',
    async (path, keys) => {
      const html = await pageSource(path);
      for (const key of keys) expect(html).toMatch(new RegExp(`=\\["${key}"`));
    },
  );

  it.each(builtSteps)(
    '/help-and-support/$path holds its step as a new visitor sees it: heading, fields, no loading status',
    async ({ path, heading }) => {
      const html = await pageSource(path);
      expect(texts(html, 'h1')).toEqual([heading]);
      expect(html).toMatch(/<(input|textarea)\b/);
      expect(html).not.toMatch(/role="status"/);
    },
  );

  it.each([...refusedSteps.map(({ path }) => path), 'confirmation'])(
    "/help-and-support/%s holds the site's frame and a loading status, no step: its chart chooses it in the browser",
    async (path) => {
      const html = await pageSource(path);
      expect(html).toMatch(/<header\b/);
      expect(html).toMatch(/role="status"/);
      expect(texts(html, 'h1')).toEqual([]);
      expect(html).not.toMatch(/<(input|textarea|select)\b/);
    },
  );
});

describe('journey step pages', () => {
  it.each(builtSteps)(
    '/help-and-support/$path hydrates for a new visitor: the built step stays, nothing moves',
    async ({ path, heading }) => {
      const { page, problems } = await openWatchedStep(path);
      await expectHeading(page, heading);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await watchedStep(page)).toEqual({ frameGone: false, shifts: [], sameH1: true });
      await closePage(page);
    },
  );

  it.each(refusedSteps)(
    '/help-and-support/$path: the step its chart chooses shows, the frame stays, nothing moves',
    async ({ path, heading }) => {
      const { page, problems } = await openWatchedStep(path);
      await expectHeading(page, heading);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await watchedStep(page)).toEqual({ frameGone: false, shifts: [], sameH1: false });
      await closePage(page);
    },
  );

  it('a visitor coming back to a journey under way gets what they typed', async () => {
    const { page, problems } = await openWatchedStep('complaints/feedback', {
      feedback: 'Please keep my credit on the account',
    });
    await expectHeading(page, feedbackHeading);
    expect(await page.getByLabel('Your feedback').inputValue()).toBe(
      'Please keep my credit on the account',
    );
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await watchedStep(page)).toEqual({ frameGone: false, shifts: [], sameH1: false });
    await closePage(page);
  });

  it('a signed-in customer gets the details step, with their legend', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await stubThirdParties(page.context());
    const problems = recordProblems(page);
    await watchPage(page);
    await signIn(page, 'Gareth Hughes', '/help-and-support/complaints/gas-and-electricity');
    await page.waitForURL(appUrl('complaints/gas-and-electricity'));
    await page.getByRole('group', { name: 'Your details' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(await watchedStep(page)).toMatchObject({ shifts: [], sameH1: false });
    await closePage(page);
  });
});

/** Keeps the first h1 the parser created and every layout shift, from before the page's scripts. */
async function watchPage(page: Page): Promise<void> {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __firstH1?: Element | null }).__firstH1 =
        document.querySelector('h1');
    });
  });
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
  const seen = await page.evaluate(() => {
    const state = window as unknown as { __frameGone: boolean; __firstH1?: Element | null };
    return {
      frameGone: state.__frameGone,
      sameH1: state.__firstH1 != null && state.__firstH1 === document.querySelector('h1'),
    };
  });
  return { ...seen, shifts: await layoutShifts(page) };
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
  // header configuration's secondary banner, the article's its body.
  it.each([
    ...CATEGORY_SLUGS,
    'contact-us',
    // The journey steps the build renders, as a new visitor sees them (docs/decisions.md).
    ...builtSteps.map(({ path }) => path),
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

    // By keyboard: a pointer left where the link was would rest on a link of the new screen and
    // preload that link's screen, style sheet included.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).focus();
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Contact us');
    await page.waitForLoadState('networkidle');
    expect(styleSheets).toEqual([expect.stringMatching(/\/assets\/contact-us-page-[\w-]+\.css$/)]);
    await closePage(page);
  });
});

/** A phone-sized page whose app scripts are answered only once `app` is opened. */
async function withAppHeld() {
  const context = await browser().newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await watchPage(page);
  const app = gate();
  await page.route(/\/help-and-support\/assets\/.*\.js$/, async (route) => {
    await app.opened;
    await route.continue();
  });
  return { page, problems, app };
}

describe("an article's body", () => {
  const path = 'meters/how-to-read-your-meter';

  it('is shown before the app runs and hydrated, its nodes kept', async () => {
    const { page, problems, app } = await withAppHeld();
    await page.goto(appUrl(path), { waitUntil: 'commit' });
    const article = page.getByRole('article');
    await article.getByText('Write down the numbers from left to right').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __body?: Element | null }).__body =
        document.getElementById('article-body');
    });
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
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('goes to not-found once the app runs when the categories list no longer names the article', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
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
    await page.goto(appUrl(path), { waitUntil: 'commit' });
    await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
    await closePage(page);
  });

  it("shows the content service's title once the app has refreshed the article", async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const problems = recordProblems(page);
    await page.route('**/help/meters/how-to-read-your-meter.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<title>[^<]*<\/title>/,
        '<title>Reading your meter, step by step</title>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(appUrl(path));
    await expectHeading(page, 'Reading your meter, step by step');
    await page.getByRole('article').getByText('Write down the numbers').waitFor();
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

describe('the meter-read form', () => {
  it("gives the date field the visitor's window, not the build's day's", async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const problems = recordProblems(page);
    await page.clock.setFixedTime(new Date('2027-03-15T10:00:00'));
    const html = await pageSource('submit-meter-read');
    expect(html).not.toMatch(/type="date"[^>]*\b(min|max)=/);
    await page.goto(appUrl('submit-meter-read'));
    const date = page.getByLabel('Date you took the reading');
    const { earliest, latest } = readingDateWindow(localDay('2027-03-15'));
    await expect.poll(() => date.getAttribute('max')).toBe(latest);
    expect(await date.getAttribute('min')).toBe(earliest);
    expect(problems).toEqual([]);
    await closePage(page);
  });

  it('says the form is no longer available when the week is closed', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const problems = recordProblems(page);
    await page.route('**/meter-read/submit-meter-read.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, isMeterReadWeek: false } });
    });
    await page.goto(appUrl('submit-meter-read'));
    await page
      .getByText("We're sorry the online form to submit meter readings is no longer available.")
      .waitFor();
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

describe('data after hydration', () => {
  const calls = {
    header: '/aem6/content/sysadmin/header-configuration/jcr:content.data.json',
    outage: '/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/jcr:content.data.json',
    categories: '/aem6/content/dam/brightwell/beta/json/help/categories/categories.json',
    article: '/aem6/content/brightwell/help/meters/how-to-read-your-meter.html',
  };

  // The build's data is stale once the page is served: Query refreshes each call once, never twice.
  it.each([
    ['', [calls.header, calls.outage]],
    ['bills-and-payments', [calls.header, calls.categories]],
    ['meters/how-to-read-your-meter', [calls.header, calls.categories, calls.article]],
  ])('/help-and-support/%s asks for each call of its screen at most once', async (path, data) => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const problems = recordProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (data.includes(pathname)) requests.push(pathname);
    });
    await page.goto(appUrl(path));
    await hydrated(page);
    expect(new Set(requests).size).toBe(requests.length);
    expect(problems).toEqual([]);
    await closePage(page);
  });
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

  // Pages the build does not render (the app shell): deals, an article no page links to, a path
  // that does not exist, which the app would send to the not-found page.
  it.each(['deals', 'meters/an-article-no-page-links-to', 'no-such-page'])(
    '/help-and-support/%s says it needs JavaScript and leads to the help pages',
    async (path) => {
      const page = await openWithoutScripts(path, PHONE_VIEWPORT);
      const heading = page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' });
      await heading.waitFor();
      // On the first screen, not under the empty app.
      const box = await heading.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThan(PHONE_VIEWPORT.height);
      await page.getByRole('link', { name: 'Help & Support' }).click();
      await page.waitForURL(appUrl(''));
      await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
      await closePage(page);
    },
  );

  it("the header's sections on a desktop are links to their pages", async () => {
    const page = await openWithoutScripts('meters', DESKTOP_VIEWPORT);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('button').count()).toBe(0);
    const energy = menu.getByRole('link', { name: 'Energy', exact: true });
    expect(await energy.isVisible()).toBe(true);
    expect(await energy.getAttribute('href')).toBe('/energy');
    const helpAndSupport = menu.getByRole('link', { name: 'Help & Support', exact: true });
    await helpAndSupport.click();
    await page.waitForURL(appUrl(''));
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await closePage(page);
  });

  it('a category on a phone: content, the help categories menu shown open, and search', async () => {
    const page = await openWithoutScripts('bills-and-payments', PHONE_VIEWPORT);
    await page.getByRole('heading', { level: 1, name: 'Bills and payments' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Help categories' });
    expect(await menu.getByRole('link', { name: 'Meters' }).isVisible()).toBe(true);
    // Spaces alone are refused by the browser (its message adds the title, the rule's words), and
    // nothing is sent.
    const field = page.getByLabel('Search for a keyword or question');
    await field.fill('   ');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
      true,
    );
    expect(await field.getAttribute('title')).toBe('Enter a keyword or question');
    expect(page.url()).toBe(appUrl('bills-and-payments'));
    await field.fill('refund');
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

  it('an article and contact us can be read; a journey says it needs JavaScript instead of spinning', async () => {
    const article = await openWithoutScripts('meters/how-to-read-your-meter', DESKTOP_VIEWPORT);
    await article.getByRole('heading', { level: 1, name: 'How to read your meter' }).waitFor();
    expect(
      await article
        .getByRole('article')
        .getByText('Write down the numbers from left to right')
        .isVisible(),
    ).toBe(true);
    expect(await article.getByRole('status').count()).toBe(0);
    expect(await article.locator('main noscript').count()).toBe(0);
    await closePage(article);

    // A built step and a step's frame: the form or the loading status hidden, the message shown.
    for (const [path, hasStatus] of [
      ['complaints/feedback', false],
      ['submit-meter-read', false],
      ['complaints/feedback/personal-details', true],
    ] as const) {
      const journey = await openWithoutScripts(path, PHONE_VIEWPORT);
      const needsScript = journey.locator('noscript p');
      expect(await needsScript.isVisible()).toBe(true);
      expect(await needsScript.textContent()).toMatch(
        /^This form needs JavaScript\. Turn it on in your browser and reload the page, or call us on [\d ]+\.$/,
      );
      expect(await journey.locator('[role="status"]').count()).toBe(hasStatus ? 1 : 0);
      expect(await journey.locator('main form, main [role="status"]').first().isVisible()).toBe(
        false,
      );
      await closePage(journey);
    }

    const contact = await openWithoutScripts('contact-us', DESKTOP_VIEWPORT);
    await contact.getByRole('heading', { level: 2, name: 'Emergency support' }).waitFor();
    expect(await contact.getByRole('link', { name: 'I can smell gas' }).isVisible()).toBe(true);
    await closePage(contact);
  });
});
