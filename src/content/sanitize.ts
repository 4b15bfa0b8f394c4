import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Elements article and deals markup never keeps: styles, frames and plugins, and every form
 * control (a form inside content could ask for details the site never receives). Interactive
 * content forms are drawn by the content service's own form scripts into an empty
 * `<div data-nucleus-form="…">`, which is kept.
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
];

/** Attributes it never keeps: inline styles, and every way of loading an image but `img src`. */
const FORBIDDEN_CONTENT_ATTRIBUTES = ['style', 'srcset', 'imagesrcset', 'background', 'poster'];

/** A URL that resolves to this page's own origin (relative URLs do). */
function isSameOrigin(url: string | null): boolean {
  if (url === null || url.trim() === '') return false;
  try {
    return new URL(url, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

function createContentPurifier(): Purifier {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeElement', (node, { tagName }) => {
    // Images load only from this site: an image elsewhere could track the reader or spoof content.
    if (tagName === 'img' && node instanceof Element && !isSameOrigin(node.getAttribute('src'))) {
      node.remove();
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Filled phone placeholders keep their spaces for reading; `tel:` links work best without them.
    const href = node instanceof Element ? node.getAttribute('href') : null;
    if (href?.startsWith('tel:') && node instanceof Element) {
      node.setAttribute('href', href.replace(/\s+/g, ''));
    }
  });
  return purifier;
}

let contentPurifier: Purifier | undefined;

/**
 * Article and deals markup: DOMPurify's HTML profile (no script, no event handlers, no
 * `javascript:` URLs), without inline styles, frames, forms or form controls, `srcset`, or images
 * from other origins. Placeholders must be filled before this runs, never after.
 */
export function sanitizeContentHtml(html: string): string {
  contentPurifier ??= createContentPurifier();
  return contentPurifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_CONTENT_TAGS,
    FORBID_ATTR: FORBIDDEN_CONTENT_ATTRIBUTES,
  });
}
