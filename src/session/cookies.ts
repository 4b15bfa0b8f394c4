/**
 * The sign-in cookies (DESIGN.md contract: `id_token` and `access_token`, readable by the app).
 * Only this module reads them; the auth-session chart sees which are present, never the tokens.
 */
import type { TokenPresence } from '../../machines/auth-session.machine';

/** The sign-in tokens found in the cookies. */
export interface SessionTokens {
  idToken?: string;
  accessToken?: string;
}

/** The value of one cookie, decoded, or undefined when it is missing or empty. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not URI-encoded is used as it is.
    }
    return value === '' ? undefined : value;
  }
  return undefined;
}

/** Both sign-in tokens from a cookie string (the browser's `document.cookie` by default). */
export function readSessionTokens(
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): SessionTokens {
  const idToken = readCookie('id_token', cookieString);
  const accessToken = readCookie('access_token', cookieString);
  return {
    ...(idToken === undefined ? {} : { idToken }),
    ...(accessToken === undefined ? {} : { accessToken }),
  };
}

/** Which tokens are present: all the auth-session chart needs to know. */
export function tokenPresence(tokens: SessionTokens): TokenPresence {
  return { idToken: tokens.idToken !== undefined, accessToken: tokens.accessToken !== undefined };
}

/** Signed in, for prefill and the form legends (spec §6): either token is present. */
export function isSignedIn(tokens: SessionTokens): boolean {
  return tokens.idToken !== undefined || tokens.accessToken !== undefined;
}

/** Whether this browser's visitor is signed in now (no cookies when prerendering: not signed in). */
export function visitorIsSignedIn(): boolean {
  return isSignedIn(readSessionTokens());
}
