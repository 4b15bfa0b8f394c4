/**
 * Lighthouse benchmark (mobile preset: simulated slow 4G and a throttled CPU) for each route,
 * against the production build served by the reference server. Prints a table; it asserts nothing —
 * performance is measured here, budgets on the built bundle are in test/build/.
 * Usage: `npm run build && npm run bench:lighthouse [-- runs]` (default 3 runs, median reported).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServer } from '../server/start';

const ROUTES = [
  '',
  'bills-and-payments',
  'meters/how-to-read-your-meter',
  'contact-us',
  'complaints/gas-and-electricity',
  'submit-meter-read',
];
const runs = Number(process.argv[2] ?? 3);

const server = await startReferenceServer({
  env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'hs-lighthouse-')) },
  port: 0,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const rows: string[] = [];
try {
  for (const route of ROUTES) {
    const samples: Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls', number[]> = {
      score: [],
      fcp: [],
      lcp: [],
      tbt: [],
      cls: [],
    };
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.origin}/help-and-support/${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      samples.score.push((lhr.categories.performance?.score ?? 0) * 100);
      samples.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN);
      samples.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      samples.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      samples.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
    }
    rows.push(
      `| /help-and-support/${route} | ${median(samples.score).toFixed(0)} | ${median(samples.fcp).toFixed(0)} | ${median(samples.lcp).toFixed(0)} | ${median(samples.tbt).toFixed(0)} | ${median(samples.cls).toFixed(3)} |`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log(`Lighthouse mobile preset, median of ${runs} runs`);
console.log('| route | score | FCP ms | LCP ms | TBT ms | CLS |');
console.log('|---|---|---|---|---|---|');
console.log(rows.join('\n'));
