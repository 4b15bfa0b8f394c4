import { Anchor, type AnchorProps } from '@mantine/core';
import { Link, type HistoryState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

import { APP_BASE_PATH } from '../../config';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'color'> &
  Pick<AnchorProps, 'underline'> & {
    href: string;
    /** Navigation state for in-app links, e.g. a category's title for the next page's title. */
    state?: HistoryState;
  };

/**
 * A link to anywhere on the site, as Mantine's Anchor: paths inside this app are routed without a
 * page load (the router's Link renders it), everything else (other site areas, external sites,
 * tel: links) is a plain anchor.
 */
export function SiteLink({ href, state, children, ...rest }: SiteLinkProps) {
  const inApp = inAppPath(href);
  if (inApp !== undefined) {
    return (
      <Anchor component={Link} to={inApp} state={state} {...rest}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} {...rest}>
      {children}
    </Anchor>
  );
}

/** The router path of a link into this app, or undefined when the link leaves it. */
export function inAppPath(href: string): string | undefined {
  if (href === APP_BASE_PATH || href === `${APP_BASE_PATH}/`) return '/';
  if (href.startsWith(`${APP_BASE_PATH}/`)) return href.slice(APP_BASE_PATH.length);
  return undefined;
}
