import { Burger, Container } from '@mantine/core';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { headerConfigurationQueryOptions } from '../../api/queries/header-configuration';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import { BrandLogo } from './brand-logo';
import { MainMenu } from './main-menu';
import classes from './site-header.module.css';

/**
 * The shared site header, built from the header-configuration call (spec §1, §3). Until the
 * configuration arrives (or if it fails) the brand bar still renders, so the page never jumps
 * from nothing to a header.
 */
export function SiteHeader() {
  const { data: configuration } = useQuery(headerConfigurationQueryOptions());
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className={classes.header}>
      {configuration && <UtilityBar configuration={configuration} />}
      <div className={classes.mainBar}>
        <Container size="xl" className={classes.mainBarInner}>
          <SiteLink href="/help-and-support/" className={classes.logoLink}>
            <BrandLogo />
            <span className="visually-hidden"> Help &amp; Support home</span>
          </SiteLink>
          {configuration && (
            <>
              <Burger
                className={classes.burger}
                opened={menuOpen}
                onClick={() => setMenuOpen((open) => !open)}
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                color="var(--mantine-color-brand-7)"
              />
              <MainMenu
                id={menuId}
                configuration={configuration}
                openOnPhone={menuOpen}
                onNavigate={() => setMenuOpen(false)}
              />
            </>
          )}
        </Container>
      </div>
      {configuration?.['secondary-banner'] && (
        <SecondaryBanner banner={configuration['secondary-banner']} />
      )}
    </header>
  );
}

function UtilityBar({ configuration }: { configuration: HeaderConfiguration }) {
  return (
    <div className={classes.utilityBar}>
      <Container size="xl" className={classes.utilityBarInner}>
        <nav aria-label="Quick links">
          <ul className={classes.quickLinks}>
            {configuration['quick-links'].map((link) => (
              <li key={link.link}>
                <SiteLink href={link.link}>{fillPlaceholders(link.label)}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {!configuration.hideA11yBtn && (
          <a className={classes.a11yButton} href="/accessibility">
            Accessibility
          </a>
        )}
      </Container>
    </div>
  );
}

function SecondaryBanner({
  banner,
}: {
  banner: NonNullable<HeaderConfiguration['secondary-banner']>;
}) {
  return (
    <div className={classes.secondaryBanner}>
      <Container size="xl">
        <p>
          {fillPlaceholders(banner.message)}{' '}
          <SiteLink href={banner.link}>{fillPlaceholders(banner.linkLabel)}</SiteLink>
        </p>
      </Container>
    </div>
  );
}
