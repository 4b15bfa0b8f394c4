/** The one rule for where a redirect may go: the app's sign-in return and the server's redirects. */

const PROBE_ORIGIN = 'http://reference.invalid';

/**
 * True for a path of this site: starts with a single '/', no backslash, no whitespace or control
 * characters (browsers drop tabs and newlines, which can turn '/\t/x' into '//x'), and it resolves to
 * the same origin.
 */
export function isSameSitePath(value: string | undefined): value is string {
  if (value === undefined || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** `value` when it is a same-site path, else `fallback`. */
export function safeRedirectTarget(value: string | undefined, fallback: string): string {
  return isSameSitePath(value) ? value : fallback;
}
