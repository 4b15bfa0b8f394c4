import { Anchor, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import { useId, useState } from 'react';
import { sideMenuCategories } from '../../content/help-categories';
import { CategoryLink } from '../shared/category-link';
import { useMediaQuery } from '../shared/use-media-query';
import classes from './side-menu.module.css';

export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';

interface SideMenuProps {
  /** Slug of the category being shown, or of the category of the article being shown. */
  currentCategory?: string;
  /** True on an article page: its category is marked as the current section, not the page. */
  onArticle?: boolean;
}

/**
 * The 'Help categories' side menu (spec §2): the categories in the spec's order, internal ones
 * routed with their title in the navigation state, external ones plain links. On a phone the list
 * sits behind a disclosure button so the article is not pushed below a screenful of links.
 */
export function SideMenu({ currentCategory, onArticle = false }: SideMenuProps) {
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const collapsed = isPhone && !open;

  return (
    <nav aria-label="Help categories" className={classes.menu}>
      <h2 className={classes.heading}>
        {isPhone ? (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            Help categories
          </UnstyledButton>
        ) : (
          'Help categories'
        )}
      </h2>
      {/* On a phone the list is hidden by CSS until opened, so the prerendered HTML and the
          hydrating render (which cannot know the screen size) show the same closed menu. */}
      <ul
        id={listId}
        className={classes.list}
        hidden={collapsed}
        data-collapsed={open ? undefined : ''}
      >
        {sideMenuCategories.map((category) => {
          if (category.externalLink) {
            return (
              <li key={category.link}>
                <Anchor className={classes.link} href={category.link}>
                  {category.title}
                </Anchor>
              </li>
            );
          }
          const current = category.link === currentCategory;
          return (
            <li key={category.link}>
              <CategoryLink
                className={classes.link}
                aria-current={current && onArticle ? 'true' : undefined}
                onClick={() => setOpen(false)}
                slug={category.link}
                title={category.title}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
