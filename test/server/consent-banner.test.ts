/** The reference server's stand-in consent banner and the CSP sources monitoring needs. */
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config';
import {
  CONSENT_BANNER_SCRIPT,
  CONSENT_BANNER_STYLESHEET,
  withConsentBanner,
} from '../../server/consent-banner';
import { createTestServer, testServerPerTest } from './support';

const server = testServerPerTest();

describe('stand-in consent banner', () => {
  it.each([
    [CONSENT_BANNER_SCRIPT, /^text\/javascript/, 'OneTrustGroupsUpdated'],
    [CONSENT_BANNER_STYLESHEET, /^text\/css/, '.hs-consent'],
  ])('serves %s', async (path, type, content) => {
    const response = await server.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(type);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toContain(content);
  });

  it.each(['/help-and-support/', '/help-and-support/index.html', '/help-and-support/deals'])(
    'is added to the app page at %s as a deferred same-origin script',
    async (path) => {
      const html = await (await server.app.request(path)).text();
      expect(html).toContain(`<script src="${CONSENT_BANNER_SCRIPT}" defer></script>`);
      expect(html).toContain(`<link rel="stylesheet" href="${CONSENT_BANNER_STYLESHEET}" />`);
    },
  );

  it('goes before the app scripts in the head, so it runs first', () => {
    const html =
      '<html><head><title>x</title><script type="module" src="/app.js"></script></head><body></body></html>';
    const injected = withConsentBanner(html);
    expect(injected.indexOf(CONSENT_BANNER_SCRIPT)).toBeLessThan(injected.indexOf('/app.js'));
    expect(injected.indexOf(CONSENT_BANNER_SCRIPT)).toBeGreaterThan(injected.indexOf('<title>'));
    expect(withConsentBanner('<p>no head</p>')).toBe('<p>no head</p>');
  });

  it('is not added to the plain pages', async () => {
    const html = await (await server.app.request('/logout')).text();
    expect(html).not.toContain(CONSENT_BANNER_SCRIPT);
  });
});

describe('content security policy for monitoring and the chat beacon', () => {
  function directives(policy: string | null): Record<string, string[]> {
    return Object.fromEntries(
      (policy ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  }

  it('lets RUM reach the Datadog EU intake and start its replay worker, and loads the beacon', async () => {
    const response = await server.app.request('/help-and-support/');
    const policy = directives(response.headers.get('Content-Security-Policy'));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'https://beacon.example-chat.com']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('takes the beacon origin from CHAT_BEACON_ORIGIN', async () => {
    const custom = createTestServer({ CHAT_BEACON_ORIGIN: 'https://chat.example.org' });
    try {
      const response = await custom.app.request('/help-and-support/');
      expect(directives(response.headers.get('Content-Security-Policy'))['script-src']).toEqual([
        "'self'",
        'https://chat.example.org',
      ]);
    } finally {
      custom.dispose();
    }
  });

  it.each(['chat.example.org', 'https://chat.example.org/beacon.js', "'unsafe-inline'"])(
    'refuses CHAT_BEACON_ORIGIN=%s',
    (value) => {
      expect(() => readServerConfig({ CHAT_BEACON_ORIGIN: value })).toThrow('CHAT_BEACON_ORIGIN');
    },
  );
});
