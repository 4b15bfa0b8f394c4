import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config';
import { withConsentBanner } from '../../server/consent-banner';
import { appSecuritySources, contentSecurityPolicy } from '../../server/security-headers';
import {
  ASSET_JS,
  INDEX_HTML,
  expectRevalidatedWith304,
  setCookies,
  testServerPerTest,
} from './support';

describe('plain pages outside the app', () => {
  const server = testServerPerTest();

  it('/page-not-found.html is a 404 page linking home', async () => {
    const response = await server.app.request('/page-not-found.html');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/help-and-support/"');
  });

  it('/search echoes q and initiated escaped, linking back to a same-site initiator', async () => {
    const response = await server.app.request(
      `/search?q=${encodeURIComponent('<script>alert(1)</script> bills')}&initiated=%2Fhelp-and-support%2Fmeters`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; bills');
    expect(html).toContain('href="/help-and-support/meters"');
  });

  it('/search never links to a foreign initiator', async () => {
    const response = await server.app.request(
      `/search?q=x&initiated=${encodeURIComponent('//evil.example/"onmouseover="x')}`,
    );
    const html = await response.text();
    expect(html).not.toContain('href="//evil.example');
    expect(html).toContain('//evil.example/&quot;onmouseover=&quot;x');
  });

  it('/search copes with a missing or malformed query', async () => {
    expect((await server.app.request('/search')).status).toBe(200);
    expect((await server.app.request('/search?q=%E0%A4%A&initiated=%')).status).toBe(200);
  });

  it('/logout clears both cookies and says so', async () => {
    const response = await server.app.request('/logout');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You have been signed out');
    const cookies = setCookies(response);
    expect(cookies.filter((cookie) => /^(id|access)_token=;.*Max-Age=0/.test(cookie))).toHaveLength(
      2,
    );
  });

  it('serves the reference stylesheet', async () => {
    const response = await server.app.request('/reference-assets/reference.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it.each(['/', '/energy', '/help-and-supportx', '/v2/leads', '/favicon.ico'])(
    'redirects the unknown path %s to /page-not-found.html',
    async (url) => {
      const response = await server.app.request(url);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/page-not-found.html');
    },
  );

  it('answers unknown API paths with 404 rather than the page redirect', async () => {
    const unknown = await server.app.request('/v1/nothing');
    expect(unknown.status).toBe(404);
    // An API error document is never kept by a cache.
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    expect((await server.app.request('/aem6/content/nothing.json')).status).toBe(404);
    expect((await server.app.request('/identity/nothing')).status).toBe(404);
  });
});

describe('hosting the built app', () => {
  const server = testServerPerTest();

  it('/help-and-support redirects permanently to /help-and-support/ keeping the query', async () => {
    const response = await server.app.request('/help-and-support?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/help-and-support/?x=1');
  });

  it('serves index.html at /help-and-support/ with no-cache', async () => {
    const response = await server.app.request('/help-and-support/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(withConsentBanner(INDEX_HTML));
  });

  it.each([
    '/help-and-support/complaints/gas-and-electricity',
    '/help-and-support/bills-and-payments/understanding-your-bill',
    '/help-and-support/submit-meter-read/',
    '/help-and-support/.vite/manifest.json',
    '/help-and-support/%E0%A4%A',
  ])('serves index.html for the deep link %s', async (url) => {
    const response = await server.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(withConsentBanner(INDEX_HTML));
  });

  it('serves hashed assets as immutable, and a missing asset as 404 (not index.html)', async () => {
    const asset = await server.app.request('/help-and-support/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await asset.text()).toBe(ASSET_JS);

    const missing = await server.app.request('/help-and-support/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
  });

  it.each([
    '/help-and-support/',
    '/help-and-support/submit-meter-read/',
    '/help-and-support/robots.txt',
  ])('answers a revalidation of %s with 304 and no body while it is unchanged', (url) =>
    expectRevalidatedWith304(server.app, url),
  );

  it('does not tag hashed assets, which are never revalidated', async () => {
    const asset = await server.app.request('/help-and-support/assets/index-abc123.js');
    expect(asset.headers.get('ETag')).toBeNull();
  });

  it('serves other existing files of dist as they are', async () => {
    const response = await server.app.request('/help-and-support/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\n');
  });

  it('gzips text responses when the client accepts it', async () => {
    const response = await server.app.request(
      '/aem6/content/dam/brightwell/beta/json/help/categories/categories.json',
      { headers: { 'Accept-Encoding': 'gzip' } },
    );
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });
});

describe('security headers', () => {
  const server = testServerPerTest();

  const policy = contentSecurityPolicy();
  const appPolicy = contentSecurityPolicy(appSecuritySources(readServerConfig({})));

  it('the policy forbids inline script and framing', () => {
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows relaxing script-src for the dev server without changing the default', () => {
    expect(contentSecurityPolicy({ scriptSrc: ["'unsafe-inline'"] })).toContain(
      "script-src 'self' 'unsafe-inline';",
    );
    expect(contentSecurityPolicy()).toBe(policy);
  });

  it.each<[string, string, RequestInit | undefined, number]>([
    ['a 200 page', '/help-and-support/', undefined, 200],
    ['a 200 asset', '/help-and-support/assets/index-abc123.js', undefined, 200],
    ['a 404 page', '/page-not-found.html', undefined, 404],
    ['a 404 API error', '/v1/nothing', undefined, 404],
    ['a 302 redirect', '/nowhere', undefined, 302],
    ['a 400 API error', '/v1/addresses?postcode=x', undefined, 400],
    [
      'a 415 API error',
      '/v1/leads',
      { method: 'POST', headers: { 'X-Client-Id': 'help-and-support-web' }, body: 'x' },
      415,
    ],
  ])('are set on %s', async (_name, url, init, status) => {
    const response = await server.app.request(url, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Security-Policy')).toBe(appPolicy);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('are set on a 500 from an unexpected failure, which is a JSON:API error', async () => {
    server.app.get('/v1/test-failure', () => {
      throw new Error('boom');
    });
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await server.app.request('/v1/test-failure');
      expect(response.status).toBe(500);
      expect(response.headers.get('Content-Security-Policy')).toBe(appPolicy);
      expect(await response.json()).toMatchObject({ errors: [{ status: '500' }] });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = originalError;
    }
  });
});
