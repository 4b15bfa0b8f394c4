/**
 * First-visit budgets, counted as a browser counts them (`scripts/bundle-report.ts`): each route
 * is opened in Chromium against the reference server with the built app, without cookie consent,
 * and every script and style sheet it downloads until the network is idle is summed, gzip level 9.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEASURED_ROUTES,
  findLibraries,
  formatTable,
  measureFirstVisits,
  readManifest,
  type FirstVisit,
  type RouteName,
} from '../../scripts/bundle-report';
import { serverOrigin } from '../e2e/support/browser';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const KB = 1024;

const CONTENT_ROUTES: readonly RouteName[] = ['home', 'category', 'article', 'contact-us'];

/** JavaScript a first visit may download, gzip kB: the goals for each kind of route. */
const JS_GOALS: Record<RouteName, number> = {
  home: 110,
  category: 120,
  article: 120,
  'contact-us': 120,
  'make-a-complaint-select-type': 150,
  'complaints/gas-and-electricity': 150,
  'complaints/feedback': 150,
  'submit-meter-read': 150,
};

/**
 * Each route's best figure reached, rounded up to the next half kB, so the test fails on any growth
 * (routes under their goal are held below it too; measured 2026-11-25, see docs/performance.md).
 * Home is held at its goal; contact us got 0.1 kB more when its rich-text sanitiser began to
 * share its link rule with the article's (a chunk of its own). The journeys reached their goal
 * once their forms were built from the app's own form components instead of Mantine's, and the
 * lead builders and the prefill lookup loaded only when needed; the complaint steps are held at
 * the goal itself.
 */
const JS_CEILINGS: Partial<Record<RouteName, number>> = {
  category: 118.5,
  article: 115.5,
  'contact-us': 109,
  'complaints/feedback': 147,
  'submit-meter-read': 134,
};

/** Style sheets a first visit may download or find inlined, gzip kB, on every route. */
const CSS_BUDGET = 12;

const jsBudget = (route: RouteName) => JS_CEILINGS[route] ?? JS_GOALS[route];

/** What a visit downloads beyond its route's budgets, one line per budget crossed. */
function overBudget({ route, jsGzipBytes, cssGzipBytes }: FirstVisit): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
  return [
    ...(jsGzipBytes > jsBudget(route) * KB
      ? [`${route}: ${kb(jsGzipBytes)} of JavaScript, budget ${jsBudget(route)} kB`]
      : []),
    ...(cssGzipBytes > CSS_BUDGET * KB
      ? [`${route}: ${kb(cssGzipBytes)} of CSS, budget ${CSS_BUDGET} kB`]
      : []),
  ];
}

describe('first-visit budgets (built app in dist/, in Chromium)', () => {
  let visits: FirstVisit[] = [];
  const visit = (route: RouteName): FirstVisit => {
    const found = visits.find((candidate) => candidate.route === route);
    if (!found) throw new Error(`${route} was not measured`);
    return found;
  };

  beforeAll(async () => {
    visits = await measureFirstVisits(serverOrigin());
    const budgets = visits.map(
      ({ route }) => `${route}: goal ${JS_GOALS[route]} kB, budget ${jsBudget(route)} kB`,
    );
    console.log(`\n${formatTable(visits)}\n\nJavaScript ${budgets.join('; ')}\n`);
  }, 180_000);

  it('measures every route', () => {
    expect(visits.map(({ route }) => route)).toEqual(Object.keys(MEASURED_ROUTES));
    for (const { jsGzipBytes, cssGzipBytes } of visits) {
      expect(jsGzipBytes).toBeGreaterThan(0);
      expect(cssGzipBytes).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(MEASURED_ROUTES) as RouteName[])(
    'keeps %s within its JavaScript and CSS budgets',
    (route) => {
      expect(overBudget(visit(route))).toEqual([]);
    },
  );

  it('fails a route that downloads one byte more than its budget', () => {
    for (const measured of visits) {
      const { route } = measured;
      const overJs = { ...measured, jsGzipBytes: jsBudget(route) * KB + 1 };
      const overCss = { ...measured, cssGzipBytes: CSS_BUDGET * KB + 1 };
      expect(overBudget(overJs)).toHaveLength(1);
      expect(overBudget(overCss)).toHaveLength(1);
      expect(overBudget({ ...overJs, cssGzipBytes: overCss.cssGzipBytes })).toHaveLength(2);
    }
  });

  it('keeps xstate, the phone-number library and Datadog RUM out of every content route', () => {
    for (const route of CONTENT_ROUTES)
      expect({ route, libraries: visit(route).libraries }).toEqual({ route, libraries: [] });
  });

  it('downloads the phone-number library only where a form checks phone numbers', () => {
    const withPhoneRules = visits
      .filter(({ libraries }) => libraries.includes('libphonenumber'))
      .map(({ route }) => route);
    // The complaint and feedback details check a UK or Irish number; the meter read asks only
    // for the number's shape (spec §5), and content routes have no form.
    expect(withPhoneRules).toEqual([
      'make-a-complaint-select-type',
      'complaints/gas-and-electricity',
      'complaints/feedback',
    ]);
  });

  it('downloads no Datadog RUM on any route before consent', () => {
    for (const { route, libraries } of visits) {
      expect({ route, rum: libraries.includes('datadog-rum') }).toEqual({ route, rum: false });
    }
  });
});

describe('library detection', () => {
  it('recognises each library by its signature', () => {
    expect(findLibraries('… "xstate.init" …')).toEqual(['xstate']);
    expect(findLibraries('defineGlobal(g,"DD_RUM",rum)')).toEqual(['datadog-rum']);
    // The app's own configuration names the Datadog site; that is not the SDK.
    expect(findLibraries('site:"datadoghq.eu"')).toEqual([]);
    expect(findLibraries('{country_calling_codes:{44:["GB"]}}')).toEqual(['libphonenumber']);
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

  it('finds xstate and Datadog RUM in the chunks the build made for them', () => {
    const chunks = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const found = chunks.flatMap((file) =>
      findLibraries(readFileSync(join(distDir, 'assets', file), 'utf8')),
    );
    expect(found).toContain('xstate');
    expect(found).toContain('datadog-rum');
    const manifest = readManifest(distDir);
    expect(manifest['src/monitoring/consent-chart.ts']?.isDynamicEntry).toBe(true);
  });
});
