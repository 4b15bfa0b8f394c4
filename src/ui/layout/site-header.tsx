import { Container, Anchor } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { useQuery } from '@tanstack/react-query';
import { headerConfigurationQuery } from '../../api/queries/header-configuration';
import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { APP_HOME_PATH } from '../../config';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import { BrandLogo } from './brand-logo';
import { MainMenu } from './main-menu';
import classes from './site-header.module.css';

/**
 * The shared site header, built from the header-configuration call (spec §1, §3; a prerendered page
 * holds it as the build read it). Until the configuration arrives the brand bar renders with the room the
 * utility bar and the secondary banner take, so nothing below moves when they fill in. If the call
 * fails, or the configuration has no secondary banner, that room closes.
 */
export function SiteHeader() {
  const query = useQuery(headerConfigurationQuery());
  const configuration = query.data;
  const loading = query.isPending;

  return (
    <header className={classes.header}>
      {configuration ? (
        <UtilityBar configuration={configuration} />
      ) : (
        loading && <div className={classes.utilityBar} aria-hidden="true" />
      )}
      <div className={classes.mainBar}>
        <Container className={classes.mainBarInner}>
          <SiteLink href={APP_HOME_PATH} className={classes.logoLink}>
            <BrandLogo />
            <span className="visually-hidden"> Help &amp; Support home</span>
          </SiteLink>
          {configuration && <MainMenu configuration={configuration} />}
        </Container>
      </div>
      {configuration?.['secondary-banner'] ? (
        <SecondaryBanner banner={configuration['secondary-banner']} />
      ) : (
        loading && <div className={classes.secondaryBannerPlaceholder} aria-hidden="true" />
      )}
    </header>
  );
}

function UtilityBar({ configuration }: { configuration: HeaderConfiguration }) {
  return (
    <div className={classes.utilityBar}>
      <Container className={classes.utilityBarInner}>
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
          <Anchor className={classes.a11yButton} href="/accessibility">
            Accessibility
          </Anchor>
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
      <Container>
        <p>
          {fillPlaceholders(banner.message)}{' '}
          <SiteLink href={banner.link}>{fillPlaceholders(banner.linkLabel)}</SiteLink>
        </p>
      </Container>
    </div>
  );
}
