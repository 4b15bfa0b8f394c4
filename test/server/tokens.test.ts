import { sign } from 'hono/jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonApiErrorDocumentSchema } from '../../src/api/schemas';
import { readServerConfig, tokenSecretNotice } from '../../server/config';
import {
  issueToken,
  TOKEN_LIFETIME_SECONDS,
  verifyToken,
  type TokenType,
} from '../../server/tokens';
import { createTestServer, setCookies, startTestServerOnPort, testServerPerTest } from './support';

/** The secret the server once fell back to when TOKEN_SECRET was not set. */
const FORMER_BUILT_IN_SECRET = 'reference-server-dev-secret-not-for-production';

/** An HS256 JWT with any claims, signed as the server signs (independent of `issueToken`). */
function signed(secret: string, claims: Record<string, unknown>): Promise<string> {
  return sign(claims, secret, 'HS256');
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Runs the clock at `at` (milliseconds) for the rest of the test. */
function clockAt(at: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

describe('token lifetime', () => {
  const secret = 'a-test-secret-of-some-length';
  const issuedAt = Date.UTC(2026, 10, 23, 9, 0, 0);
  const issuedAtSeconds = issuedAt / 1000;
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a JWT carrying iat, nbf and exp, one lifetime apart', async () => {
    const token = await issueToken(secret, 'u', 'id', issuedAt);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    clockAt(issuedAt);
    const claims = await verifyToken(secret, token, 'id');
    expect(claims?.iat).toBe(issuedAtSeconds);
    expect(claims?.nbf).toBe(issuedAtSeconds);
    expect(claims?.exp).toBe(issuedAtSeconds + TOKEN_LIFETIME_SECONDS);
  });

  it('is valid until exp and refused from exp on', async () => {
    const token = await issueToken(secret, 'u', 'access', issuedAt);
    const expiry = issuedAt + TOKEN_LIFETIME_SECONDS * 1000;
    clockAt(expiry - 1000);
    expect(await verifyToken(secret, token, 'access')).not.toBeNull();
    clockAt(expiry);
    expect(await verifyToken(secret, token, 'access')).toBeNull();
    clockAt(expiry + 86_400_000);
    expect(await verifyToken(secret, token, 'access')).toBeNull();
  });

  it('refuses a token before its nbf and iat', async () => {
    const token = await issueToken(secret, 'u', 'id', issuedAt);
    clockAt(issuedAt - 1000);
    expect(await verifyToken(secret, token, 'id')).toBeNull();
  });

  it('refuses a token claiming a longer lifetime than the cap, even signed with the real key', async () => {
    // The cap is the lifetime the server issues.
    const cap = TOKEN_LIFETIME_SECONDS;
    clockAt(issuedAt);
    const claims = { sub: 'u', token_use: 'id', iat: issuedAtSeconds, nbf: issuedAtSeconds };
    const atCap = await signed(secret, {
      ...claims,
      exp: issuedAtSeconds + cap,
    });
    expect(await verifyToken(secret, atCap, 'id')).not.toBeNull();
    for (const exp of [issuedAtSeconds + cap + 1, issuedAtSeconds + 315_576_000]) {
      expect(await verifyToken(secret, await signed(secret, { ...claims, exp }), 'id')).toBeNull();
    }
    // An old iat or nbf does not stretch the lifetime either.
    const oldNotBefore = await signed(secret, {
      ...claims,
      nbf: issuedAtSeconds - 10 * cap,
      exp: issuedAtSeconds + 60,
    });
    expect(await verifyToken(secret, oldNotBefore, 'id')).toBeNull();
  });

  it.each<[string, Record<string, unknown>]>([
    [
      'without exp (never expiring)',
      { sub: 'u', token_use: 'id', iat: 1_800_000_000, nbf: 1_800_000_000 },
    ],
    ['without nbf', { sub: 'u', token_use: 'id', iat: 1_800_000_000, exp: 1_800_000_600 }],
    [
      'with exp before iat',
      { sub: 'u', token_use: 'id', iat: 1_800_000_000, nbf: 1_800_000_000, exp: 1_799_999_000 },
    ],
    [
      'with a fractional exp',
      { sub: 'u', token_use: 'id', iat: 1_800_000_000, nbf: 1_800_000_000, exp: 1_800_000_000.5 },
    ],
  ])('refuses a signed token %s', async (_name, claims) => {
    clockAt(1_800_000_000_000);
    expect(await verifyToken(secret, await signed(secret, claims), 'id')).toBeNull();
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
    const claims = (iat: number, exp?: number) => ({
      sub: user,
      token_use: type,
      iat,
      nbf: iat,
      ...(exp === undefined ? {} : { exp }),
    });
    const expired = await signed(secret, claims(now - 7200, now - 3600));
    const future = await signed(secret, claims(now + 600, now + 4200));
    const timeless = await signed(secret, claims(now));
    const tenYears = await signed(secret, claims(now, now + 315_576_000));
    await expectRefused(url, type, tenYears);
    await expectRefused(url, type, expired);
    await expectRefused(url, type, future);
    await expectRefused(url, type, timeless);
    const anHourAgo = await issueToken(
      secret,
      user,
      type,
      Date.now() - TOKEN_LIFETIME_SECONDS * 1000,
    );
    await expectRefused(url, type, anHourAgo);

    const fresh = await signed(secret, claims(now - 30, now + 3570));
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
      const claims = await verifyToken(
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
      const forged = await issueToken(FORMER_BUILT_IN_SECRET, 'live-customer', 'id');
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
