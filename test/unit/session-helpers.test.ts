import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../src/lib/read-cookie';
import { isSignedIn, readSessionTokens, tokenPresence } from '../../src/session/cookies';
import { signInUrl } from '../../src/session/identity-urls';
import { watchUserActivity } from '../../src/session/user-activity';
import { AUTH_SESSION_DELAYS } from '../../machines/auth-session.machine';
import { config } from '../../src/config';
import { SAVED_TARIFF_KEYS } from '../../src/session/auth-session';

describe('sign-in cookies', () => {
  const cookies = 'OptanonConsent=groups=C0001:1; id_token=abc.def; access_token=x%2Ey; other=1';

  it('reads both tokens, decoding them', () => {
    expect(readSessionTokens(cookies)).toEqual({ idToken: 'abc.def', accessToken: 'x.y' });
    expect(readCookie('other', cookies)).toBe('1');
  });

  it('treats a missing or empty cookie as absent', () => {
    expect(readSessionTokens('access_token=; theme=dark')).toEqual({});
    expect(readCookie('id', 'id_token=a')).toBeUndefined();
  });

  it('keeps a value that is not URI-encoded as it is', () => {
    expect(readCookie('id_token', 'id_token=50%')).toBe('50%');
  });

  it('gives the chart only which tokens are present', () => {
    expect(tokenPresence({ accessToken: 'x' })).toEqual({ idToken: false, accessToken: true });
    expect(isSignedIn({ accessToken: 'x' })).toBe(true);
    expect(isSignedIn({ idToken: 'x' })).toBe(true);
    expect(isSignedIn({})).toBe(false);
  });
});

describe('identity locations', () => {
  it('builds the sign-in redirect with response_type=token and the path as state', () => {
    const url = signInUrl({
      authorizeUrl: '/identity/authorize',
      clientId: 'help-and-support-web',
      redirectUri: 'http://localhost:3000/help-and-support/',
      returnPath: '/help-and-support/deals?offer=1',
      origin: 'http://localhost:3000',
    });
    expect(url.startsWith('/identity/authorize?')).toBe(true);
    const params = new URL(url, 'http://localhost:3000').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      response_type: 'token',
      client_id: 'help-and-support-web',
      redirect_uri: 'http://localhost:3000/help-and-support/',
      state: '/help-and-support/deals?offer=1',
    });
  });

  it('keeps an identity provider on another origin absolute', () => {
    const url = signInUrl({
      authorizeUrl: 'https://id.example.com/authorize',
      clientId: 'web',
      redirectUri: 'https://www.example.com/help-and-support/',
      returnPath: '/help-and-support/deals',
      origin: 'https://www.example.com',
    });
    expect(url.startsWith('https://id.example.com/authorize?response_type=token')).toBe(true);
  });

  it('has the configured defaults of the reference identity stand-in and spec §9', () => {
    expect(config.identity).toEqual({
      authorizeUrl: '/identity/authorize',
      logoutUrl: '/identity/logout',
    });
    expect(config.session).toEqual({
      idleLogoutUrl: '/logout',
      idleTimeoutMs: 15 * 60_000,
      tokenCheckIntervalMs: 30_000,
    });
    expect(AUTH_SESSION_DELAYS).toEqual({ tokenCheckInterval: 30_000, idleTimeout: 15 * 60_000 });
  });

  // That they are cleared when a session ends is held in Chromium (test/e2e/session-timers.test.ts).
  it("names spec §3's two saved tariff keys", () => {
    expect(SAVED_TARIFF_KEYS).toEqual(['chosenTariff', 'pendingTariffDismissed']);
  });
});

describe('user activity', () => {
  it('reports activity from every watched event, throttled, until stopped', () => {
    const target = new EventTarget();
    let now = 0;
    const onActivity = vi.fn();
    const stop = watchUserActivity(onActivity, { target, throttleMs: 1_000, now: () => now });
    // Pointer, touch, keyboard and scrolling (spec §4 "Auth state": activity resets the idle timer).
    const activity = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];
    for (const type of activity) {
      now += 1_000;
      target.dispatchEvent(new Event(type));
    }
    expect(onActivity).toHaveBeenCalledTimes(activity.length);
    target.dispatchEvent(new Event('keydown'));
    now += 999;
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(activity.length);
    stop();
    now += 5_000;
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(activity.length);
  });

  it('listens in the capture phase, so a scroll inside any element counts (scroll does not bubble)', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    watchUserActivity(() => undefined, { target: target as unknown as EventTarget });
    expect(target.addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function), {
      capture: true,
      passive: true,
    });
  });

  it('ignores events that are not activity', () => {
    const target = new EventTarget();
    const onActivity = vi.fn();
    watchUserActivity(onActivity, { target });
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('visibilitychange'));
    expect(onActivity).not.toHaveBeenCalled();
  });
});
