import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initialTransition } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meterReadMachine, type MeterReadConfig } from '../../machines/meter-read.machine';
import type { QueryClient } from '@tanstack/react-query';
import { meterReadConfigQuery } from '../../src/api/queries/meter-read-config';
import { createQueryClient } from '../../src/api/queries/query-client';
import { meterReadStartInput } from '../../src/journeys/meter-read-journey';
import { showBeforeApp } from '../../src/ui/journeys/meter-read/meter-read-before-app';
import { MeterReadSkeleton } from '../../src/ui/journeys/meter-read/meter-read-skeleton';
import { WAIT_AT_MOST_MS, adoptShownBeforeApp } from '../../src/ui/shared/before-app';
import { stubPaintTiming } from './support/stub-paint-timing';

const fixture = JSON.parse(
  readFileSync(resolve('server/fixtures/meter-read-config.json'), 'utf8'),
) as MeterReadConfig;

/** The prerendered page's skeleton, as the build renders it. */
function prerenderedSkeleton() {
  document.body.innerHTML = `<main>${renderToStaticMarkup(<MeterReadSkeleton />)}</main>`;
  const opening = document.getElementById('meter-read-opening') as HTMLElement;
  return {
    opening,
    intro: document.getElementById('meter-read-intro') as HTMLElement,
    bars: () => document.getElementById('meter-read-bars'),
  };
}

const answer = (config: MeterReadConfig) =>
  new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } });

/** Answers the configuration call with `config`, fails it, or holds it until `release`. */
function contentService(config: MeterReadConfig | 'failing' | 'held') {
  const held: { release?: () => void } = {};
  const fetch = vi.fn(() => {
    if (config === 'failing') return Promise.reject(new TypeError('Failed to fetch'));
    if (config !== 'held') return Promise.resolve(answer(config));
    return new Promise<Response>((resolve) => {
      held.release = () => resolve(answer(fixture));
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, held };
}

/** What the app's chart decides with what the page handed it. */
const configKey = meterReadConfigQuery().queryKey;

function appDecides(queryClient: QueryClient) {
  const [chart] = initialTransition(meterReadMachine, meterReadStartInput({}, queryClient));
  return chart.value;
}

describe("the meter-read form's opening shown before the app runs", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}submit-meter-read`);
    stubPaintTiming();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    adoptShownBeforeApp(createQueryClient());
  });

  it('shows the heading and the configured introduction when the chart chooses the form, and hands the configuration over', async () => {
    const page = prerenderedSkeleton();
    expect(page.opening.hidden).toBe(true);
    const { fetch } = contentService(fixture);
    await showBeforeApp();

    expect(fetch).toHaveBeenCalledOnce();
    expect(page.opening.hidden).toBe(false);
    expect(page.opening.querySelector('h1')?.textContent).toBe('Submit a meter reading');
    expect(page.intro.textContent).toContain('It only takes a couple of minutes.');
    expect(page.intro.querySelector('sup')?.textContent).toBe('st');
    // The grey bars go: the form's fields take their room once the app runs.
    expect(page.bars()).toBeNull();

    const queryClient = createQueryClient();
    expect(adoptShownBeforeApp(queryClient)).toEqual([configKey]);
    expect(queryClient.getQueryData(configKey)).toEqual(fixture);
    expect(appDecides(queryClient)).toEqual({ form: 'editing' });
  });

  it('sanitises the introduction and fills in its placeholders, as the app does', async () => {
    const page = prerenderedSkeleton();
    contentService({
      ...fixture,
      headingTemplate:
        '<p onclick="steal()">Call {customerServicePhone}<script>steal()</script><img src=x onerror="steal()"></p>',
    });
    await showBeforeApp();
    expect(page.opening.hidden).toBe(false);
    expect(page.intro.innerHTML).toMatch(/^<p>Call [\d ]+<\/p>$/);
  });

  it('leaves the skeleton to the app when the chart finds the week closed, handing it the configuration', async () => {
    const page = prerenderedSkeleton();
    const closed = { ...fixture, isMeterReadWeek: false };
    contentService(closed);
    await showBeforeApp();
    expect(page.opening.hidden).toBe(true);
    expect(page.intro.innerHTML).toBe('');
    expect(page.bars()).not.toBeNull();

    const queryClient = createQueryClient();
    expect(adoptShownBeforeApp(queryClient)).toEqual([]);
    expect(queryClient.getQueryData(configKey)).toEqual(closed);
    expect(appDecides(queryClient)).toBe('closed');
  });

  it('shows nothing and hands nothing over when the call fails, so the app loads it itself', async () => {
    const page = prerenderedSkeleton();
    contentService('failing');
    await showBeforeApp();
    expect(page.opening.hidden).toBe(true);
    expect(page.bars()).not.toBeNull();

    const queryClient = createQueryClient();
    adoptShownBeforeApp(queryClient);
    expect(queryClient.getQueryData(configKey)).toBeUndefined();
    expect(appDecides(queryClient)).toBe('loadingConfig');
  });

  it('hands over a call still on its way after 3 s, so the app waits for it instead of asking again', async () => {
    vi.useFakeTimers();
    const page = prerenderedSkeleton();
    const { fetch, held } = contentService('held');
    const shown = showBeforeApp();
    await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS);
    await shown;

    const queryClient = createQueryClient();
    adoptShownBeforeApp(queryClient);
    const appRead = queryClient.query(meterReadConfigQuery());
    held.release?.();
    await expect(appRead).resolves.toEqual(fixture);
    expect(fetch).toHaveBeenCalledOnce();
    // The page was the app's by then: the late answer wrote nothing into it.
    expect(page.opening.hidden).toBe(true);
  });
});
