import { Box, Burger, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import { SectionLinks } from './section-links';
import classes from './site-header.module.css';

const MenuDrawer = lazy(() =>
  import('./menu-drawer').then(({ MenuDrawer }) => ({ default: MenuDrawer })),
);

/** Where the burger and its drawer give way to the header's row of sections: 62em. */
const DESKTOP_FROM = 'md';

/**
 * The header's sections (spec §3): on a desktop a row of disclosure buttons, on a phone and a
 * tablet behind a burger that opens them in a drawer. Both are in the page, and CSS shows the one
 * for the screen (Mantine's `visibleFrom`/`hiddenFrom`): the prerendered header is the same for
 * every screen, so it hydrates as it is and nothing moves when the app starts.
 */
export function MainMenu({ configuration }: { configuration: HeaderConfiguration }) {
  return (
    <>
      <PhoneMenu configuration={configuration} />
      <DesktopMenu configuration={configuration} />
    </>
  );
}

/** Calls `close` on every navigation: a link, the logo, Back or Forward. */
function useCloseOnNavigation(close: () => void): void {
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router, close]);
}

/**
 * The burger and the drawer it opens (`MenuDrawer`, loaded on the first open: a first visit needs
 * neither its code nor its style sheets). Focus goes back to the burger when Escape, the drawer's
 * close button or a click beside it closes it; a navigation closes it too, and leaves focus to the
 * new screen's heading.
 */
function PhoneMenu({ configuration }: { configuration: HeaderConfiguration }) {
  const navId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  useCloseOnNavigation(useCallback(() => setOpened(false), []));

  return (
    <>
      <Burger
        ref={burgerRef}
        hiddenFrom={DESKTOP_FROM}
        className={classes.burger}
        opened={opened}
        size={24}
        lineSize={3}
        color="brand.7"
        onClick={() => {
          setWanted(true);
          setOpened((value) => !value);
        }}
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        // The drawer's menu is in the page only while it is open.
        aria-controls={opened ? navId : undefined}
      />
      {wanted && (
        <Suspense>
          <MenuDrawer
            navId={navId}
            configuration={configuration}
            opened={opened}
            onClose={() => {
              setOpened(false);
              burgerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The sections as a disclosure menu: each section title is a button that shows its links under
 * the bar (a pattern screen readers announce reliably, unlike ARIA menus); without JavaScript a
 * link to the section's page stands in for the button. An open section covers
 * the page under it, so it closes whenever focus could go there (WCAG 2.4.11): on Escape (focus
 * returns to its button), when focus leaves the menu, on a click elsewhere and on every navigation.
 */
function DesktopMenu({ configuration }: { configuration: HeaderConfiguration }) {
  const id = useId();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const close = useCallback(() => setOpenSection(null), []);
  useCloseOnNavigation(close);
  // A click, or focus moving (Tab, Shift+Tab), anywhere but in the menu.
  const navRef = useClickOutside<HTMLElement>(
    close,
    ['pointerdown', 'focusin'],
    undefined,
    openSection !== null,
  );
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || openSection === null) return;
    close();
    document.getElementById(`${id}-${openSection}-button`)?.focus();
  });

  return (
    <Box
      component="nav"
      visibleFrom={DESKTOP_FROM}
      aria-label="Main menu"
      className={classes.mainMenu}
      ref={navRef}
    >
      <ul className={classes.sections}>
        {configuration.sections.map((section) => {
          const expanded = openSection === section.id;
          const panelId = `${id}-${section.id}-panel`;
          return (
            <li key={section.id} className={classes.section}>
              {/* Without JavaScript (index.html's <noscript> styles) the section is a link to its
                  page, in the button's place and with its look. */}
              <SiteLink
                href={section.link}
                className={classes.sectionButton}
                underline="never"
                // Not `hidden`: Anchor's sheet sets `display`, which would show it.
                style={{ display: 'none' }}
                data-without-script=""
              >
                {fillPlaceholders(section.title)}
              </SiteLink>
              <UnstyledButton
                data-needs-script=""
                id={`${id}-${section.id}-button`}
                className={classes.sectionButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenSection(expanded ? null : section.id)}
              >
                {fillPlaceholders(section.title)}
              </UnstyledButton>
              <div id={panelId} className={classes.sectionPanel} hidden={!expanded}>
                <SectionLinks section={section} banner={configuration['menu-banner']} />
              </div>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
