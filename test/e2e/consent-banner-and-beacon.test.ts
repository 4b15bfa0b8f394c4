/**
 * The reference server's stand-in consent banner (OneTrust conventions, DESIGN.md) and the chat
 * beacon that follows the targeting group C0004 (spec §4, §9), in Chromium. The beacon host is
 * routed to a local stub.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, closePage, newPage, PHONE_VIEWPORT, browserForFile } from './support/browser';
import {
  CHAT_BEACON_URL,
  consentChartChunkFile,
  storeConsent,
  stubThirdParties,
} from './support/third-parties';

/** Monitoring starts at idle time after load: give polls room on a busy machine. */
const IDLE_WORK = { timeout: 15_000 };

const browser = browserForFile();

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'OptanonConsent')?.value;
}

function activeGroups(page: Page): Promise<unknown> {
  return page.evaluate(() => window.OnetrustActiveGroups);
}

/** Collects the detail of every OneTrustGroupsUpdated event from now on. */
async function recordConsentEvents(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = events;
    window.addEventListener('OneTrustGroupsUpdated', (event) => {
      events.push((event as CustomEvent).detail);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);
}

/**
 * Runs axe (WCAG 2.2 A and AA) on the banner and its settings button only: the screens around it
 * have their own tests.
 */
async function expectAccessibleBanner(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#hs-consent-banner')
    .include('.hs-consent-settings')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const beacon = (page: Page) => page.locator('script#hs-chat-beacon');

describe('stand-in consent banner', () => {
  it('asks on the first visit, accessibly, on a phone and a desktop', async () => {
    for (const viewport of [PHONE_VIEWPORT, undefined]) {
      const page = await newPage(browser(), viewport);
      await stubThirdParties(page.context());
      await page.goto(appUrl(''));
      const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
      await banner.waitFor();
      expect(await activeGroups(page)).toBe(',C0001,');
      await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
      await expectAccessibleBanner(page);
      await banner.getByRole('button', { name: 'Choose cookies' }).click();
      await expectAccessibleBanner(page);
      await closePage(page);
    }
  });

  it('accepts all: writes the OneTrust cookie, sets the active groups and fires the event', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    await page.goto(appUrl(''));
    const events = await recordConsentEvents(page);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:1,C0004:1');
    expect(await activeGroups(page)).toBe(',C0001,C0002,C0004,');
    expect(await events()).toEqual([['C0001', 'C0002', 'C0004']]);
    const confirmation = page.getByText(
      'You’ve accepted performance cookies and targeting cookies.',
    );
    await confirmation.waitFor();
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectAccessibleBanner(page);
    await page.getByRole('button', { name: 'Hide this message' }).click();
    expect(await page.locator('#hs-consent-banner').isVisible()).toBe(false);
    await closePage(page);
  });

  it('rejects all: only the strictly necessary group stays active', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    await page.goto(appUrl(''));
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:0,C0004:0');
    expect(await activeGroups(page)).toBe(',C0001,');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    expect(await page.locator('#hs-consent-banner').isVisible()).toBe(false);
    await closePage(page);
  });

  it('chooses categories with the keyboard alone', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    await page.goto(appUrl(''));
    await page.getByRole('button', { name: 'Accept all cookies' }).waitFor();
    // The banner comes first on the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Accept all cookies',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const choose = page.getByRole('button', { name: 'Choose cookies' });
    expect(await choose.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await choose.getAttribute('aria-expanded')).toBe('true');
    const performance = page.getByRole('checkbox', { name: 'Performance cookies (C0002)' });
    expect(await performance.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(
      await page.getByRole('checkbox', { name: 'Targeting cookies (C0004)' }).isChecked(),
    ).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:0,C0004:1');
    await closePage(page);
  });
});

describe('chat beacon', () => {
  it('appears with targeting consent and disappears when it is withdrawn', async () => {
    const page = await newPage(browser());
    const traffic = await stubThirdParties(page.context());
    await page.goto(appUrl(''));
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await page.waitForTimeout(500);
    expect(await beacon(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.getByRole('checkbox', { name: 'Targeting cookies (C0004)' }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await beacon(page).waitFor({ state: 'attached' });
    expect(await beacon(page).getAttribute('src')).toBe(CHAT_BEACON_URL);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.chatBeacon), IDLE_WORK)
      .toBe('loaded');
    expect(traffic.beacon).toEqual([CHAT_BEACON_URL]);
    // Targeting alone gives no monitoring.
    expect(traffic.datadog).toEqual([]);

    await page.getByRole('button', { name: 'Hide this message' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    const targeting = page.getByRole('checkbox', { name: 'Targeting cookies (C0004)' });
    expect(await targeting.isChecked()).toBe(true);
    await targeting.uncheck();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await beacon(page).waitFor({ state: 'detached' });
    await closePage(page);
  });

  it('follows consent withdrawn while the consent chart is still downloading', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    await storeConsent(page.context(), { performance: false, targeting: true });
    let releaseChart = (): void => undefined;
    const chartHeld = new Promise<void>((resolve) => {
      releaseChart = resolve;
    });
    let chartRequested = false;
    await page.route(`**/${consentChartChunkFile()}`, async (route) => {
      chartRequested = true;
      await chartHeld;
      await route.continue();
    });
    await page.goto(appUrl('contact-us'));
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expect.poll(() => chartRequested, IDLE_WORK).toBe(true);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    const chartLoaded = page.waitForResponse((response) =>
      response.url().endsWith(consentChartChunkFile()),
    );
    releaseChart();
    await chartLoaded;
    await page.waitForTimeout(1_000);
    expect(await beacon(page).count()).toBe(0);
    await closePage(page);
  });

  it('is added on load when targeting consent is stored, and not without it', async () => {
    for (const targeting of [true, false]) {
      const page = await newPage(browser());
      await stubThirdParties(page.context());
      await storeConsent(page.context(), { performance: false, targeting });
      await page.goto(appUrl('contact-us'));
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      if (targeting) await beacon(page).waitFor({ state: 'attached' });
      else {
        await page.waitForTimeout(1_000);
        expect(await beacon(page).count()).toBe(0);
      }
      await closePage(page);
    }
  });
});
