/**
 * URLs a link may keep: web, mail and phone schemes, or no scheme at all (relative). DOMPurify's
 * default `ALLOWED_URI_REGEXP`, so `javascript:`, `data:` and `vbscript:` links lose their href.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Whitespace and control characters a browser ignores inside a URL's scheme. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether a link's `href` may stay (read as a browser would, ignoring what it ignores). */
function isSafeLink(href: string): boolean {
  return SAFE_URL.test(href.replace(IGNORED_IN_URL, ''));
}

/**
 * The `href` a sanitised link keeps: none when it is unsafe, and a `tel:` number without the
 * spaces a filled phone placeholder keeps for reading.
 */
export function sanitisedHref(href: string): string | undefined {
  if (!isSafeLink(href)) return undefined;
  return href.startsWith('tel:') ? href.replace(/\s+/g, '') : href;
}
