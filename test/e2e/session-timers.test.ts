/**
 * The auth session's timers in Chromium (spec §4 "Auth state", §9): the 30-second token check and
 * the 15-minute idle logout. Playwright's clock stands in for the wall clock, so the product ships
 * its real delays and the test does not wait 15 minutes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, closePage, newPage, serverOrigin, browserForFile } from './support/browser';
import { recordRequests, signIn, stubThirdParties } from './support/third-parties';

const browser = browserForFile();

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Signed in as a live customer on the deals page, with the page clock under the test's control,
 * and every request the page makes from then on.
 */
async function onDealsWithClock(): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage(browser());
  await stubThirdParties(page.context());
  await page.clock.install();
  await signIn(page, 'Priya Sharma', '/help-and-support/deals');
  await page.waitForURL(appUrl('deals'));
  await page.getByRole('heading', { level: 1, name: 'Deals and offers' }).waitFor();
  return { page, requests: recordRequests(page) };
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The two ways out (spec §4): identity/logout when a token is gone, /logout when idle. */
function isLogout(url: string): boolean {
  const { origin, pathname: path } = new URL(url);
  return origin === serverOrigin() && (path === '/identity/logout' || path === '/logout');
}

/** Long enough for a timer's redirect to send its request; short beside the 1 s margins. */
const SETTLE_MS = 250;

/**
 * No logout started and the page is still on `path`. A timer's redirect is a navigation that sends
 * its request a moment after the fast-forward returns, and nothing marks "no redirect is coming",
 * so the check waits a short settle for a logout request (returning at once if one is sent).
 */
async function expectNoLogout(page: Page, requests: string[], path: string): Promise<void> {
  const logout = await page
    .waitForRequest((request) => isLogout(request.url()), { timeout: SETTLE_MS })
    .then(
      (request) => request.url(),
      () => undefined,
    );
  expect(logout, 'a logout request was sent').toBeUndefined();
  expect(requests.filter(isLogout)).toEqual([]);
  expect(pathname(page)).toBe(path);
}

/**
 * Turns the mouse wheel over the page and waits until the page has the wheel event: Chromium hands
 * it to the page a frame after `mouse.wheel` returns, and a fast-forward before then would run the
 * idle timer out first. The app's listener (added earlier, on the same target) has run by then.
 */
async function scrollWheel(page: Page): Promise<void> {
  const listening = await page.evaluateHandle(() => ({
    seen: new Promise<void>((resolve) => {
      const options = { once: true, capture: true, passive: true };
      window.addEventListener('wheel', () => resolve(), options);
    }),
  }));
  await page.mouse.wheel(0, 200);
  await listening.evaluate(({ seen }) => seen);
  await listening.dispose();
}

describe('token check every 30 seconds', () => {
  it('clears the saved tariff and signs out at the next check once the identity token is gone', async () => {
    const { page, requests } = await onDealsWithClock();
    await page.evaluate(() => {
      localStorage.setItem('chosenTariff', 'fixed-24');
      localStorage.setItem('pendingTariffDismissed', 'true');
      localStorage.setItem('unrelated', 'kept');
    });
    // The checks run every 30 seconds from when the page came up, which on a busy machine is an
    // unknown while ago: with the page's time stopped before the token goes, no check can come
    // before the test moves the clock, and the next one is at most 30 seconds away. (How far apart
    // the checks are is the chart's unit tests' to say, on its own clock.)
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + SECOND);
    await page.context().clearCookies({ name: 'id_token' });
    // Nothing watches the cookie itself: the visitor stays until a check runs.
    await expectNoLogout(page, requests, '/help-and-support/deals');

    await page.clock.fastForward(30 * SECOND);
    // With the page's time still stopped, only a check in those 30 seconds can sign out.
    const logout = await page.waitForRequest((request) => isLogout(request.url()));
    expect(logout.url()).toBe(`${serverOrigin()}/identity/logout`);
    await page.clock.resume();
    await page.waitForURL(appUrl(''));
    expect(
      await page.evaluate(() => [
        localStorage.getItem('chosenTariff'),
        localStorage.getItem('pendingTariffDismissed'),
        localStorage.getItem('unrelated'),
      ]),
    ).toEqual([null, null, 'kept']);
    await closePage(page);
  });

  it('keeps a visitor with both tokens signed in', async () => {
    const { page, requests } = await onDealsWithClock();
    for (let check = 0; check < 4; check += 1) await page.clock.fastForward(30 * SECOND);
    await expectNoLogout(page, requests, '/help-and-support/deals');
    await closePage(page);
  });
});

describe('idle logout after 15 minutes', () => {
  it('navigates to /logout after 15 minutes without activity', async () => {
    const { page, requests } = await onDealsWithClock();
    // The 15 minutes count from the last activity, this key press: so the real time the page took
    // to come up under a busy machine is not counted too.
    await page.keyboard.press('Shift');
    await page.clock.fastForward(14 * MINUTE + 59 * SECOND);
    await expectNoLogout(page, requests, '/help-and-support/deals');
    await page.clock.fastForward(1 * SECOND);
    await page.waitForURL(`${serverOrigin()}/logout`);
    await page.getByRole('heading', { name: 'You have been signed out' }).waitFor();
    expect(await page.context().cookies()).toEqual([]);
    await closePage(page);
  });

  it('restarts the 15 minutes on every activity', async () => {
    const { page, requests } = await onDealsWithClock();
    await page.clock.fastForward(14 * MINUTE);
    await page.keyboard.press('Tab');
    await page.clock.fastForward(14 * MINUTE);
    await scrollWheel(page);
    await page.clock.fastForward(14 * MINUTE);
    await expectNoLogout(page, requests, '/help-and-support/deals');
    await page.clock.fastForward(1 * MINUTE + SECOND);
    await page.waitForURL(`${serverOrigin()}/logout`);
    await closePage(page);
  });

  it('stops watching once the visitor leaves the protected pages', async () => {
    const { page, requests } = await onDealsWithClock();
    await page.getByRole('link', { name: 'What happens when your fixed tariff ends' }).click();
    await page.waitForURL(appUrl('energy-tariffs/when-your-fixed-tariff-ends'));
    await page.getByRole('heading', { level: 1, name: 'When your fixed tariff ends' }).waitFor();
    await page.clock.fastForward(16 * MINUTE);
    await page.context().clearCookies({ name: 'id_token' });
    await page.clock.fastForward(1 * MINUTE);
    await expectNoLogout(
      page,
      requests,
      '/help-and-support/energy-tariffs/when-your-fixed-tariff-ends',
    );
    await closePage(page);
  });
});
