import { Anchor, Collapse, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { sideMenuCategories } from '../../content/help-categories';
import { CategoryLink } from '../shared/category-link';
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
 * sits behind a disclosure button so the article is not pushed below a screenful of links; it
 * slides open and shut in Mantine's Collapse.
 */
export function SideMenu({ currentCategory, onArticle = false }: SideMenuProps) {
  // Read after the first render: the hydrating render must match the prerendered (desktop) HTML.
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: true });
  // Undefined until the visitor first uses the toggle.
  const [open, setOpen] = useState<boolean>();
  const listId = useId();

  return (
    <nav aria-label="Help categories" className={classes.menu}>
      <h2 className={classes.heading}>
        {isPhone ? (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={open === true}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            Help categories
          </UnstyledButton>
        ) : (
          'Help categories'
        )}
      </h2>
      <Collapse expanded={!isPhone || open === true}>
        {/* On a phone CSS hides the list until the toggle is first used: the prerendered HTML
            and the hydrating render cannot know the screen size, and Collapse closes the list
            only a frame after the media query has answered. */}
        <ul
          id={listId}
          className={classes.list}
          data-collapsed={open === undefined ? '' : undefined}
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
      </Collapse>
    </nav>
  );
}
