/**
 * The signed-in deals page and its auth-session guard in Chromium (spec §2 "deals", §4 "Auth
 * state", §6), signing in through the reference identity stand-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appUrl,
  closePage,
  expectFailureLoggedOnly,
  expectNoAxeViolations,
  newPage,
  PHONE_VIEWPORT,
  serverOrigin,
  browserForFile,
} from './support/browser';
import {
  recordConsoleErrors,
  recordRequests,
  signIn,
  stubThirdParties,
} from './support/third-parties';

const browser = browserForFile();

async function cookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).sort();
}

describe('deals page', () => {
  it('sends a visitor without cookies to sign in, with the page as state', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('deals?offer=boiler'));
    await page.waitForURL((url) => url.pathname === '/identity/authorize');
    const params = new URL(page.url()).searchParams;
    expect(params.get('response_type')).toBe('token');
    expect(params.get('client_id')).toBe('help-and-support-web');
    expect(params.get('state')).toBe('/help-and-support/deals?offer=boiler');
    expect(params.get('redirect_uri')).toBe(`${serverOrigin()}/help-and-support/`);

    // Signing in returns to the deals page, which now shows.
    await page.getByRole('button', { name: 'Sign in as Priya Sharma' }).click();
    await page.waitForURL(appUrl('deals?offer=boiler'));
    await page.getByRole('heading', { level: 1, name: 'Deals and offers' }).waitFor();
    await closePage(page);
  });

  it('keeps the full query in state exactly as written (spec §2 "the current URL held as state")', async () => {
    const page = await newPage(browser());
    const query = '?ref=12345678901234567890&code=00123&campaign=%22winter%22';
    await page.goto(appUrl(`deals${query}`));
    await page.waitForURL((url) => url.pathname === '/identity/authorize');
    expect(new URL(page.url()).searchParams.get('state')).toBe(`/help-and-support/deals${query}`);
    await closePage(page);
  });

  it('sends a visitor with only an access token to the logout location', async () => {
    const page = await newPage(browser());
    const requests = recordRequests(page);
    await signIn(page, 'Access token only', '/help-and-support/deals');
    await page.waitForURL(appUrl(''));
    expect(requests).toContain(`${serverOrigin()}/identity/logout`);
    expect(await cookieNames(page)).toEqual([]);
    expect(requests.some((url) => url.includes('/help/deals.html'))).toBe(false);
    await closePage(page);
  });

  it('shows the sanitised deals to a visitor with both tokens', async () => {
    for (const viewport of [PHONE_VIEWPORT, undefined]) {
      const page = await newPage(browser(), viewport);
      await stubThirdParties(page.context());
      await signIn(page, 'Gareth Hughes', '/help-and-support/deals');
      await page.waitForURL(appUrl('deals'));
      await page.getByRole('heading', { level: 1, name: 'Deals and offers' }).waitFor();
      const article = page.getByRole('article', { name: 'Deals and offers' });
      await article.getByRole('heading', { level: 2, name: 'The small print' }).waitFor();
      await expect.poll(() => page.title()).toBe('Deals and offers - Help & Support');
      // The app shell's own title and description make way for the page's (spec §2 "Other").
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.head.querySelectorAll('title, meta[name="description"]')].map(
              (element) => element.textContent || element.getAttribute('content'),
            ),
          ),
        )
        .toEqual(
          expect.arrayContaining([
            'Deals and offers - Help & Support',
            'Offers for signed-in customers, including money off boiler cover, a discounted smart thermostat and loyalty rewards.',
          ]),
        );
      expect(await page.locator('head title, head meta[name="description"]').count()).toBe(2);
      // Placeholders are filled from the configuration.
      expect(await article.textContent()).toContain(
        'an active energy account with Brightwell Energy',
      );
      expect(await article.locator('script, [style], [onclick]').count()).toBe(0);
      const signOut = page.getByRole('link', { name: 'Sign out' });
      expect(await signOut.getAttribute('href')).toBe('/identity/logout');
      expect(await cookieNames(page)).toEqual(['access_token', 'id_token']);
      await page.getByRole('button', { name: 'Reject all cookies' }).click();
      await expectNoAxeViolations(page);
      await closePage(page);
    }
  });

  it('only logs a failed deals fetch (spec §8): no message, and the page stays', async () => {
    const page = await newPage(browser());
    const errors = recordConsoleErrors(page);
    await page.route('**/help/deals.html', (route) => route.fulfill({ status: 500, body: '' }));
    await signIn(page, 'Priya Sharma', '/help-and-support/deals');
    await expectFailureLoggedOnly(page, errors, {
      logged: 'Could not load the deals page',
      loading: 'Loading your deals',
      heading: 'Your deals',
    });
    // The tab says what the heading says.
    expect(await page.title()).toBe('Your deals - Help & Support');
    await page.getByRole('link', { name: 'Sign out' }).waitFor();
    await closePage(page);
  });

  it('signs out from the deals page', async () => {
    const page = await newPage(browser());
    await signIn(page, 'Priya Sharma', '/help-and-support/deals');
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(appUrl(''));
    expect(await cookieNames(page)).not.toContain('id_token');
    await closePage(page);
  });
});
