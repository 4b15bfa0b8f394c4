import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CategoryLink } from './category-link';
import classes from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** The category, linked when an article of it is shown. */
  category?: { slug: string; title: string };
  /** The current page's name (not a link). */
  current: string;
  tone?: 'light' | 'dark';
}

/** Help & Support › category › page, as a labelled navigation list. */
export function Breadcrumbs({ category, current, tone = 'light' }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumbs} data-tone={tone}>
      <ol>
        <li>
          <Anchor
            renderRoot={(props) => <Link {...props} to="/" activeOptions={{ exact: true }} />}
          >
            Help &amp; Support
          </Anchor>
        </li>
        {category && (
          <li>
            <CategoryLink slug={category.slug} title={category.title} />
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
