import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { jsonApiErrorDocumentSchema } from '../../src/api/schemas';
import { readServerConfig, tokenSecretNotice } from '../../server/config';
import {
  CLOCK_SKEW_SECONDS,
  issueToken,
  TOKEN_LIFETIME_SECONDS,
  verifyToken,
  type TokenType,
} from '../../server/tokens';
import { createTestServer, setCookies, startTestServerOnPort, testServerPerTest } from './support';

/** The secret the server once fell back to when TOKEN_SECRET was not set. */
const FORMER_BUILT_IN_SECRET = 'reference-server-dev-secret-not-for-production';

/** A token with any claims, signed the way the server signs (independent of `issueToken`). */
function signed(secret: string, claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('token lifetime', () => {
  const secret = 'a-test-secret-of-some-length';
  const issuedAt = Date.UTC(2026, 10, 23, 9, 0, 0);

  it('carries iat and exp, one lifetime apart', () => {
    const claims = verifyToken(secret, issueToken(secret, 'u', 'id', issuedAt), 'id', issuedAt);
    expect(claims?.iat).toBe(issuedAt / 1000);
    expect(claims?.exp).toBe(issuedAt / 1000 + TOKEN_LIFETIME_SECONDS);
  });

  it('is valid until exp and refused from exp on', () => {
    const token = issueToken(secret, 'u', 'access', issuedAt);
    const expiry = issuedAt + TOKEN_LIFETIME_SECONDS * 1000;
    expect(verifyToken(secret, token, 'access', expiry - 1000)).not.toBeNull();
    expect(verifyToken(secret, token, 'access', expiry)).toBeNull();
    expect(verifyToken(secret, token, 'access', expiry + 86_400_000)).toBeNull();
  });

  it('refuses a token issued further in the future than the clock skew', () => {
    const token = issueToken(secret, 'u', 'id', issuedAt);
    expect(verifyToken(secret, token, 'id', issuedAt - CLOCK_SKEW_SECONDS * 1000)).not.toBeNull();
    expect(
      verifyToken(secret, token, 'id', issuedAt - CLOCK_SKEW_SECONDS * 1000 - 1000),
    ).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    ['without exp (never expiring)', { sub: 'u', typ: 'id', iat: 1_800_000_000 }],
    ['with exp before iat', { sub: 'u', typ: 'id', iat: 1_800_000_000, exp: 1_799_999_000 }],
    ['with a fractional exp', { sub: 'u', typ: 'id', iat: 1_800_000_000, exp: 1_800_000_000.5 }],
  ])('refuses a signed token %s', (_name, claims) => {
    expect(verifyToken(secret, signed(secret, claims), 'id', 1_800_000_000_000)).toBeNull();
  });
});

describe('expired and future-dated tokens are refused like a missing one', () => {
  const server = testServerPerTest();

  async function expectRefused(url: string, type: TokenType, token: string): Promise<void> {
    const headers = { Authorization: `Bearer ${token}`, 'X-Client-Id': 'help-and-support-web' };
    const response = await server.app.request(url, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    const error = jsonApiErrorDocumentSchema.parse(await response.json()).errors[0];
    expect(error?.code).toBe('unauthorised');
    expect(error?.detail).toBe(`The ${type} token is not valid.`);
  }

  it.each<[string, TokenType]>([
    ['/v1/accounts/status-count', 'id'],
    ['/v1/accounts', 'id'],
    ['/v1/customers', 'access'],
  ])('%s', async (url, type) => {
    const secret = server.config.tokenSecret;
    const user = type === 'id' ? 'live-customer' : 'customers-only';
    const now = nowSeconds();
    const expired = signed(secret, { sub: user, typ: type, iat: now - 7200, exp: now - 3600 });
    const future = signed(secret, { sub: user, typ: type, iat: now + 600, exp: now + 4200 });
    const timeless = signed(secret, { sub: user, typ: type, iat: now });
    await expectRefused(url, type, expired);
    await expectRefused(url, type, future);
    await expectRefused(url, type, timeless);
    const anHourAgo = issueToken(secret, user, type, Date.now() - TOKEN_LIFETIME_SECONDS * 1000);
    await expectRefused(url, type, anHourAgo);

    const fresh = signed(secret, { sub: user, typ: type, iat: now + 30, exp: now + 3630 });
    const accepted = await server.app.request(url, {
      headers: { Authorization: `Bearer ${fresh}`, 'X-Client-Id': 'help-and-support-web' },
    });
    expect(accepted.status).toBe(200);
  });

  it('gives sign-in cookies the lifetime of their tokens', async () => {
    const response = await server.app.request('/identity/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user: 'live-customer' }).toString(),
    });
    const cookies = setCookies(response);
    for (const name of ['id_token', 'access_token']) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=`)) ?? '';
      expect(cookie).toContain(`Max-Age=${TOKEN_LIFETIME_SECONDS}`);
      const token = cookie.slice(name.length + 1).split(';')[0] ?? '';
      const claims = verifyToken(
        server.config.tokenSecret,
        token,
        name === 'id_token' ? 'id' : 'access',
      );
      expect(claims?.exp).toBe((claims?.iat ?? 0) + TOKEN_LIFETIME_SECONDS);
    }
  });
});

describe('no built-in token secret', () => {
  it('draws a new random secret for every start without TOKEN_SECRET', () => {
    const first = readServerConfig({});
    const second = readServerConfig({});
    expect(first.tokenSecretIsRandom).toBe(true);
    expect(first.tokenSecret).not.toBe(second.tokenSecret);
    expect(first.tokenSecret).not.toBe(FORMER_BUILT_IN_SECRET);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(tokenSecretNotice(first)).toMatch(/TOKEN_SECRET/);
    expect(tokenSecretNotice(readServerConfig({ TOKEN_SECRET: 'x'.repeat(16) }))).toBeUndefined();
  });

  it('refuses a token signed with the former built-in secret', async () => {
    const server = createTestServer();
    try {
      const forged = issueToken(FORMER_BUILT_IN_SECRET, 'live-customer', 'id');
      const response = await server.app.request('/v1/accounts', {
        headers: { Authorization: `Bearer ${forged}` },
      });
      expect(response.status).toBe(401);
    } finally {
      server.dispose();
    }
  });

  it('says once, in one line, at start that tokens last one run; nothing when TOKEN_SECRET is set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const random = await startTestServerOnPort();
      await random.dispose();
      const lines = [...warn.mock.calls, ...log.mock.calls].map((args) => args.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/TOKEN_SECRET is not set/);
      expect(lines[0]).toMatch(/until the server stops/);
      expect(lines[0]).not.toContain('\n');

      warn.mockClear();
      log.mockClear();
      const configured = await startTestServerOnPort({ TOKEN_SECRET: 'a-configured-secret-value' });
      await configured.dispose();
      expect([...warn.mock.calls, ...log.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      log.mockRestore();
    }
  });
});
