/**
 * Helpers of the session and consent browser tests: local stand-ins for the Datadog intake and the
 * chat beacon (so nothing leaves the machine), the built RUM chunks, consent cookies and sign-in
 * through the reference identity stand-in.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { readManifest } from '../../../scripts/bundle-report';
import { serverOrigin } from './browser';

export const CHAT_BEACON_URL = 'https://beacon.example-chat.com/beacon.js';
const distDir = join(import.meta.dirname, '..', '..', '..', 'dist');

/** What reached the stubbed third parties. */
export interface ThirdPartyTraffic {
  datadog: string[];
  beacon: string[];
}

/** Routes every Datadog host and the chat beacon host to local fulfilments and records them. */
export async function stubThirdParties(context: BrowserContext): Promise<ThirdPartyTraffic> {
  const traffic: ThirdPartyTraffic = { datadog: [], beacon: [] };
  await context.route('**/*datadoghq*/**', (route) => {
    traffic.datadog.push(route.request().url());
    return route.fulfill({ status: 202, contentType: 'application/json', body: '{}' });
  });
  await context.route('https://beacon.example-chat.com/**', (route) => {
    traffic.beacon.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'document.documentElement.dataset.chatBeacon = "loaded";',
    });
  });
  return traffic;
}

/** Built file names (e.g. `main-AbC123.js`) of the RUM SDK and the chunks it loads itself. */
export function rumChunkFiles(): string[] {
  const manifest = readManifest(distDir);
  const entry = Object.entries(manifest).find(([key]) =>
    key.includes('node_modules/@datadog/browser-rum/esm/entries/'),
  );
  if (!entry) throw new Error('The build has no Datadog RUM chunk');
  const [key, chunk] = entry;
  const lazy = Object.values(manifest).filter((other) => other.imports?.includes(key));
  return [chunk.file, ...lazy.map((other) => other.file)].map((file) =>
    file.replace('assets/', ''),
  );
}

function builtChunkFile(source: string): string {
  const chunk = readManifest(distDir)[source];
  if (!chunk) throw new Error(`The build has no chunk for ${source}`);
  return chunk.file.replace('assets/', '');
}

/** Built file name of the lazily loaded consent wiring. */
export function consentChunkFile(): string {
  return builtChunkFile('src/monitoring/start-monitoring.ts');
}

/** Built file name of the consent chart, loaded once consent gives it work. */
export function consentChartChunkFile(): string {
  return builtChunkFile('src/monitoring/consent-chart.ts');
}

/** Records the URL of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Records console errors. */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Stores a OneTrust consent cookie as if chosen on an earlier visit. */
export async function storeConsent(
  context: BrowserContext,
  groups: { performance: boolean; targeting: boolean },
): Promise<void> {
  const flag = (on: boolean) => (on ? 1 : 0);
  await context.addCookies([
    {
      name: 'OptanonConsent',
      value: `isGDPRLocale=true&groups=C0001:1,C0002:${flag(groups.performance)},C0004:${flag(groups.targeting)}&interactionCount=1`,
      url: serverOrigin(),
    },
  ]);
}

/** Test users of the identity stand-in, by the name on their sign-in button. */
export type TestUserName = 'Priya Sharma' | 'Gareth Hughes' | 'Access token only';

/** Signs in through the identity stand-in, which then returns to `returnPath`. */
export async function signIn(page: Page, user: TestUserName, returnPath: string): Promise<void> {
  const authorize = new URL('/identity/authorize', serverOrigin());
  authorize.search = new URLSearchParams({
    response_type: 'token',
    client_id: 'help-and-support-web',
    state: returnPath,
  }).toString();
  await page.goto(authorize.href);
  await page.getByRole('button', { name: `Sign in as ${user}` }).click();
}
