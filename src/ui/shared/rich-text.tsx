import { richTextMarkup } from '../../content/rich-text-markup';

/** Authored rich text (a, sup, p, b only) with placeholders filled. */
export function RichText({
  html,
  className,
  id,
}: {
  html: string;
  className?: string;
  id?: string;
}) {
  return (
    <div id={id} className={className} dangerouslySetInnerHTML={{ __html: richTextMarkup(html) }} />
  );
}
