import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import classes from './site-header.module.css';

/**
 * The header's sections as a disclosure menu: each section title is a button that shows its links
 * (a pattern screen readers announce reliably, unlike ARIA menus). On a phone the whole menu is
 * behind the burger button. An open menu or section covers the page under it, so it closes
 * whenever focus could go there (WCAG 2.4.11): on Escape (focus returns to the button that opened
 * it), when focus leaves the menu and its button, on a click elsewhere and on every navigation.
 */
export function MainMenu({ configuration }: { configuration: HeaderConfiguration }) {
  const id = useId();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const banner = configuration['menu-banner'];
  const router = useRouter();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  function close() {
    setOpenOnPhone(false);
    setOpenSection(null);
  }

  // A link, the logo, Back or Forward: the new page starts with the menu closed.
  useEffect(() => router.subscribe('onBeforeNavigate', close), [router]);

  const open = openOnPhone || openSection !== null;
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (openSection === null) {
        setOpenOnPhone(false);
        burgerRef.current?.focus();
      } else {
        setOpenSection(null);
        document.getElementById(`${id}-${openSection}-button`)?.focus();
      }
    }
    // A click, or focus moving (Tab, Shift+Tab), anywhere but in the menu and its burger button.
    function onOutside(event: Event) {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !burgerRef.current?.contains(target)) close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [id, open, openSection]);

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={classes.burger}
        onClick={() => (openOnPhone ? close() : setOpenOnPhone(true))}
        aria-label={openOnPhone ? 'Close menu' : 'Open menu'}
        aria-expanded={openOnPhone}
        aria-controls={id}
      >
        <span className={classes.burgerLines} aria-hidden="true" />
      </button>
      <nav
        id={id}
        aria-label="Main menu"
        className={classes.mainMenu}
        data-open-on-phone={openOnPhone}
        ref={navRef}
      >
        <ul className={classes.sections}>
          {configuration.sections.map((section) => {
            const expanded = openSection === section.id;
            const panelId = `${id}-${section.id}-panel`;
            return (
              <li key={section.id} className={classes.section}>
                <button
                  id={`${id}-${section.id}-button`}
                  type="button"
                  className={classes.sectionButton}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpenSection(expanded ? null : section.id)}
                >
                  {fillPlaceholders(section.title)}
                </button>
                <div id={panelId} className={classes.sectionPanel} hidden={!expanded}>
                  <ul>
                    {section.links.map((link) => (
                      <li key={link.link}>
                        <SiteLink href={link.link}>{fillPlaceholders(link.label)}</SiteLink>
                      </li>
                    ))}
                    <li>
                      <SiteLink href={section.link} className={classes.allLink}>
                        All of {fillPlaceholders(section.title)}
                      </SiteLink>
                    </li>
                  </ul>
                  {banner && (
                    <aside
                      className={classes.menuBanner}
                      aria-label={fillPlaceholders(banner.title)}
                    >
                      <p className={classes.menuBannerTitle}>{fillPlaceholders(banner.title)}</p>
                      <p>{fillPlaceholders(banner.description)}</p>
                      <SiteLink href={banner.link}>{fillPlaceholders(banner.linkLabel)}</SiteLink>
                    </aside>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
