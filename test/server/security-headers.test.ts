import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  BUILT_PAGE_SOURCES_FILE,
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  hashSource,
  SECURITY_HEADERS,
} from '../../server/security-headers';
import { complaintLead } from './lead-examples';
import { createTestServer, postJsonApi, type TestServer } from './support';

/** The directives of a Content-Security-Policy header, each with its sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => parts[0] !== undefined && parts[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers read from responses', () => {
  let server: TestServer;
  beforeEach(() => {
    server = createTestServer({ POST_RATE_LIMIT: '1' });
  });
  afterEach(() => server.dispose());

  async function responses(): Promise<Response[]> {
    const app = server.app;
    return [
      await app.request('/help-and-support/'),
      await app.request('/help-and-support/contact-us'),
      await app.request('/help-and-support/assets/index-abc123.js'),
      await app.request('/v1/addresses?postcode=SW1A1AA'),
      await app.request('/page-not-found.html'),
      await app.request('/v1/nothing'),
      await postJsonApi(app, '/v1/leads', complaintLead()),
      // The second POST is over the limit: a 429 carries them too.
      await postJsonApi(app, '/v1/leads', complaintLead()),
    ];
  }

  it('sends HSTS for a year with subdomains on every response', async () => {
    const all = await responses();
    expect(all.map((response) => response.status)).toEqual([
      200, 200, 200, 200, 404, 404, 201, 429,
    ]);
    for (const response of all) {
      expect(response.headers.get('Strict-Transport-Security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it("sends hono/secure-headers' others too: no framing, same-origin opener and resources", async () => {
    for (const response of await responses()) {
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      for (const name of SECURITY_HEADERS) expect(response.headers.has(name)).toBe(true);
    }
  });

  it("allows no 'unsafe-inline' for script or style elements; attribute styles only via style-src-attr", async () => {
    for (const response of await responses()) {
      const policy = directives(response.headers.get('Content-Security-Policy'));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('style-src')?.[0]).toBe("'self'");
      expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
      expect(policy.has('style-src-elem')).toBe(false);
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('admits no inline <style> element by default: a page adds the hashes of its own', () => {
    expect(directives(contentSecurityPolicy()).get('style-src')).toEqual(["'self'"]);
    expect(
      directives(contentSecurityPolicy({ styleSrc: [hashSource('p{}')] })).get('style-src'),
    ).toEqual(["'self'", hashSource('p{}')]);
  });

  it("admits a built page's own inline scripts that the build named, and no other", async () => {
    const scriptSrcOf = async (app: typeof server.app, url: string) =>
      directives((await app.request(url)).headers.get('Content-Security-Policy')).get('script-src');
    const beacon = server.config.chatBeaconOrigin;
    expect(await scriptSrcOf(server.app, '/help-and-support/')).toEqual(["'self'", beacon]);

    const start = 'document.documentElement.dataset.started = ""';
    const contactUs = 'window.page = "contact us"';
    fs.writeFileSync(
      path.join(server.distDir, BUILT_PAGE_SOURCES_FILE),
      JSON.stringify({ 'script-src': [hashSource(start), hashSource(contactUs)] }),
    );
    // A script the page holds is not admitted for being there; a script with src is not inline.
    fs.writeFileSync(
      path.join(server.distDir, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Help</title><script src="/a.js"></script></head><body><script>${start}</script><script>alert(1)</script></body></html>`,
    );
    const built = createApp(server.config, server.db, { distDir: server.distDir });
    expect(await scriptSrcOf(built, '/help-and-support/')).toEqual([
      "'self'",
      beacon,
      hashSource(start),
    ]);
    // Neither a page without it nor a JSON response admits a page's script.
    expect(await scriptSrcOf(built, '/v1/addresses?postcode=SW1A1AA')).toEqual(["'self'", beacon]);
  });

  it('refuses to start on a build whose sources file names anything but script hashes', () => {
    fs.writeFileSync(
      path.join(server.distDir, BUILT_PAGE_SOURCES_FILE),
      JSON.stringify({ 'script-src': ["'unsafe-inline'"] }),
    );
    expect(() => createApp(server.config, server.db, { distDir: server.distDir })).toThrow(
      /does not name script hashes/,
    );
  });

  const critical = `[data-needs-script]{display:none!important}`;

  /** Makes the built home page one with `critical` as its inline style and `body` as its body. */
  function writeStyledHomePage(body = ''): void {
    fs.writeFileSync(
      path.join(server.distDir, 'index.html'),
      `<!doctype html><html lang="en"><head><title>Help</title><style>${critical}</style></head><body>${body}</body></html>`,
    );
  }

  it("admits an HTML page's own inline <style> elements by hash, also when gzipped", async () => {
    writeStyledHomePage('<p>Prerendered text.</p>'.repeat(100));
    for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const page = await server.app.request('/help-and-support/', { headers });
      expect(page.status).toBe(200);
      const styleSrc = directives(page.headers.get('Content-Security-Policy')).get('style-src');
      expect(styleSrc).toContain(hashSource(critical));
      expect(styleSrc).not.toContain("'unsafe-inline'");
    }
    const gzipped = await server.app.request('/help-and-support/', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    const api = await server.app.request('/v1/addresses?postcode=SW1A1AA');
    expect(directives(api.headers.get('Content-Security-Policy')).get('style-src')).not.toContain(
      hashSource(critical),
    );
  });

  it("keeps a page's own policy on a 304: the browser takes a 304's headers into the stored page", async () => {
    writeStyledHomePage();
    for (const headers of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const page = await server.app.request('/help-and-support/', { headers });
      const unchanged = await server.app.request('/help-and-support/', {
        headers: { ...headers, 'If-None-Match': page.headers.get('ETag') ?? '' },
      });
      expect(unchanged.status).toBe(304);
      const policy = unchanged.headers.get('Content-Security-Policy');
      expect(policy).toBe(page.headers.get('Content-Security-Policy'));
      expect(directives(policy).get('style-src')).toContain(hashSource(critical));
      for (const name of SECURITY_HEADERS) {
        expect(unchanged.headers.get(name)).toBe(page.headers.get(name));
      }
    }
  });
});

describe('inline style and script hashes', () => {
  it('hashes each <style> element once, as the browser does (SHA-256 of its text, base64)', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(
      inlineStyleHashes('<style>a{}</style><STYLE media="print">b{}</STYLE ><style>a{}</style>'),
    ).toEqual([hashSource('a{}'), hashSource('b{}')]);
    expect(inlineStyleHashes('<p style="color:red">no element</p>')).toEqual([]);
  });

  it('hashes each inline <script> element once, and no script loaded from a file', () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><SCRIPT type="module">b()</SCRIPT ><script>a()</script><script defer src="/c.js"></script>',
      ),
    ).toEqual([hashSource('a()'), hashSource('b()')]);
  });
});
