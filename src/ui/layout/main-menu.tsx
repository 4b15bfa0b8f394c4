import { useEffect, useRef, useState } from 'react';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import classes from './site-header.module.css';

interface MainMenuProps {
  id: string;
  configuration: HeaderConfiguration;
  /** On a phone the whole menu is behind the burger button. */
  openOnPhone: boolean;
  onNavigate: () => void;
}

/**
 * The header's sections as a disclosure menu: each section title is a button that shows its links
 * (a pattern screen readers announce reliably, unlike ARIA menus). Escape closes the open section.
 */
export function MainMenu({ id, configuration, openOnPhone, onNavigate }: MainMenuProps) {
  const [openSection, setOpenSection] = useState<string | null>(null);
  const banner = configuration['menu-banner'];

  const navRef = useRef<HTMLElement>(null);

  // An open section closes on Escape (focus returns to its button) or on a click elsewhere.
  useEffect(() => {
    if (openSection === null) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenSection(null);
      document.getElementById(`${id}-${String(openSection)}-button`)?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpenSection(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [id, openSection]);

  function navigated() {
    setOpenSection(null);
    onNavigate();
  }

  return (
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
                      <SiteLink href={link.link} onClick={navigated}>
                        {fillPlaceholders(link.label)}
                      </SiteLink>
                    </li>
                  ))}
                  <li>
                    <SiteLink href={section.link} onClick={navigated} className={classes.allLink}>
                      All of {fillPlaceholders(section.title)}
                    </SiteLink>
                  </li>
                </ul>
                {banner && (
                  <aside className={classes.menuBanner} aria-label={fillPlaceholders(banner.title)}>
                    <p className={classes.menuBannerTitle}>{fillPlaceholders(banner.title)}</p>
                    <p>{fillPlaceholders(banner.description)}</p>
                    <SiteLink href={banner.link} onClick={navigated}>
                      {fillPlaceholders(banner.linkLabel)}
                    </SiteLink>
                  </aside>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
