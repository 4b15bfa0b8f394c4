/**
 * What a first visit downloads, counted as a browser counts it: each route is opened in Chromium
 * (fresh profile, no cookie consent) against the reference server, and every script and style
 * sheet response until the network is idle is summed, gzip level 9 of its body — idle-time chunks
 * included. Style sheets and scripts inlined in the page count as CSS and JS too. The reference
 * server's stand-in consent banner (`/reference-assets/`, standing in for the third-party OneTrust
 * script) is left out.
 *
 * `npm run build && npm run report:bundle` prints the table, each route beside the named stack's
 * floor of its kind (`scripts/stack-floor.ts`) (`-- --files` adds each route's files with their
 * sizes in bytes; a path before it measures another build); `test/build/bundle-budget.test.ts`
 * holds the budgets.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `keys` and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Libraries that must not be in a content route's first visit, found by a string only their code
 * holds. RUM is recognised by the global it defines: 'datadoghq' is also in the app's own
 * monitoring configuration (the site), which the entry chunk carries.
 */
export const LIBRARY_SIGNATURES = {
  xstate: 'xstate.init',
  'datadog-rum': 'DD_RUM',
  // libphonenumber-js's own error messages (validateMetadata in its metadata.js, which every entry
  // point reads through): the complaint and feedback forms check phone numbers with it.
  libphonenumber: '[libphonenumber-js]',
  // The event @statelyai/inspect posts when its inspector window connects; development-only.
  'statelyai-inspect': '@statelyai.connected',
  // The class of the panel TanStack Query's devtools render; development-only.
  'query-devtools': 'tsqd-parent-container',
} as const;

export type Library = keyof typeof LIBRARY_SIGNATURES;

export function findLibraries(source: string): Library[] {
  return (Object.keys(LIBRARY_SIGNATURES) as Library[]).filter((name) =>
    source.includes(LIBRARY_SIGNATURES[name]),
  );
}

/** The routes measured, by name, with their path under /help-and-support/. */
export const MEASURED_ROUTES = {
  home: '',
  category: 'bills-and-payments',
  article: 'meters/how-to-read-your-meter',
  'contact-us': 'contact-us',
  'make-a-complaint-select-type': 'make-a-complaint-select-type',
  'complaints/gas-and-electricity': 'complaints/gas-and-electricity',
  'complaints/feedback': 'complaints/feedback',
  'submit-meter-read': 'submit-meter-read',
} as const;

export type RouteName = keyof typeof MEASURED_ROUTES;

/** A measured route's name, or the path of any other page. */
const pageLabel = (path: string): string =>
  (Object.keys(MEASURED_ROUTES) as RouteName[]).find((route) => MEASURED_ROUTES[route] === path) ??
  path;

/** Every file the build wrote, as a path relative to `distDir`. */
export function distFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
}

/** The path under /help-and-support/ of every page the build wrote ('' for home), sorted. */
export function builtPagePaths(distDir: string): string[] {
  return distFiles(distDir)
    .filter((file) => basename(file) === 'index.html')
    .map((file) => (dirname(file) === '.' ? '' : dirname(file)))
    .sort();
}

export interface FirstVisit {
  /** The page's path under /help-and-support/, '' for home. */
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Script and style sheet paths with their gzip size, in the order they arrived. */
  files: { path: string; gzipBytes: number }[];
  libraries: Library[];
}

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * A wait for the page's network to be quiet: no request in flight for half a second. Unlike
 * Playwright's `networkidle`, which once reached is never waited for again, it can be waited for
 * after every step.
 */
function trackNetworkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Opens `path` in a fresh context and sums what it downloads until the network is quiet. */
export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  path: string,
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const pending: Promise<{ url: string; type: string; body: Buffer } | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if ((type !== 'script' && type !== 'stylesheet') || url.includes('/reference-assets/')) {
        return;
      }
      pending.push(
        response.body().then(
          (body) => ({ url, type, body }),
          () => undefined,
        ),
      );
    });
    const networkQuiet = trackNetworkQuiet(page);
    await page.goto(`${origin}/help-and-support/${path}`, { waitUntil: 'load' });
    await networkQuiet();
    // A prerendered page starts the app after its first paint, and monitoring is scheduled at idle
    // time after load: give both the chance, then wait for the network to be quiet again.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2_000 }));
          });
        }),
    );
    await networkQuiet();
    const inline = (selector: string) =>
      page.evaluate(
        (css) => [...document.querySelectorAll(css)].map((element) => element.textContent).join(''),
        selector,
      );
    const inlineCss = await inline('head style');
    const inlineJs = await inline('script:not([src])');
    const responses = (await Promise.all(pending)).filter((item) => item !== undefined);
    const scripts = responses.filter(({ type }) => type === 'script');
    const sheets = responses.filter(({ type }) => type === 'stylesheet');
    return {
      path,
      jsGzipBytes:
        scripts.reduce((sum, { body }) => sum + gzipBytes(body), 0) +
        (inlineJs === '' ? 0 : gzipBytes(inlineJs)),
      cssGzipBytes:
        sheets.reduce((sum, { body }) => sum + gzipBytes(body), 0) +
        (inlineCss === '' ? 0 : gzipBytes(inlineCss)),
      files: responses.map(({ url, body }) => ({
        path: new URL(url).pathname,
        gzipBytes: gzipBytes(body),
      })),
      libraries: findLibraries(scripts.map(({ body }) => body.toString('utf8')).join('\n')),
    };
  } finally {
    await context.close();
  }
}

/** Measures the pages at `paths` one after the other: by default the measured routes. */
export async function measureFirstVisits(
  origin: string,
  paths: readonly string[] = Object.values(MEASURED_ROUTES),
): Promise<FirstVisit[]> {
  const browser = await launchChromium();
  try {
    const visits: FirstVisit[] = [];
    for (const path of paths) visits.push(await measureFirstVisit(browser, origin, path));
    return visits;
  } finally {
    await browser.close();
  }
}

/** The kinds of page, each measured against the named stack's floor page of its kind. */
export type PageKind = 'content' | 'journey step';

/** The first visits of the floor's pages (`scripts/stack-floor.ts`). */
export type StackFloor = Record<PageKind, FirstVisit>;

/** A page's JavaScript as a multiple of its floor's. */
export const floorRatio = (visit: FirstVisit, floor: FirstVisit): number =>
  visit.jsGzipBytes / floor.jsGzipBytes;

/** Each visit's figures, beside the floor of its kind (`kindOf`) and its ratio to it. */
export function formatTable(
  visits: FirstVisit[],
  floor: StackFloor,
  kindOf: (path: string) => PageKind,
): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = visits.map((visit) => {
    const kind = kindOf(visit.path);
    const ratio = floorRatio(visit, floor[kind]).toFixed(2);
    return `| ${pageLabel(visit.path)} | ${kb(visit.jsGzipBytes)} | ${kb(floor[kind].jsGzipBytes)} (${kind}) | ${ratio} | ${kb(visit.cssGzipBytes)} | ${visit.files.length} | ${visit.libraries.join(', ') || '—'} |`;
  });
  return [
    '| route | JS kB gzip | floor JS kB gzip | × floor | CSS kB gzip | files | heavy libraries |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Each route's files, in bytes (gzip): what to look at when a route nears its budget. */
export function formatFiles(visits: FirstVisit[]): string {
  return visits
    .map((visit) =>
      [
        `${pageLabel(visit.path)}: ${visit.jsGzipBytes} B of JS`,
        ...visit.files.map(
          ({ path, gzipBytes: bytes }) => `  ${String(bytes).padStart(7)}  ${path}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** The report of `npm run report:bundle`: the measured routes of a build beside the floor. */
async function printReport(distDir: string, withFiles: boolean): Promise<void> {
  // Imported when run, and the report not awaited at the top level: the floor's module imports
  // this one, and a module still evaluating would wait on itself.
  const { startReferenceServer } = await import('../server/start');
  const { measureStackFloor, pageKind } = await import('./stack-floor');
  const floor = await measureStackFloor();
  const server = await startReferenceServer({
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'hs-bundle-report-')) },
    port: 0,
    distDir,
  });
  try {
    const visits = await measureFirstVisits(server.origin);
    console.log(formatTable(visits, floor, pageKind));
    if (withFiles) console.log(`\n${formatFiles(visits)}`);
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  const distDir = distArgument ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  printReport(distDir, process.argv.includes('--files')).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
