/**
 * Every piece of HTML the app shows goes through one DOMPurify instance, configured here with the
 * site's own rules, and one function per profile: article and deals markup
 * (`sanitizeContentHtml`) and authored rich text (`sanitizeRichText`). The instance works in the
 * window it is given: the page's in a browser; in Node, jsdom's (`sanitize-in-jsdom.ts`, which
 * keeps jsdom out of the browser's bundle). Placeholders must be filled before sanitising, never
 * after.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * A window DOMPurify can work in, with the location images are judged same-origin by and the
 * DOMParser content pages are parsed with.
 */
export type SanitizerWindow = WindowLike & {
  document: Document;
  location: { origin: string };
  DOMParser: typeof DOMParser;
};

/**
 * URLs a link or image may keep: web, mail and phone schemes, or no scheme at all (relative), so
 * `javascript:`, `data:` and `vbscript:` lose their attribute. DOMPurify's default
 * `ALLOWED_URI_REGEXP` narrowed to those schemes; it reads the value as a browser would, ignoring
 * whitespace and control characters.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

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

/**
 * Article and deals markup: DOMPurify's HTML profile (no SVG or MathML: foreign content is how
 * markup that looked safe once turns into something else when parsed again) without the elements
 * and attributes above.
 */
const CONTENT_PROFILE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_CONTENT_TAGS,
  FORBID_ATTR: FORBIDDEN_CONTENT_ATTRIBUTES,
  ALLOWED_URI_REGEXP: SAFE_URL,
} satisfies Config;

/** Rich-text fields (spec §5): only `a`, `sup`, `p` and `b`, and only `href` on links. */
const RICH_TEXT_PROFILE = {
  ALLOWED_TAGS: ['a', 'sup', 'p', 'b'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
} satisfies Config;

const isElement = (node: Node): node is Element => node.nodeType === 1;

/** A URL that resolves to the window's own origin (relative URLs do). */
function isSameOrigin(url: string | null, win: SanitizerWindow): boolean {
  if (url === null || url.trim() === '') return false;
  try {
    return new URL(url, win.document.baseURI).origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * DOMPurify in `win` with the site's rules as hooks: an image loads only from this site (one from
 * elsewhere could track the reader or spoof content), and a `tel:` link loses the spaces a filled
 * phone placeholder keeps for reading.
 */
function configuredPurifier(win: SanitizerWindow): DOMPurify {
  const purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (tagName === 'img' && isElement(node) && !isSameOrigin(node.getAttribute('src'), win)) {
      node.remove();
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = isElement(node) ? node.getAttribute('href') : null;
    if (href?.startsWith('tel:') && isElement(node)) {
      node.setAttribute('href', href.replace(/\s+/g, ''));
    }
  });
  return purifier;
}

let contentWindow: SanitizerWindow | undefined;
let purifier: DOMPurify | undefined;

/** Parse and sanitise in `win` from now on (Node gives jsdom's window: `sanitize-in-jsdom.ts`). */
export function sanitizeIn(win: SanitizerWindow): void {
  contentWindow = win;
  purifier = configuredPurifier(win);
}

function currentWindow(): SanitizerWindow {
  if (contentWindow) return contentWindow;
  if (typeof window === 'undefined') {
    throw new Error('No window to sanitise in: Node must call sanitizeInJsdom() first.');
  }
  contentWindow = window;
  return contentWindow;
}

function currentPurifier(): DOMPurify {
  purifier ??= configuredPurifier(currentWindow());
  return purifier;
}

/** A whole HTML page parsed inertly (DOMParser never runs its scripts), in the same window. */
export function parseHtmlPage(html: string): Document {
  return new (currentWindow().DOMParser)().parseFromString(html, 'text/html');
}

/**
 * Article and deals markup cleaned: no script, no event handlers, no `javascript:` or other unsafe
 * links, no inline styles, frames, forms or form controls, `srcset`, SVG, MathML, comments, or
 * images from other origins.
 */
export function sanitizeContentHtml(html: string): string {
  return currentPurifier().sanitize(html, CONTENT_PROFILE);
}

/**
 * Rich text cleaned to `a`, `sup`, `p` and `b` with checked `href`s. Other elements give up their
 * tags but keep their text, except those whose content is never text to read (scripts, styles,
 * frames, SVG, MathML, templates).
 */
export function sanitizeRichText(html: string): string {
  return currentPurifier().sanitize(html, RICH_TEXT_PROFILE);
}
