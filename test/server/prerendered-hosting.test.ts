/** Hosting prerendered content pages beside the app shell (static files plus the APIs). */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withConsentBanner } from '../../server/consent-banner';
import { INDEX_HTML, createTestServer, type TestServer } from './support';

const page = (name: string) =>
  `<!doctype html><html lang="en"><head><title>${name}</title></head><body><div id="root"><h1>${name}</h1></div></body></html>`;
const SHELL_HTML = page('shell');

let server: TestServer;

/** Writes a prerendered page of the router path `routePath` into the test's dist/. */
function prerender(routePath: string, html: string): void {
  const dir = path.join(server.distDir, routePath);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), html);
}

async function get(url: string): Promise<{ status: number; body: string; cache: string | null }> {
  const response = await server.app.request(url);
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get('Cache-Control'),
  };
}

beforeEach(() => {
  server = createTestServer();
  prerender('', page('home'));
  prerender('meters', page('meters'));
  prerender('meters/faulty-meter', page('faulty meter'));
  fs.writeFileSync(path.join(server.distDir, 'app-shell.html'), SHELL_HTML);
});
afterEach(() => server.dispose());

describe('prerendered pages', () => {
  it.each([
    ['/help-and-support/', 'home'],
    ['/help-and-support/index.html', 'home'],
    ['/help-and-support/meters', 'meters'],
    ['/help-and-support/meters/', 'meters'],
    ['/help-and-support/meters/index.html', 'meters'],
    ['/help-and-support/meters/faulty-meter', 'faulty meter'],
  ])(
    'serves %s from its prerendered file, with the consent banner and no-cache',
    async (url, name) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.cache).toBe('no-cache');
      expect(response.body).toBe(withConsentBanner(page(name)));
    },
  );

  it.each([
    '/help-and-support/complaints/gas-and-electricity',
    '/help-and-support/meters/no-such-article',
    '/help-and-support/submit-meter-read/',
    '/help-and-support/Meters',
    '/help-and-support/meters/faulty-meter/more',
    '/help-and-support/meters%2Ffaulty-meter',
    '/help-and-support/.vite/manifest.json',
  ])('serves the app shell for %s, which has no prerendered page', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.body).toBe(withConsentBanner(SHELL_HTML));
  });

  it('falls back to index.html for a build without an app shell', async () => {
    fs.rmSync(path.join(server.distDir, 'app-shell.html'));
    fs.writeFileSync(path.join(server.distDir, 'index.html'), INDEX_HTML);
    const response = await get('/help-and-support/deals');
    expect(response.body).toBe(withConsentBanner(INDEX_HTML));
  });

  it('still serves the other files of dist as they are', async () => {
    const response = await get('/help-and-support/robots.txt');
    expect(response.body).toBe('User-agent: *\n');
  });
});
