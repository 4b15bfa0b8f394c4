/**
 * Rich-text fields (spec §5): only `a`, `sup`, `p` and `b`, and only `href` on links. The markup is
 * parsed inertly (a `DOMParser` document runs no script and loads nothing) and the result is
 * written anew from the parsed tree, so nothing but those four elements, escaped text and a checked
 * `href` can come out. Other elements give up their tags but keep their text, except the ones
 * whose content is never text to read (scripts, styles, frames, embedded documents). This is
 * DOMPurify's outcome for this allowlist without its 11 kB (gzip) on the pages that show rich
 * text; article and deals markup, with its richer profile, goes through `sanitize.ts`.
 */
import { sanitisedHref } from './safe-link';

const ALLOWED_TAGS = new Set(['a', 'sup', 'p', 'b']);

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
  'xmp',
  'plaintext',
]);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function write(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED_WITH_CONTENT.has(tag)) return '';
  const children = [...element.childNodes].map(write).join('');
  if (!ALLOWED_TAGS.has(tag)) return children;
  const href = tag === 'a' ? sanitisedHref(element.getAttribute('href') ?? '') : undefined;
  const attribute = href === undefined ? '' : ` href="${escapeAttribute(href)}"`;
  return `<${tag}${attribute}>${children}</${tag}>`;
}

export function sanitizeRichText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map(write).join('');
}
