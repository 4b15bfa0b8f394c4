import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

type CategoryLinkProps = AnchorProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color' | 'children'> & {
    slug: string;
    title: string;
  };

/**
 * A link to a help category's page, as Mantine's Anchor through the router's Link: it carries the
 * category's title for the next page's title, and is active on that page only.
 */
export function CategoryLink({ slug, title, ...rest }: CategoryLinkProps) {
  return (
    <Anchor
      {...rest}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$category"
          params={{ category: slug }}
          state={{ title }}
          activeOptions={{ exact: true }}
        />
      )}
    >
      {title}
    </Anchor>
  );
}
