import { fillPlaceholders } from '../../content/placeholders';
import { sanitizeRichText } from '../../content/sanitize-rich-text';

/** Authored rich text (a, sup, p, b only) with placeholders filled. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(fillPlaceholders(html)) }}
    />
  );
}
