import type { DOMPurify as Purifier } from 'dompurify';
import { sanitisedHref } from './safe-link';

/**
 * Elements article and deals markup never keeps: styles, frames and plugins, inert templates and
 * noscript fallbacks, every form control (a form inside content could ask for details the site
 * never receives), and the head elements that would act on the whole page once inserted: a
 * `<meta>` refresh navigating away, a `<link>` style sheet or preload, a `<base>` re-pointing
 * every relative link. Interactive content forms are drawn by the content service's own form
 * scripts into an empty `<div data-nucleus-form="…">`, which is kept.
 */
const FORBIDDEN_CONTENT_TAGS = [
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'textarea',
  'noscript',
  'template',
  'meta',
  'link',
  'base',
];

/** Attributes it never keeps: inline styles, and every way of loading an image but `img src`. */
const FORBIDDEN_CONTENT_ATTRIBUTES = ['style', 'srcset', 'imagesrcset', 'background', 'poster'];

/** The Sanitizer API (`Document.parseHTML`), which TypeScript's DOM types do not describe yet. */
interface SanitizerConfig {
  removeElements: (string | { name: string; namespace: string })[];
  removeAttributes: string[];
  comments: boolean;
}
type ParseHtml = (html: string, options: { sanitizer: SanitizerConfig }) => Document;

function nativeParseHtml(): ParseHtml | undefined {
  const parseHTML = (Document as { parseHTML?: ParseHtml }).parseHTML;
  return typeof parseHTML === 'function' ? parseHTML.bind(Document) : undefined;
}

const CONTENT_SANITIZER: SanitizerConfig = {
  removeElements: [
    ...FORBIDDEN_CONTENT_TAGS,
    // No foreign content: article markup is HTML, and SVG or MathML inside it is how markup that
    // looked safe once can turn into something else when parsed again.
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
  removeAttributes: FORBIDDEN_CONTENT_ATTRIBUTES,
  comments: false,
};

let contentPurifier: Purifier | undefined;

/** DOMPurify's HTML profile with the same limits, for browsers without the Sanitizer API. */
async function sanitizeWithDomPurify(html: string): Promise<Element> {
  if (!contentPurifier) {
    const { default: DOMPurify } = await import('dompurify');
    contentPurifier = DOMPurify(window);
  }
  const body = contentPurifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_CONTENT_TAGS,
    FORBID_ATTR: FORBIDDEN_CONTENT_ATTRIBUTES,
    RETURN_DOM: true,
  });
  if (!(body instanceof Element)) throw new Error('DOMPurify returned no element.');
  return body;
}

/** A URL that resolves to this page's own origin (relative URLs do). */
function isSameOrigin(url: string | null): boolean {
  if (url === null || url.trim() === '') return false;
  try {
    return new URL(url, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * What both sanitisers leave to the site's own rules: images load only from this site (an image
 * elsewhere could track the reader or spoof content), and links keep their `sanitisedHref`.
 */
function applySiteRules(root: Element): void {
  for (const image of root.querySelectorAll('img')) {
    if (!isSameOrigin(image.getAttribute('src'))) image.remove();
  }
  for (const link of root.querySelectorAll('[href]')) {
    const href = sanitisedHref(link.getAttribute('href') ?? '');
    if (href === undefined) link.removeAttribute('href');
    else link.setAttribute('href', href);
  }
}

/**
 * Article and deals markup, parsed inertly and cleaned: no script, no event handlers, no
 * `javascript:` or other unsafe links, no inline styles, frames, forms or form controls, `srcset`,
 * SVG, MathML, or images from other origins. The browser's own sanitizer (`Document.parseHTML`)
 * does it where there is one, so DOMPurify is downloaded only by browsers without it.
 * Placeholders must be filled before this runs, never after.
 */
export async function sanitizeContentHtml(html: string): Promise<string> {
  const parseHtml = nativeParseHtml();
  const body = parseHtml
    ? parseHtml(html, { sanitizer: CONTENT_SANITIZER }).body
    : await sanitizeWithDomPurify(html);
  applySiteRules(body);
  return body.innerHTML;
}
