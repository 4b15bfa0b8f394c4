/**
 * First-visit budgets against the named stack's floor (`bench/stack-floor/`, docs/performance.md),
 * counted as a browser counts them (`scripts/bundle-report.ts`): each page the build wrote, and
 * each page of the floor, is opened in Chromium against a reference server, without cookie
 * consent, and every script and style sheet it downloads until the network is idle is summed,
 * gzip level 9.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MEASURED_ROUTES,
  builtPagePaths,
  distFiles,
  findLibraries,
  floorRatio,
  formatTable,
  measureFirstVisits,
  readManifest,
  type FirstVisit,
  type Library,
  type PageKind,
  type RouteName,
  type StackFloor,
} from '../../scripts/bundle-report';
import { measureStackFloor, pageKind } from '../../scripts/stack-floor';
import { serverOrigin } from '../e2e/support/browser';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
/** libphonenumber-js minified, as a build would ship it. */
const LIBPHONENUMBER_MIN = join(
  import.meta.dirname,
  '../../node_modules/libphonenumber-js/bundle/libphonenumber-min.js',
);
const KB = 1024;

/**
 * The goal (issue 42): a page's JavaScript at most 1.15 times the floor page of its kind's. With
 * every screen on the whole named stack and pages hydrated by the router's SSR client, pages
 * measure 1.22-1.47 (home to the heaviest article) and 1.32-1.37 (journey steps)
 * (docs/performance.md). The test holds each kind at its measured ratio rounded up, so no page
 * grows; lower these toward the goal as pages get lighter.
 */
const FLOOR_RATIO_GOAL = 1.15;
const FLOOR_RATIO_HELD: Record<PageKind, number> = { content: 1.47, 'journey step': 1.37 };

/** Style sheets a first visit may download or find inlined, gzip kB, on every page. */
const CSS_BUDGET = 12;

/** What a visit downloads beyond its floor's ratio and the CSS budget, one line each. */
function overBudget(visit: FirstVisit, floor: StackFloor): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
  const kind = pageKind(visit.path);
  const page = `/${visit.path}`;
  const ratio = floorRatio(visit, floor[kind]);
  const held = FLOOR_RATIO_HELD[kind];
  return [
    ...(ratio > held
      ? [
          `${page}: ${kb(visit.jsGzipBytes)} of JavaScript, ${ratio.toFixed(3)} × the ${kind} floor (${kb(floor[kind].jsGzipBytes)}), at most ${held} (goal ${FLOOR_RATIO_GOAL})`,
        ]
      : []),
    ...(visit.cssGzipBytes > CSS_BUDGET * KB
      ? [`${page}: ${kb(visit.cssGzipBytes)} of CSS, budget ${CSS_BUDGET} kB`]
      : []),
  ];
}

/**
 * Every page the build wrote is measured against the floor of its kind, so a screen that only some
 * categories, articles or journey steps show cannot push them over unnoticed.
 */
