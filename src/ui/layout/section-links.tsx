import type { HeaderConfiguration } from '../../api/schemas/header-configuration';
import { fillPlaceholders } from '../../content/placeholders';
import { SiteLink } from '../shared/site-link';
import classes from './site-header.module.css';

type MenuSection = HeaderConfiguration['sections'][number];

/** A section's links, the link to all of it, and the menu banner beside them. */
export function SectionLinks({
  section,
  banner,
}: {
  section: MenuSection;
  banner: HeaderConfiguration['menu-banner'];
}) {
  return (
    <>
      <ul className={classes.sectionLinks}>
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
        <aside className={classes.menuBanner} aria-label={fillPlaceholders(banner.title)}>
          <p className={classes.menuBannerTitle}>{fillPlaceholders(banner.title)}</p>
          <p>{fillPlaceholders(banner.description)}</p>
          <SiteLink href={banner.link}>{fillPlaceholders(banner.linkLabel)}</SiteLink>
        </aside>
      )}
    </>
  );
}
