/**
 * Screenshots of app paths on a phone and a desktop viewport, for reviewing screens by eye.
 * Usage: `npm run build && tsx scripts/screenshots.ts [outDir] [path ...]` (paths relative to
 * /help-and-support/; FULL_PAGE=0 for the first screen only). Starts the reference server on a free port with a throwaway data folder.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServer } from '../server/start';
import { launchChromium } from './chromium';

const [outDir = 'screenshots', ...paths] = process.argv.slice(2);
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } };

mkdirSync(outDir, { recursive: true });
const server = await startReferenceServer({
  env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'hs-shots-')) },
  port: 0,
});
const browser = await launchChromium();
try {
  for (const path of paths.length > 0 ? paths : ['']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${server.origin}/help-and-support/${path}`, { waitUntil: 'networkidle' });
      const file = join(outDir, `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== '0' });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
