/**
 * The sign-in cookies (DESIGN.md contract: `id_token` and `access_token`, readable by the app).
 * Only this module reads them; the auth-session chart sees which are present, never the tokens.
 */
import type { TokenPresence } from '../../machines/auth-session.machine';
import { readCookie } from '../lib/read-cookie';

/** The sign-in tokens found in the cookies. */
export interface SessionTokens {
  idToken?: string;
  accessToken?: string;
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
