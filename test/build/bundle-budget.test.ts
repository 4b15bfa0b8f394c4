import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_MODULES,
  findLibraries,
  formatTable,
  measureAllRoutes,
  readManifest,
} from '../../scripts/bundle-report';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const KB = 1024;

/** Routes that run a chart before their screen shows, so they load xstate (never RUM). */
const CHART_ROUTES = new Set([
  'deals',
  // The journeys: each route's chunk carries its chart and @xstate/react.
  'make-a-complaint-select-type',
  'complaints/feedback',
  'submit-meter-read',
]);

/** What the home route may load before any interaction (issue budget). */
const HOME_BUDGET = { jsGzipBytes: 130 * KB, cssGzipBytes: 20 * KB };

describe('bundle budgets (built output in dist/)', () => {
  const bundles = measureAllRoutes(distDir);
  console.log(`\n${formatTable(bundles)}\n`);

  it('measures every route module that the build emitted', () => {
    expect(bundles.map((bundle) => bundle.route)).toEqual(Object.keys(ROUTE_MODULES));
    for (const bundle of bundles) expect(bundle.jsGzipBytes).toBeGreaterThan(0);
  });

  it(`keeps the home route within ${HOME_BUDGET.jsGzipBytes / KB} kB JS and ${HOME_BUDGET.cssGzipBytes / KB} kB CSS gzip`, () => {
    const home = bundles.find((bundle) => bundle.route === 'home');
    expect(home?.jsGzipBytes).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
    expect(home?.cssGzipBytes).toBeLessThanOrEqual(HOME_BUDGET.cssGzipBytes);
  });

  it('keeps xstate and Datadog RUM out of every content route', () => {
    for (const bundle of bundles.filter(({ route }) => !CHART_ROUTES.has(route)))
      expect({ [bundle.route]: bundle.libraries }).toEqual({ [bundle.route]: [] });
  });

  it("loads Datadog RUM only in lazily loaded chunks, outside every route's initial load", () => {
    const manifest = readManifest(distDir);
    const rumEntry = Object.entries(manifest).find(([key]) =>
      key.includes('node_modules/@datadog/browser-rum/esm/entries/'),
    );
    expect(rumEntry?.[1].isDynamicEntry).toBe(true);
    const rumChunks = readdirSync(join(distDir, 'assets')).filter(
      (file) =>
        file.endsWith('.js') &&
        findLibraries(readFileSync(join(distDir, 'assets', file), 'utf8')).includes('datadog-rum'),
    );
    expect(rumChunks).toContain(rumEntry?.[1].file.replace('assets/', ''));
    const initialFiles = new Set(bundles.flatMap((bundle) => bundle.files));
    for (const chunk of rumChunks) expect(initialFiles.has(`assets/${chunk}`)).toBe(false);
    for (const bundle of bundles) expect(bundle.libraries).not.toContain('datadog-rum');
  });
});

describe('library detection', () => {
  it('recognises each library by its signature', () => {
    expect(findLibraries('… "xstate.init" …')).toEqual(['xstate']);
    expect(findLibraries('defineGlobal(g,"DD_RUM",rum)')).toEqual(['datadog-rum']);
    // The app's own configuration names the Datadog site; that is not the SDK.
    expect(findLibraries('site:"datadoghq.eu"')).toEqual([]);
    expect(findLibraries('plain app code')).toEqual([]);
    expect(findLibraries('{type:"@statelyai.connected"}')).toEqual(['statelyai-inspect']);
  });

  it('ships no trace of the development-only Stately inspector (@statelyai/inspect)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const withInspector = files(distDir).filter((file) =>
      findLibraries(readFileSync(file, 'latin1')).includes('statelyai-inspect'),
    );
    expect(withInspector).toEqual([]);
  });

  it('finds xstate wherever the build does include it', () => {
    const chunks = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const withXstate = chunks.filter((file) =>
      findLibraries(readFileSync(join(distDir, 'assets', file), 'utf8')).includes('xstate'),
    );
    const manifestText = readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8');
    // The journeys, the auth session and the consent chart are the app's users of xstate.
    const appUsesXstate = ['src/journeys/', 'src/session/', 'src/monitoring/start-monitoring'].some(
      (path) => manifestText.includes(path),
    );
    expect(withXstate.length > 0).toBe(appUsesXstate);
  });
});
