import { helpCategories } from '../../content/help-categories';
import { helpPageTitle, usePageTitle } from '../shared/page-title';
import { SiteLink } from '../shared/site-link';
import classes from './home-page.module.css';

const secondaryLinkGroups = [
  {
    title: 'Account changes',
    links: [
      { label: 'Moving Home', href: '/help-and-support/my-account/moving-home' },
      {
        label: 'Bereavement at probate',
        href: '/help-and-support/my-account/bereavement-and-probate',
      },
    ],
  },
  {
    title: 'Need support?',
    links: [
      { label: 'Struggling to pay', href: '/help-and-support/struggling-to-pay' },
      {
        label: 'Warm Home discount',
        href: '/help-and-support/struggling-to-pay/warm-home-discount',
      },
    ],
  },
  {
    title: 'Still need help?',
    links: [
      { label: 'Emergencies', href: '/help-and-support/emergencies' },
      { label: 'Contact Us', href: '/help-and-support/contact-us' },
    ],
  },
] as const;

/** Help & Support home (spec §2 "Home"). */
export function HomePage() {
  usePageTitle(helpPageTitle());
  const tiles = helpCategories.filter((category) => category.mainCategory);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-heading">
        <div className="page-container">
          <h1 id="home-heading" className={classes.heroTitle}>
            Help &amp; Support
          </h1>
          <p className={classes.heroLead}>How can we help you today?</p>
        </div>
      </section>
      <div className="page-container">
        <section aria-labelledby="categories-heading" className={classes.section}>
          <h2 id="categories-heading">Browse help topics</h2>
          <ul className={classes.tiles}>
            {tiles.map((category) => (
              <li key={category.link}>
                <SiteLink
                  className={classes.tile}
                  href={
                    category.externalLink ? category.link : `/help-and-support/${category.link}`
                  }
                >
                  <span className={classes.tileTitle}>{category.title}</span>
                  <span className={classes.tileDescription}>{category.description}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="More ways to get help" className={classes.linkGroups}>
          {secondaryLinkGroups.map((group) => (
            <div key={group.title} className={classes.linkGroup}>
              <h2 className={classes.linkGroupTitle}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
