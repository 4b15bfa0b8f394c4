import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { inAppPath } from './site-link';
import classes from './content-html.module.css';

interface ContentHtmlProps {
  /** Markup that has already been sanitised (see `parseContentPage`). */
  markup: string;
  className?: string;
}

/**
 * Sanitised remote content (articles, deals) with typography for headings, lists, tables and
 * nucleus forms. Plain clicks on links into this app are routed instead of reloading the page.
 */
export function ContentHtml({ markup, className }: ContentHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const href = anchor.getAttribute('href');
      const path = href ? inAppPath(href) : undefined;
      if (path === undefined) return;
      event.preventDefault();
      const [pathname = '/', hash] = path.split('#');
      void navigate({ to: pathname, hash });
    }
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={className ? `${classes.content} ${className}` : classes.content}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
