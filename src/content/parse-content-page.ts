// Remote content pages (articles, deals): spec §2 "Other" and §3 "Article page content".
// The fetched HTML is parsed inertly (DOMParser never runs scripts), the content panel body or the
// parsys area is taken, its placeholders are filled, and only then is it sanitised: nothing is
// added to the markup after sanitising.
import { fillPlaceholders } from './placeholders';
import { parseHtmlPage, sanitizeContentHtml } from './sanitize';

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

/**
 * Parses a content page's HTML into what the app shows. Pure apart from needing the DOM. A page
 * with neither content area is not a content page (a sign-in wall, a proxy's error page answering
 * 200): it is refused, so the call fails as a failed fetch does (spec §8, logged only) and the
 * page keeps what it showed, rather than showing that page's title over nothing.
 */
export function parseContentPage(html: string): ContentPage {
  const document = parseHtmlPage(html);
  const body = CONTENT_SELECTORS.map((selector) => document.querySelector(selector)).find(
    (element) => element !== null,
  );
  if (!body) throw new Error('The content page has no content panel body or parsys area.');
  return {
    markup: sanitizeContentHtml(fillPlaceholders(body.innerHTML)),
    description: fillPlaceholders(metaContent(document, 'description')).trim(),
    title: fillPlaceholders(document.title).trim(),
    nucleusContent: metaContent(document, 'nucleus-content').trim().toLowerCase() === 'true',
  };
}

function metaContent(document: Document, name: string): string {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
}
