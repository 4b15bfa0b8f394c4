// Remote content pages (articles, deals): spec §2 "Other" and §3 "Article page content".
// The fetched HTML is parsed inertly (DOMParser never runs scripts), the content panel body or the
// parsys area is taken, sanitised, and only then are placeholders filled.
import { fillPlaceholders } from './placeholders';
import { sanitizeContentHtml } from './sanitize';

export interface ContentPage {
  /** Sanitised markup of the content panel body (or the parsys area), placeholders filled. */
  markup: string;
  /** The page's meta description. */
  description: string;
  /** The page's `<title>`. */
  title: string;
  /** The page carries interactive form content that needs the nucleus scripts. */
  nucleusContent: boolean;
}

const CONTENT_SELECTORS = ['.content-panel__body', '.parsys'] as const;

/** Parses a content page's HTML into what the app shows. Pure apart from needing `DOMParser`. */
export function parseContentPage(html: string): ContentPage {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = CONTENT_SELECTORS.map((selector) => document.querySelector(selector)).find(
    (element) => element !== null,
  );
  const markup = body ? fillPlaceholders(sanitizeContentHtml(body.innerHTML)) : '';
  return {
    markup: compactTelLinks(markup),
    description: fillPlaceholders(metaContent(document, 'description')).trim(),
    title: fillPlaceholders(document.title).trim(),
    nucleusContent: metaContent(document, 'nucleus-content').trim().toLowerCase() === 'true',
  };
}

function metaContent(document: Document, name: string): string {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
}

/** Filled phone placeholders keep their spaces for reading; `tel:` links work best without them. */
function compactTelLinks(markup: string): string {
  return markup.replace(
    /href="tel:([^"]*)"/g,
    (_match, number: string) => `href="tel:${number.replace(/\s+/g, '')}"`,
  );
}
