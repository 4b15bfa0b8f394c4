import { chromium } from 'playwright-core';
import { startReferenceServer } from '../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
const server = await startReferenceServer({ env: { ...process.env, DATA_DIR: '/tmp/lcpdata' }, port: 0, distDir: '/work/main/dist' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
for (const path of ['submit-meter-read']) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  await page.addInitScript(() => {
    (window as any).__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp.push([Math.round(e.startTime), e.element?.tagName, (e.element?.textContent ?? '').slice(0, 40)]); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`http://localhost:${server.port}/help-and-support/${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e: any) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '')]));
  console.log('==', path, JSON.stringify(await page.evaluate(() => (window as any).__lcp)), problems);
  for (const e of entries) console.log(e.join('\t'));
  await page.close();
}
await browser.close(); await server.close();
