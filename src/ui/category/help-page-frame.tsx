import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sitePath } from '../../config';
import { SearchBlock } from '../search/search-block';
import { SideMenu } from '../side-menu/side-menu';
import classes from './help-page-frame.module.css';

interface HelpPageFrameProps {
  /** The banner above the columns: breadcrumbs and the page's h1. */
  hero: ReactNode;
  /** Slug of the category shown, or of the article's category. */
  category: string | undefined;
  onArticle?: boolean;
  /** Call-to-action cards shown beside the content on wide screens, below it otherwise. */
  aside?: ReactNode;
  searchHeading: string;
  children: ReactNode;
}

/**
 * The frame of category and article pages: banner, the 'Help categories' menu beside the content,
 * and the search block at the end (spec §2).
 */
export function HelpPageFrame({
  hero,
  category,
  onArticle = false,
  aside,
  searchHeading,
  children,
}: HelpPageFrameProps) {
  const pagePath = useRouterState({ select: (state) => sitePath(state.location.pathname) });
  return (
    <>
      {hero}
      <Container>
        <div className={classes.columns} data-with-aside={aside ? true : undefined}>
          <div className={classes.menu}>
            <SideMenu currentCategory={category} onArticle={onArticle} />
          </div>
          <div className={classes.content}>{children}</div>
          {aside && <div className={classes.aside}>{aside}</div>}
        </div>
      </Container>
      <SearchBlock heading={searchHeading} pagePath={pagePath} />
    </>
  );
}
