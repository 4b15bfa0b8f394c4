import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  combineConsent,
  CONSENT_UPDATED_EVENT,
  grantedGroupsFromCookie,
  groupsFromActiveGroups,
  isTopLevelWindow,
  listenForConsentUpdates,
  readConsentGroups,
} from '../../src/monitoring/consent';

/** Just enough of a window for the consent readers. */
function fakeWindow(cookie: string, activeGroups?: unknown): Window {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { cookie },
    OnetrustActiveGroups: activeGroups,
  }) as unknown as Window;
}

afterEach(() => vi.restoreAllMocks());

describe('reading OneTrust consent', () => {
  it('reads the granted groups of the cookie, raw or URL-encoded as OneTrust writes it', () => {
    expect(grantedGroupsFromCookie('groups=C0001:1,C0002:1,C0004:0')).toEqual(['C0001', 'C0002']);
    expect(
      grantedGroupsFromCookie(
        'isGDPRLocale=true&datestamp=Tue+Jan+07+2025&groups=C0001%3A1%2CC0002%3A0%2CC0004%3A1&interactionCount=1',
      ),
    ).toEqual(['C0001', 'C0004']);
    expect(grantedGroupsFromCookie('isGDPRLocale=true')).toEqual([]);
    expect(grantedGroupsFromCookie('groups=:1,C0002,C0003:x')).toEqual([]);
  });

  it('reads window.OnetrustActiveGroups', () => {
    expect(groupsFromActiveGroups(',C0001,C0002,')).toEqual(['C0001', 'C0002']);
    expect(groupsFromActiveGroups('')).toEqual([]);
  });

  it('counts a group only when the cookie grants it, and the active groups list it when known', () => {
    expect(combineConsent(['C0001', 'C0002'], ['C0001'])).toEqual(['C0001']);
    expect(combineConsent(['C0001', 'C0002'], ['C0001', 'C0002', 'C0004'])).toEqual([
      'C0001',
      'C0002',
    ]);
    expect(combineConsent(['C0001', 'C0002'], undefined)).toEqual(['C0001', 'C0002']);
    // Without the cookie nothing is active (spec §4 "only when the consent cookie permits").
    expect(combineConsent(undefined, ['C0001', 'C0004'])).toEqual([]);
    expect(combineConsent(undefined, undefined)).toEqual([]);
  });

  it('reads consent from a window', () => {
    const cookie = 'id_token=x; OptanonConsent=groups=C0001:1,C0002:1,C0004:1';
    expect(readConsentGroups(fakeWindow(cookie))).toEqual(['C0001', 'C0002', 'C0004']);
    expect(readConsentGroups(fakeWindow(cookie, ',C0001,C0004,'))).toEqual(['C0001', 'C0004']);
    expect(readConsentGroups(fakeWindow('', ',C0001,C0002,'))).toEqual([]);
    expect(readConsentGroups(fakeWindow(cookie, ',C0001,C0002,'), ['C0004'])).toEqual(['C0004']);
    expect(readConsentGroups(fakeWindow('', 42))).toEqual([]);
    const encoded = 'id_token=x;OptanonConsent=isGDPRLocale=true&groups=C0001%3A1%2CC0002%3A0; a=b';
    expect(readConsentGroups(fakeWindow(encoded))).toEqual(['C0001']);
  });

  it('logs and swallows a failing check, which counts as no consent', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      get document(): Document {
        throw new Error('no document');
      },
    } as unknown as Window;
    expect(readConsentGroups(broken)).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('tells the top-level window from a frame, and a failure as a frame', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const top = {} as { self?: unknown; top?: unknown };
    top.self = top;
    top.top = top;
    expect(isTopLevelWindow(top as unknown as Window)).toBe(true);
    expect(isTopLevelWindow({ self: {}, top: {} } as unknown as Window)).toBe(false);
    const throwing = {
      get self(): Window {
        throw new Error('cross-origin');
      },
    } as unknown as Window;
    expect(isTopLevelWindow(throwing)).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('listening for OneTrustGroupsUpdated', () => {
  it("reads the cookie again with the announced groups (or without them, the window's), until stopped", () => {
    const win = fakeWindow('OptanonConsent=groups=C0001:1,C0002:1,C0004:0');
    const onUpdate = vi.fn();
    const stop = listenForConsentUpdates(onUpdate, win);
    win.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: ['C0001', 'C0002'] }));
    // An announced group the cookie does not grant stays inactive.
    win.dispatchEvent(new CustomEvent(CONSENT_UPDATED_EVENT, { detail: ['C0001', 'C0004'] }));
    win.dispatchEvent(new Event(CONSENT_UPDATED_EVENT));
    expect(onUpdate.mock.calls).toEqual([[['C0001', 'C0002']], [['C0001']], [['C0001', 'C0002']]]);
    stop();
    win.dispatchEvent(new Event(CONSENT_UPDATED_EVENT));
    expect(onUpdate).toHaveBeenCalledTimes(3);
  });

  it('logs and swallows an error while handling an update', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = fakeWindow('');
    listenForConsentUpdates(() => {
      throw new Error('handler failed');
    }, win);
    expect(() => win.dispatchEvent(new Event(CONSENT_UPDATED_EVENT))).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
  });
});
