import { parseCookie } from 'cookie-es';

/**
 * The value of the cookie `name` in `cookieString` (`document.cookie`), URI-decoded where it is
 * encoded, or undefined when it is missing or empty. The one cookie reader: the sign-in tokens
 * (`src/session/cookies.ts`) and the consent cookie (`src/monitoring/consent.ts`) are read with it.
 */
export function readCookie(name: string, cookieString: string): string | undefined {
  const value = parseCookie(cookieString)[name];
  return value === '' ? undefined : value;
}
