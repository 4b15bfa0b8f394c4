/**
 * Lighthouse benchmark (mobile preset: simulated slow 4G and a throttled CPU) for each route,
 * against the production build served by the reference server behind an HTTPS front that speaks
 * HTTP/2, as the site is served (`./https-front.ts`). In the same run it measures each route's
 * floor — the same prerendered page with every script taken out, served the same way — and prints
 * the route's LCP beside its floor's, their ratio (how far the page is from what its plain HTML
 * achieves on this machine), both LCPs as the recorded trace saw them (the simulation charges a
 * paint with every request started before it) and whether the route meets the paint goals of
 * docs/performance.md. In the same runs it measures the named stack's floor app
 * (`bench/stack-floor/`, built here): its content page and journey step are the least blocking time
 * and the best score the stack itself reaches on this machine, printed beside each route of their
 * kind. Prints a table; it asserts nothing — budgets on the built output are in test/build/.
 *
 * Usage: `npm run build && npm run bench:lighthouse [-- runs [route…]]` (default 3 runs, median
 * reported with the LCP's range across runs, every route below; routes are paths under
 * /help-and-support/, '/' for home; a run Lighthouse could not measure stops the benchmark;
 * DIST_DIR=path measures another build; WITHOUT_CONSENT_BANNER=1 blocks the reference server's
 * stand-in consent banner, as for a visitor who chose on an earlier visit: the banner, a third
 * party's text painted by its own script, is otherwise the largest element of several pages;
 * RETURNING_VISITOR=1 blocks it too and keeps the browser's cache, each measured load following an
 * unmeasured one of the same route, as for a visitor who has been before; THROTTLING=devtools
 * applies the slow network and CPU to the browser instead of simulating them from an unthrottled
 * trace; OVER_HTTP1=1 measures the reference server itself, plain HTTP/1.1 with its six
 * connections to a site; REPORTS_DIR=path keeps every run's Lighthouse report there, which
 * `scripts/lighthouse-requests.ts` reads). The runs of all routes are interleaved, so a busy
 * machine slows them alike.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSENT_BANNER_SCRIPT, CONSENT_BANNER_STYLESHEET } from '../server/consent-banner';
import { startReferenceServer } from '../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startHttpsFront, trustFlag } from './https-front';
import { buildStackFloor, FLOOR_PAGES, pageKind } from './stack-floor';

const FLOOR = 'lighthouse-floor';
const DEFAULT_ROUTES = [
  '',
  'bills-and-payments',
  'emergencies',
  'meters/how-to-read-your-meter',
  'contact-us',
  'make-a-complaint-select-type',
  'complaints/gas-and-electricity',
  'complaints/feedback',
  'submit-meter-read',
];
const [runsArgument, ...routeArguments] = process.argv.slice(2);
const runs = Number(runsArgument ?? 3);
// Routes given after the number of runs replace the default list ('/' is home, and a route may be
// given with its /help-and-support/ prefix).
const APP_ROUTES =
  routeArguments.length > 0
    ? routeArguments.map((route) => route.replace(/^\/*(help-and-support(\/|$))?\/*/, ''))
    : DEFAULT_ROUTES;
const floorOf = (route: string) => (route === '' ? FLOOR : `${FLOOR}/${route}`);
const stackFloorOf = (kind: string) => `stack floor: ${kind}`;

/** The paint goals (docs/performance.md): LCP within 1.1 × the page's floor, TBT, CLS, score. */
const GOALS = { lcpOverFloor: 1.1, tbtMs: 100, cls: 0, score: 98 };
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const returningVisitor = process.env.RETURNING_VISITOR === '1';
const overHttp1 = process.env.OVER_HTTP1 === '1';
const withoutConsentBanner = returningVisitor || process.env.WITHOUT_CONSENT_BANNER === '1';
const appliedThrottling = process.env.THROTTLING === 'devtools';
const reportsDir = process.env.REPORTS_DIR;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const reportName = (route: string, run: number) =>
  `${route.replace(/[^a-z0-9]+/gi, '-') || 'home'}-${run + 1}.json`;