describe('first-visit budgets (built app in dist/, in Chromium, against the stack floor)', () => {
  const pages = builtPagePaths(distDir);
  let floor: StackFloor;
  let visits: FirstVisit[] = [];
  const visit = (route: RouteName): FirstVisit => {
    const found = visits.find(({ path }) => path === MEASURED_ROUTES[route]);
    if (!found) throw new Error(`${route} was not measured`);
    return found;
  };

  beforeAll(async () => {
    floor = await measureStackFloor();
    visits = await measureFirstVisits(serverOrigin(), pages);
    console.log(
      `\n${formatTable(visits, floor, pageKind)}\n\nJavaScript at most ${FLOOR_RATIO_HELD.content} (content) and ${FLOOR_RATIO_HELD['journey step']} (journey steps) × the floor, goal ${FLOOR_RATIO_GOAL}\n`,
    );
  }, 600_000);

  it('measures the floor: a content page without xstate, a journey step with it and more', () => {
    expect(floor.content.libraries).toEqual([]);
    expect(floor['journey step'].libraries).toEqual(['xstate']);
    expect(floor.content.jsGzipBytes).toBeGreaterThan(100 * KB);
    expect(floor['journey step'].jsGzipBytes).toBeGreaterThan(floor.content.jsGzipBytes);
  });

  it('measures every page the build wrote: home, every content page and every journey step', () => {
    expect(visits.map(({ path }) => path)).toEqual(pages);
    expect(pages).toEqual(expect.arrayContaining(Object.values(MEASURED_ROUTES)));
    expect(pages.filter((path) => pageKind(path) === 'journey step').length).toBeGreaterThan(10);
    for (const { jsGzipBytes, cssGzipBytes } of visits) {
      expect(jsGzipBytes).toBeGreaterThan(0);
      expect(cssGzipBytes).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(MEASURED_ROUTES) as RouteName[])(
    'keeps %s within its floor ratio and the CSS budget',
    (route) => {
      expect(overBudget(visit(route), floor)).toEqual([]);
    },
  );

  it(`keeps every page within its held ratio to the floor of its kind and ${CSS_BUDGET} kB of CSS`, () => {
    expect(visits.flatMap((measured) => overBudget(measured, floor))).toEqual([]);
  });

  it('passes a page at its floor ratio and fails it one byte over', () => {
    for (const measured of visits) {
      const kind = pageKind(measured.path);
      const limit = Math.floor(FLOOR_RATIO_HELD[kind] * floor[kind].jsGzipBytes);
      const atBudget = { ...measured, jsGzipBytes: limit, cssGzipBytes: CSS_BUDGET * KB };
      const overJs = { ...atBudget, jsGzipBytes: limit + 1 };
      const overCss = { ...atBudget, cssGzipBytes: CSS_BUDGET * KB + 1 };
      expect(overBudget(atBudget, floor)).toEqual([]);
      expect(overBudget(overJs, floor)).toHaveLength(1);
      expect(overBudget(overCss, floor)).toHaveLength(1);
      expect(overBudget({ ...overJs, cssGzipBytes: overCss.cssGzipBytes }, floor)).toHaveLength(2);
    }
  });

  it('keeps xstate, the phone-number library and Datadog RUM out of every content page', () => {
    const content = visits.filter(({ path }) => pageKind(path) === 'content');
    expect(content.length).toBeGreaterThan(50);
    for (const { path, libraries } of content)
      expect({ path, libraries }).toEqual({ path, libraries: [] });
  });

  it('downloads libphonenumber-js only on journey steps: their forms check phone numbers with it', () => {
    const withLibrary = visits.filter(({ libraries }) => libraries.includes('libphonenumber'));
    expect(withLibrary.length).toBeGreaterThan(0);
    for (const { path } of withLibrary)
      expect({ path, kind: pageKind(path) }).toEqual({ path, kind: 'journey step' });
  });

  it('downloads no Datadog RUM on any page before consent', () => {
    for (const { path, libraries } of visits) {
      expect({ path, rum: libraries.includes('datadog-rum') }).toEqual({ path, rum: false });
    }
  });
});

/** The files of the build in which `findLibraries` finds `library`. */
const distFilesWith = (library: Library) =>
  distFiles(distDir).filter((file) =>
    findLibraries(readFileSync(join(distDir, file), 'latin1')).includes(library),
  );

describe('library detection', () => {
  it('recognises each library by its signature', () => {
    expect(findLibraries('… "xstate.init" …')).toEqual(['xstate']);
    expect(findLibraries('defineGlobal(g,"DD_RUM",rum)')).toEqual(['datadog-rum']);
    // The app's own configuration names the Datadog site; that is not the SDK.
    expect(findLibraries('site:"datadoghq.eu"')).toEqual([]);
    expect(findLibraries(readFileSync(LIBPHONENUMBER_MIN, 'utf8'))).toEqual(['libphonenumber']);
    expect(findLibraries('plain app code')).toEqual([]);
    expect(findLibraries('{type:"@statelyai.connected"}')).toEqual(['statelyai-inspect']);
    expect(findLibraries('class:"tsqd-parent-container"')).toEqual(['query-devtools']);
  });

  it('ships libphonenumber-js with the phone rule of the forms, and tells the rule from the library', () => {
    const phoneRule = readFileSync(
      join(import.meta.dirname, '..', '..', 'machines', 'validation', 'uk-or-irish-phone.ts'),
      'utf8',
    );
    expect(findLibraries(phoneRule)).toEqual([]);
    expect(distFilesWith('libphonenumber').length).toBeGreaterThan(0);
  });

  it('ships no trace of the development-only Stately inspector or TanStack Query devtools', () => {
    expect(distFilesWith('statelyai-inspect')).toEqual([]);
    expect(distFilesWith('query-devtools')).toEqual([]);
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
