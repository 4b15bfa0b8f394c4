import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  afterTheBuildsDataIsStale,
  appUrl,
  closePage,
  expectFailureLoggedOnly,
  expectNoAxeViolations,
  gate,
  newPage,
  serverOrigin,
  browserForFile,
} from './support/browser';
import { recordConsoleErrors } from './support/third-parties';

const browser = browserForFile();

const ARTICLE_HTML = '**/aem6/content/brightwell/help/meters/how-to-read-your-meter.html';
const NUCLEUS_ARTICLE = 'struggling-to-pay/warm-home-discount-eligibility';

function metaDescription(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
  );
}

function nucleusScriptCount(page: Page): Promise<{ forms: number; runtime: number }> {
  return page.evaluate(() => ({
    forms: document.querySelectorAll('script[src$="/aem6/etc.clientlibs/nucleus/forms.js"]').length,
    runtime: document.querySelectorAll(
      'script[src$="/aem6/etc.clientlibs/nucleus/forms-runtime.js"]',
    ).length,
  }));
}

/**
 * Opens the article from its category's page (`goto` waits for the app, see `newPage`), so the
 * app fetches it: the article's own page holds its body already (prerendered).
 */
async function openArticleFromItsCategory(page: Page): Promise<void> {
  await page.goto(appUrl('meters'));
  await page
    .getByRole('main')
    .getByRole('link', { name: 'How to read your meter' })
    .first()
    .click();
}