/** A prerendered page as plain HTML: its style sheets kept, its scripts and preloads gone. */
function floorPage(distDir: string, route: string): string {
  return readFileSync(join(distDir, route, 'index.html'), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

// A copy of dist/ with the floor pages added, so each floor is served exactly like its page.
const workDir = mkdtempSync(join(tmpdir(), 'hs-lighthouse-'));
const distDir = join(workDir, 'dist');
cpSync(process.env.DIST_DIR ?? join(repoRoot, 'dist'), distDir, { recursive: true });
for (const route of APP_ROUTES) {
  const floor = floorPage(distDir, route);
  mkdirSync(join(distDir, floorOf(route)), { recursive: true });
  writeFileSync(join(distDir, floorOf(route), 'index.html'), floor);
}

// The stack floor, served by a reference server of its own (it has the same base path).
const stackFloorDir = join(workDir, 'stack-floor');
await buildStackFloor(stackFloorDir);

/** A reference server for `dist`, behind the HTTPS front unless OVER_HTTP1=1. */
async function serve(dist: string, name: string) {
  const server = await startReferenceServer({
    env: { ...process.env, DATA_DIR: join(workDir, `${name}-data`) },
    port: 0,
    distDir: dist,
  });
  // Over HTTPS and HTTP/2 by default, as the site is served; OVER_HTTP1=1 measures the reference
  // server's own HTTP/1.1.
  const front = overHttp1 ? undefined : await startHttpsFront(server.origin);
  return {
    origin: front?.origin ?? server.origin,
    front,
    close: async () => {
      await front?.close();
      await server.close();
    },
  };
}
const site = await serve(distDir, 'site');
const stackFloorSite = await serve(stackFloorDir, 'stack-floor');
const fronts = [site.front, stackFloorSite.front].filter((front) => front !== undefined);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [
    '--headless=new',
    ...(fronts.length > 0 ? [trustFlag(fronts)] : []),
    ...CHROMIUM_ARGS,
  ],
});
/** What is measured, by name: each route and its floor, and the stack floor's page of each kind. */
const urls = new Map<string, string>([
  ...APP_ROUTES.flatMap((route) => [route, floorOf(route)]).map((page): [string, string] => [
    page,
    `${site.origin}/help-and-support/${page}`,
  ]),
  ...Object.entries(FLOOR_PAGES).map(([kind, page]): [string, string] => [
    stackFloorOf(kind),
    `${stackFloorSite.origin}/help-and-support/${page}`,
  ]),
]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type Metric = 'score' | 'fcp' | 'lcp' | 'seenLcp' | 'tbt' | 'cls';
const samples = new Map<string, Record<Metric, number[]>>(
  [...urls.keys()].map((route) => [
    route,
    { score: [], fcp: [], lcp: [], seenLcp: [], tbt: [], cls: [] },
  ]),
);

/**
 * The LCP of the trace Lighthouse recorded: when the page really painted its largest element on
 * this machine, unthrottled unless THROTTLING=devtools (simulated throttling starts from it).
 */
function seenLcp(details: unknown): number {
  const items = (details as { items?: { observedLargestContentfulPaint?: unknown }[] } | undefined)
    ?.items;
  const value = items?.[0]?.observedLargestContentfulPaint;
  return typeof value === 'number' ? value : Number.NaN;
}
const loadBefore = loadavg()[0] ?? Number.NaN;
try {
  // An unmeasured first load: Lighthouse's first trace in a fresh browser may miss its navigation
  // start (NO_NAVSTART).
  await lighthouse([...urls.values()][0] ?? site.origin, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (let run = 0; run < runs; run += 1) {
    for (const [route, url] of urls) {
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance'],
        ...(appliedThrottling ? { throttlingMethod: 'devtools' as const } : {}),
        disableStorageReset: returningVisitor,
        blockedUrlPatterns: withoutConsentBanner
          ? [`*${CONSENT_BANNER_SCRIPT}`, `*${CONSENT_BANNER_STYLESHEET}`]
          : [],
      };
      if (returningVisitor) await lighthouse(url, flags);
      let lhr = (await lighthouse(url, flags))?.lhr;
      // A trace that missed its navigation start (NO_NAVSTART, on a busy machine) is Lighthouse's
      // own fault, and it asks to be run again: twice more at most.
      for (let retry = 0; retry < 2 && lhr?.runtimeError?.code === 'NO_NAVSTART'; retry += 1) {
        lhr = (await lighthouse(url, flags))?.lhr;
      }
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
      }
      if (reportsDir) writeFileSync(join(reportsDir, reportName(route, run)), JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const sample = samples.get(route);
      if (!sample) throw new Error(`No samples for ${route}`);
      sample.score.push((lhr.categories.performance?.score ?? 0) * 100);
      sample.fcp.push(audit('first-contentful-paint'));
      sample.lcp.push(audit('largest-contentful-paint'));
      sample.seenLcp.push(seenLcp(lhr.audits.metrics?.details));
      sample.tbt.push(audit('total-blocking-time'));
      sample.cls.push(audit('cumulative-layout-shift'));
    }
  }
} finally {
  chrome.kill();
  await site.close();
  await stackFloorSite.close();
  rmSync(workDir, { recursive: true, force: true });
}
const loadAfter = loadavg()[0] ?? Number.NaN;

const samplesOf = (route: string) => {
  const sample = samples.get(route);
  if (!sample) throw new Error(`No samples for ${route}`);
  return sample;
};
const rows = APP_ROUTES.map((route) => {
  const sample = samplesOf(route);
  const floor = samplesOf(floorOf(route));
  const lcp = median(sample.lcp);
  const floorLcp = median(floor.lcp);
  const [score, tbt, cls] = [median(sample.score), median(sample.tbt), median(sample.cls)];
  const lcpRange = `${Math.min(...sample.lcp).toFixed(0)}–${Math.max(...sample.lcp).toFixed(0)}`;
  const meetsGoals =
    lcp <= GOALS.lcpOverFloor * floorLcp &&
    tbt <= GOALS.tbtMs &&
    cls <= GOALS.cls &&
    score >= GOALS.score;
  const seen = `${median(sample.seenLcp).toFixed(0)} / ${median(floor.seenLcp).toFixed(0)}`;
  const stackFloor = samplesOf(stackFloorOf(pageKind(route)));
  const stackFloorScoreAndTbt = `${median(stackFloor.score).toFixed(0)} / ${median(stackFloor.tbt).toFixed(0)}`;
  return `| /help-and-support/${route} | ${score.toFixed(0)} | ${median(sample.fcp).toFixed(0)} | ${lcp.toFixed(0)} | ${lcpRange} | ${floorLcp.toFixed(0)} | ${(lcp / floorLcp).toFixed(2)} | ${seen} | ${tbt.toFixed(0)} | ${cls.toFixed(3)} | ${stackFloorScoreAndTbt} | ${meetsGoals ? 'yes' : 'no'} |`;
});

console.log(
  `Lighthouse mobile preset${appliedThrottling ? ' with applied (DevTools) throttling' : ''}, median of ${runs} runs, ` +
    (overHttp1 ? 'HTTP/1.1 without TLS' : 'HTTPS over HTTP/2') +
    (returningVisitor
      ? ', a returning visitor (the browser cache kept, the stand-in consent banner blocked)'
      : withoutConsentBanner
        ? ', the stand-in consent banner blocked'
        : '') +
    `; ${cpus().length} cores, ` +
    `load average ${loadBefore.toFixed(2)} before and ${loadAfter.toFixed(2)} after`,
);
console.log(
  '| route | score | FCP ms | LCP ms | LCP range ms | floor LCP ms | LCP / floor | trace LCP / floor ms | TBT ms | CLS | stack floor score / TBT ms | goals met |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
