/**
 * Consent gating in Chromium (spec §4 "Consent-gated scripts", §8, §9): Datadog RUM is neither
 * downloaded nor contacted before performance consent, is initialised exactly once with the §9
 * settings after it, and failures are logged only. Datadog hosts are routed to a local stub.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, closePage, newPage, browserForFile } from './support/browser';
import {
  consentChunkFile,
  recordConsoleErrors,
  recordRequests,
  rumChunkFiles,
  storeConsent,
  stubThirdParties,
} from './support/third-parties';

/** Monitoring starts at idle time after load: give polls room on a busy machine. */
const IDLE_WORK = { timeout: 15_000 };

const browser = browserForFile();

interface DatadogRumGlobal {
  getInitConfiguration(): Record<string, unknown> | undefined;
}

function rumInitConfiguration(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      (window as unknown as { DD_RUM?: DatadogRumGlobal }).DD_RUM?.getInitConfiguration() ?? null,
  );
}

async function openHome() {
  const page = await newPage(browser());
  const traffic = await stubThirdParties(page.context());
  const requests = recordRequests(page);
  const errors = recordConsoleErrors(page);
  await page.goto(appUrl(''));
  await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
  return { page, traffic, requests, errors };
}

/** Waits until the consent wiring has loaded at idle time, so its decision has been made. */
async function consentWiringLoaded(requests: string[]): Promise<void> {
  const file = consentChunkFile();
  await expect.poll(() => requests.some((url) => url.endsWith(file)), IDLE_WORK).toBe(true);
}

const rumRequests = (requests: string[]) =>
  requests.filter((url) => rumChunkFiles().some((file) => url.endsWith(`/${file}`)));

describe('monitoring before consent', () => {
  it('downloads no RUM code and sends nothing to Datadog, even after rejecting', async () => {
    const { page, traffic, requests } = await openHome();
    await consentWiringLoaded(requests);
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    await page.waitForTimeout(500);
    expect(rumRequests(requests)).toEqual([]);
    expect(requests.filter((url) => url.includes('datadoghq'))).toEqual([]);
    expect(traffic.datadog).toEqual([]);
    expect(await rumInitConfiguration(page)).toBeNull();
    await closePage(page);
  });

  it('starts nothing on a consent update the consent cookie does not back (spec §4)', async () => {
    const { page, traffic, requests } = await openHome();
    await consentWiringLoaded(requests);
    await page.evaluate(() => {
      const groups = ['C0001', 'C0002', 'C0004'];
      window.OnetrustActiveGroups = `,${groups.join(',')},`;
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: groups }));
    });
    await page.waitForTimeout(1_000);
    expect(rumRequests(requests)).toEqual([]);
    expect(traffic.datadog).toEqual([]);
    expect(traffic.beacon).toEqual([]);
    expect(await rumInitConfiguration(page)).toBeNull();
    await closePage(page);
  });
});

describe('monitoring after consent', () => {
  it('loads RUM once consent is given and initialises it once with the §9 settings', async () => {
    const { page, traffic, requests, errors } = await openHome();
    await consentWiringLoaded(requests);
    expect(rumRequests(requests)).toEqual([]);

    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect.poll(() => rumInitConfiguration(page), IDLE_WORK).not.toBeNull();
    expect(await rumInitConfiguration(page)).toMatchObject({
      site: 'datadoghq.eu',
      service: 'help-and-support',
      env: 'dev',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 20,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      startSessionReplayRecordingManually: false,
      allowedTracingUrls: [],
      enableExperimentalFeatures: [],
    });
    // Telemetry goes to the EU intake, which the stub answers.
    await expect.poll(() => traffic.datadog.length, IDLE_WORK).toBeGreaterThan(0);
    for (const url of traffic.datadog) {
      expect(new URL(url).hostname).toBe('browser-intake-datadoghq.eu');
    }

    // Further consent updates (withdraw, grant again) never load or initialise it again.
    await page.getByRole('button', { name: 'Hide this message' }).click();
    for (const choice of ['Reject all cookies', 'Accept all cookies']) {
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await page.getByRole('button', { name: choice }).click();
      // The banner overlays the foot of the window, where the settings button is: closed first.
      await page.getByRole('button', { name: 'Hide this message' }).click();
    }
    await page.waitForTimeout(500);
    const [sdk] = rumChunkFiles();
    expect(requests.filter((url) => url.endsWith(`/${sdk ?? '?'}`))).toHaveLength(1);
    expect(errors.filter((text) => text.includes('already initialized'))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('starts on load when consent was stored on an earlier visit, without showing the banner', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    await storeConsent(page.context(), { performance: true, targeting: false });
    await page.goto(appUrl(''));
    await expect.poll(() => rumInitConfiguration(page), IDLE_WORK).not.toBeNull();
    expect(await page.locator('#hs-consent-banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).isVisible()).toBe(true);
    await closePage(page);
  });

  it('logs a failed start and carries on: the page works and the chat beacon still follows consent', async () => {
    const page = await newPage(browser());
    await stubThirdParties(page.context());
    const [sdk] = rumChunkFiles();
    await page.context().route(`**/${sdk ?? '?'}`, (route) => route.abort());
    const errors = recordConsoleErrors(page);
    await storeConsent(page.context(), { performance: true, targeting: true });
    await page.goto(appUrl(''));
    await expect
      .poll(
        () => errors.some((text) => text.includes('Monitoring could not be started')),
        IDLE_WORK,
      )
      .toBe(true);
    expect(await rumInitConfiguration(page)).toBeNull();
    await page.locator('script#hs-chat-beacon').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await closePage(page);
  });
});