describe('article pages', () => {
  it('shows a spinner until the article arrives, then its sanitised content, title and description', async () => {
    const page = await newPage(browser());
    // The article answers only once the spinner has been seen: a fixed delay could end before the
    // app shows the spinner on a slow machine.
    const articleAnswer = gate();
    await page.route(ARTICLE_HTML, async (route) => {
      await articleAnswer.opened;
      await route.continue();
    });
    await openArticleFromItsCategory(page);
    const spinner = page.getByRole('status').filter({ hasText: 'Loading article' });
    await spinner.waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    articleAnswer.open();

    const article = page.getByRole('article', { name: 'How to read your meter' });
    await article.getByRole('heading', { level: 2, name: 'Dial meters' }).waitFor();
    expect(await spinner.count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'How to read your meter' }).waitFor();
    expect(await article.getByRole('link', { name: 'Economy 7 tariff' }).getAttribute('href')).toBe(
      '/help-and-support/energy-tariffs/economy-7-explained',
    );
    await expect
      .poll(() => page.title())
      .toBe('How to read your meter - Help & Support - Brightwell Energy');
    expect(await metaDescription(page)).toBe(
      'Step-by-step help reading digital, dial, two-rate and smart gas and electricity meters.',
    );
    // Breadcrumbs and the side menu place the article in its category.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Meters' }).count()).toBe(1);
    const menu = page.getByRole('navigation', { name: 'Help categories' });
    expect(await menu.getByRole('link', { name: 'Meters' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await page
      .getByRole('heading', { level: 2, name: "Can't find what you're looking for?" })
      .waitFor();
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('routes in-app links inside an article without reloading the page', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('meters/how-to-read-your-meter'));
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole('article').getByRole('link', { name: 'Economy 7 tariff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Economy 7 explained' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await closePage(page);
  });

  it('renders a parsys article and passes axe on a phone', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await page.goto(appUrl('emergencies/carbon-monoxide-safety'));
    await page.getByRole('heading', { level: 1, name: 'Carbon monoxide safety' }).waitFor();
    await page
      .getByRole('article')
      .getByRole('heading', { name: 'Symptoms to look out for' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Help me with something else?' }).waitFor();
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('sends an unknown article, and an article under the wrong category, to the not-found page', async () => {
    for (const path of ['meters/no-such-article', 'breakdowns/how-to-read-your-meter']) {
      const page = await newPage(browser());
      await page.goto(appUrl(path));
      await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
      await closePage(page);
    }
  });

  it('sends an unknown category, and an external menu entry, to the not-found page', async () => {
    for (const path of ['no-such-category', 'peaksave', 'no-such-category/some-article']) {
      const page = await newPage(browser());
      await page.goto(appUrl(path));
      await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
      await closePage(page);
    }
  });

  it('strips scripts, handlers and javascript: URLs from hostile article HTML', async () => {
    // The server's CSP would block inline script anyway; bypass it so that only the sanitising
    // stands between the payloads and the page.
    const context = await browser().newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route(ARTICLE_HTML, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>How to read your meter</title>
          <meta name="description" content="Hostile test page" />
          <meta name="nucleus-content" content="false" /></head>
          <body><div class="content-panel__body">
            <p id="safe">Safe paragraph</p>
            <script>window.__xss = 'script'; alert('script')</script>
            <img src="/does-not-exist.png" alt="" onerror="window.__xss = 'onerror'; alert('onerror')">
            <svg><animate onbegin="window.__xss = 'svg'" attributeName="x" dur="1s"></animate></svg>
            <a id="js-link" href="javascript:window.__xss = 'href'; alert('href')">Click me</a>
            <iframe src="javascript:parent.__xss = 'iframe'"></iframe>
            <details open ontoggle="window.__xss = 'toggle'"><summary>More</summary></details>
            <input autofocus onfocus="window.__xss = 'focus'" aria-label="x">
            <form action="javascript:window.__xss = 'form'"><button id="js-submit" type="button" formaction="javascript:window.__xss = 'formaction'">Go</button></form>
            <math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 'mxss'"></style></mglyph></table></mtext></math>
          </div></body></html>`,
      }),
    );
    await page.goto(appUrl('meters/how-to-read-your-meter'));
    const article = page.getByRole('article');
    await article.locator('#safe').waitFor();
    // Without its javascript: href the anchor is no longer a link, just text.
    expect(await article.getByRole('link', { name: 'Click me' }).count()).toBe(0);
    await article.getByText('Click me').click();
    // Forms and form controls are removed from content altogether.
    expect(await article.locator('form, input, button, select, textarea').count()).toBe(0);
    await page.waitForTimeout(500);

    const markup = await article.innerHTML();
    expect(markup).not.toMatch(/<script|<iframe|<form|<input|<button|\son[a-z]+=|javascript:/i);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/help-and-support/meters/how-to-read-your-meter');
    await closePage(page);
  });

  it('adds the nucleus scripts once, however often the visitor moves between articles', async () => {
    const page = await newPage(browser());
    const scriptRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/etc.clientlibs/nucleus/')) scriptRequests.push(request.url());
    });
    await page.goto(appUrl(NUCLEUS_ARTICLE));
    await page
      .getByRole('heading', { level: 1, name: 'Check if you can get the Warm Home Discount' })
      .waitFor();
    await expect.poll(() => nucleusScriptCount(page)).toEqual({ forms: 1, runtime: 1 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.nucleusRuntime))
      .toBe('ready');

    // The form keeps its fields (fieldset, legend, radios, labels) and the scripts drive it.
    const form = page.locator('form.nucleus-form');
    await form.getByRole('group', { name: 'Where do you live?' }).waitFor();
    await form.getByLabel('England').check();
    for (const [question, answer] of [
      [/Pension Credit/, 'Yes'],
      [/means-tested benefit/, 'No'],
      [/in your name/, 'Yes'],
    ] as const) {
      await form.getByRole('group', { name: question }).getByLabel(answer).check();
    }
    await form.getByRole('button', { name: 'Check my eligibility' }).click();
    await form.getByRole('status').filter({ hasText: 'you could be eligible' }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    // Another article, then back to the form article, then once more through history.
    await page.getByRole('article').getByRole('link', { name: 'Warm Home Discount' }).click();
    await page.getByRole('heading', { level: 1, name: 'Warm Home Discount' }).waitFor();
    await page.getByRole('article').getByRole('link', { name: 'eligibility checker' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Check if you can get the Warm Home Discount' })
      .waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Warm Home Discount' }).waitFor();
    await page.goForward();
    await page.locator('form.nucleus-form').waitFor();

    expect(await nucleusScriptCount(page)).toEqual({ forms: 1, runtime: 1 });
    expect(scriptRequests.filter((url) => url.endsWith('/forms.js'))).toHaveLength(1);
    expect(scriptRequests.filter((url) => url.endsWith('/forms-runtime.js'))).toHaveLength(1);
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('does not add the nucleus scripts to an article without form content', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('meters/how-to-read-your-meter'));
    await page.getByRole('heading', { level: 1, name: 'How to read your meter' }).waitFor();
    expect(await nucleusScriptCount(page)).toEqual({ forms: 0, runtime: 0 });
    await closePage(page);
  });

  it('keeps the article when its address answers 200 with another page, such as a sign-in page', async () => {
    const page = await newPage(browser());
    await afterTheBuildsDataIsStale(page);
    const errors = recordConsoleErrors(page);
    await page.route(ARTICLE_HTML, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Sign in</title><p>Log in to carry on</p>',
      }),
    );
    await page.goto(appUrl('meters/how-to-read-your-meter'));
    // The app reads the stale article again: the answer is refused and logged, as a failed fetch.
    await expect
      .poll(() => errors.some((text) => text.includes('Could not load the article')), {
        timeout: 10_000,
      })
      .toBe(true);
    const article = page.getByRole('article', { name: 'How to read your meter' });
    expect(await article.getByRole('heading', { level: 2, name: 'Dial meters' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'How to read your meter',
    );
    expect(await page.title()).toBe('How to read your meter - Help & Support - Brightwell Energy');
    await closePage(page);
  });

  it('only logs a failed article fetch (spec §8) and keeps the header, menu and search usable', async () => {
    const page = await newPage(browser());
    const errors = recordConsoleErrors(page);
    await page.route(ARTICLE_HTML, (route) => route.abort());
    await openArticleFromItsCategory(page);
    await expectFailureLoggedOnly(page, errors, {
      logged: 'Could not load the article',
      loading: 'Loading article',
      heading: 'How to read your meter',
    });
    await page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectNoAxeViolations(page);

    // The search block still hands off to the search page.
    await page.getByLabel('Search for a keyword or question').fill('meter');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('initiated')).toBe(
      '/help-and-support/meters/how-to-read-your-meter',
    );
    await page.goBack();

    // And the side menu still navigates.
    await page
      .getByRole('navigation', { name: 'Help categories' })
      .getByRole('link', { name: 'Bills and payments' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Bills and payments' }).waitFor();
    await closePage(page);
  });
});
