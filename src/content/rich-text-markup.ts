import { fillPlaceholders } from './placeholders';
import { sanitizeRichText } from './sanitize';

/** The markup of an authored rich-text field (spec §5): placeholders filled, then sanitised. */
export function richTextMarkup(html: string): string {
  return sanitizeRichText(fillPlaceholders(html));
}
