import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_MODULES,
  findLibraries,
  formatTable,
  measureAllRoutes,
} from '../../scripts/bundle-report';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const KB = 1024;

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
    for (const bundle of bundles)
      expect({ [bundle.route]: bundle.libraries }).toEqual({ [bundle.route]: [] });
  });
});

describe('library detection', () => {
  it('recognises each library by its signature', () => {
    expect(findLibraries('… "xstate.init" …')).toEqual(['xstate']);
    expect(findLibraries('site:"datadoghq.eu"')).toEqual(['datadog-rum']);
    expect(findLibraries('plain app code')).toEqual([]);
  });

  it('finds xstate wherever the build does include it', () => {
    const chunks = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const withXstate = chunks.filter((file) =>
      findLibraries(readFileSync(join(distDir, 'assets', file), 'utf8')).includes('xstate'),
    );
    const appUsesXstate = readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8').includes(
      'src/journeys/',
    );
    expect(withXstate.length > 0).toBe(appUsesXstate);
  });
});
