import DOMPurify from 'dompurify';

/** Rich-text fields (spec §5): only a, sup, p and b, and only the href attribute. */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['a', 'sup', 'p', 'b'], ALLOWED_ATTR: ['href'] });
}

/**
 * Article and deals markup: DOMPurify's HTML profile (no script, no event handlers, no
 * `javascript:` URLs), without inline styles or frames.
 */
export function sanitizeContentHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
