/**
 * Reading cookie consent the OneTrust way (DESIGN.md): the `OptanonConsent` cookie
 * (`groups=C0001:1,C0002:0,...`, raw or URL-encoded as OneTrust writes it; read with
 * `src/lib/read-cookie.ts`), `window.OnetrustActiveGroups`
 * (`',C0001,C0002,'`) and the `OneTrustGroupsUpdated` window event. Errors are logged and swallowed
 * (spec §4 "Consent-gated scripts", §8): a failed check counts as no consent.
 */
import { readCookie } from '../lib/read-cookie';

const CONSENT_COOKIE = 'OptanonConsent';
export const CONSENT_UPDATED_EVENT = 'OneTrustGroupsUpdated';

declare global {
  interface Window {
    /** Set by OneTrust (and the reference server's stand-in banner), e.g. `',C0001,C0002,'`. */
    OnetrustActiveGroups?: unknown;
  }
}

/** Groups an `OptanonConsent` value grants (`:1`), e.g. `['C0001', 'C0002']`. */
export function grantedGroupsFromCookie(value: string): string[] {
  // The value is a query string; URLSearchParams also decodes OneTrust's encoded `C0001%3A1%2C…`.
  const groups = new URLSearchParams(value).get('groups') ?? '';
  return groups.split(',').flatMap((entry) => {
    const [id = '', flag] = entry.trim().split(':');
    return id !== '' && flag === '1' ? [id] : [];
  });
}

/** Groups listed in `window.OnetrustActiveGroups`, e.g. `',C0001,C0002,'` -> `['C0001', 'C0002']`. */
export function groupsFromActiveGroups(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * The cookie decides (spec §4: scripts start "only when the consent cookie permits"): a group counts
 * only if the cookie grants it and, when OneTrust lists its active groups, they include it too.
 * Without the cookie nothing is active, whatever the active groups say.
 */
export function combineConsent(
  cookieGroups: readonly string[] | undefined,
  activeGroups: readonly string[] | undefined,
): string[] {
  if (!cookieGroups) return [];
  return activeGroups ? cookieGroups.filter((id) => activeGroups.includes(id)) : [...cookieGroups];
}

/**
 * The consent groups active now; `[]` when there is no consent or the check fails. The active
 * groups are `window.OnetrustActiveGroups`, or those an update event just announced.
 */
export function readConsentGroups(
  win: Window = window,
  announcedGroups?: readonly string[],
): string[] {
  try {
    const cookie = readCookie(CONSENT_COOKIE, win.document.cookie);
    const active = win.OnetrustActiveGroups;
    return combineConsent(
      cookie === undefined ? undefined : grantedGroupsFromCookie(cookie),
      announcedGroups ?? (typeof active === 'string' ? groupsFromActiveGroups(active) : undefined),
    );
  } catch (error) {
    console.error('Could not check cookie consent', error);
    return [];
  }
}

/** Monitoring runs only in the top-level window, never inside a frame (spec §4). */
export function isTopLevelWindow(win: Window = window): boolean {
  try {
    return win.self === win.top;
  } catch (error) {
    console.error('Could not tell whether the page is framed', error);
    return false;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Calls `onUpdate` with the consent groups on every `OneTrustGroupsUpdated`: the cookie read again,
 * with the active groups OneTrust sends as the event's detail (without one, the window's). Returns
 * the function that stops listening.
 */
export function listenForConsentUpdates(
  onUpdate: (groups: string[]) => void,
  win: Window = window,
): () => void {
  const listener = (event: Event) => {
    try {
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      onUpdate(readConsentGroups(win, isStringArray(detail) ? detail : undefined));
    } catch (error) {
      console.error('Could not handle a consent update', error);
    }
  };
  win.addEventListener(CONSENT_UPDATED_EVENT, listener);
  return () => win.removeEventListener(CONSENT_UPDATED_EVENT, listener);
}
