import { fillPlaceholders } from './placeholders';
import { sanitizeRichText } from './sanitize-rich-text';

/**
 * The markup of an authored rich-text field (spec §5): placeholders filled, then sanitised. An
 * empty field has nothing to sanitise, which is how a prerendered page renders one on the server.
 */
export function richTextMarkup(html: string): string {
  return html === '' ? '' : sanitizeRichText(fillPlaceholders(html));
}
