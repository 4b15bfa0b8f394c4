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

/** Signed in as a live customer on the deals page, with the page clock under the test's control. */
async function onDealsWithClock(): Promise<Page> {
  const page = await newPage(browser());
  await stubThirdParties(page.context());
  await page.clock.install();
  await signIn(page, 'Priya Sharma', '/help-and-support/deals');
  await page.waitForURL(appUrl('deals'));
  await page.getByRole('heading', { level: 1, name: 'Deals and offers' }).waitFor();
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('token check every 30 seconds', () => {
  it('clears the saved tariff and signs out when the identity token disappears', async () => {
    const page = await onDealsWithClock();
    const requests = recordRequests(page);
    await page.evaluate(() => {
      localStorage.setItem('chosenTariff', 'fixed-24');
      localStorage.setItem('pendingTariffDismissed', 'true');
      localStorage.setItem('unrelated', 'kept');
    });
    await page.context().clearCookies({ name: 'id_token' });

    await page.clock.fastForward(29 * SECOND);
    expect(pathname(page)).toBe('/help-and-support/deals');

    await page.clock.fastForward(1 * SECOND);
    await page.waitForURL(appUrl(''));
    expect(requests).toContain(`${serverOrigin()}/identity/logout`);
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
    const page = await onDealsWithClock();
    for (let check = 0; check < 4; check += 1) await page.clock.fastForward(30 * SECOND);
    expect(pathname(page)).toBe('/help-and-support/deals');
    await closePage(page);
  });
});

describe('idle logout after 15 minutes', () => {
  it('navigates to /logout after 15 minutes without activity', async () => {
    const page = await onDealsWithClock();
    await page.clock.fastForward(14 * MINUTE + 59 * SECOND);
    expect(pathname(page)).toBe('/help-and-support/deals');
    await page.clock.fastForward(1 * SECOND);
    await page.waitForURL(`${serverOrigin()}/logout`);
    await page.getByRole('heading', { name: 'You have been signed out' }).waitFor();
    expect(await page.context().cookies()).toEqual([]);
    await closePage(page);
  });

  it('restarts the 15 minutes on every activity', async () => {
    const page = await onDealsWithClock();
    await page.clock.fastForward(14 * MINUTE);
    await page.keyboard.press('Tab');
    await page.clock.fastForward(14 * MINUTE);
    await page.mouse.wheel(0, 200);
    await page.clock.fastForward(14 * MINUTE);
    expect(pathname(page)).toBe('/help-and-support/deals');
    await page.clock.fastForward(1 * MINUTE + SECOND);
    await page.waitForURL(`${serverOrigin()}/logout`);
    await closePage(page);
  });

  it('stops watching once the visitor leaves the protected pages', async () => {
    const page = await onDealsWithClock();
    await page.getByRole('link', { name: 'What happens when your fixed tariff ends' }).click();
    await page.waitForURL(appUrl('energy-tariffs/when-your-fixed-tariff-ends'));
    await page.getByRole('heading', { level: 1, name: 'When your fixed tariff ends' }).waitFor();
    await page.clock.fastForward(16 * MINUTE);
    await page.context().clearCookies({ name: 'id_token' });
    await page.clock.fastForward(1 * MINUTE);
    expect(pathname(page)).toBe('/help-and-support/energy-tariffs/when-your-fixed-tariff-ends');
    await closePage(page);
  });
});
