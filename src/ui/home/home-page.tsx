import { Card, Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { authoredHref } from '../../content/authored-href';
import { helpCategoryTiles } from '../../content/help-category-tiles';
import { DecorationIcon } from '../shared/decoration-icon';
import { SiteLink } from '../shared/site-link';
import { OutageNotice } from './outage-notice';
import { VideoStrip } from './video-strip';
import classes from './home-page.module.css';

interface SecondaryLink {
  label: string;
  href: string;
  /** Title handed to a category page in the navigation state. */
  title?: string;
}

/** The secondary link groups, exactly as spec §2 lists them. */
const secondaryLinkGroups: readonly { title: string; links: readonly SecondaryLink[] }[] = [
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
      {
        label: 'Struggling to pay',
        href: '/help-and-support/struggling-to-pay',
        title: 'Struggling to pay',
      },
      {
        label: 'Warm Home discount',
        href: '/help-and-support/struggling-to-pay/warm-home-discount',
      },
    ],
  },
  {
    title: 'Still need help?',
    links: [
      { label: 'Emergencies', href: '/help-and-support/emergencies', title: 'Emergencies' },
      { label: 'Contact Us', href: '/help-and-support/contact-us' },
    ],
  },
];

/** Help & Support home (spec §2 "Home"). */
export function HomePage() {
  const tiles = helpCategoryTiles.filter((category) => category.mainCategory);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-heading">
        <Container>
          <h1 id="home-heading" className={classes.heroTitle}>
            Help &amp; Support
          </h1>
          <p className={classes.heroLead}>How can we help you today?</p>
          <OutageNotice />
        </Container>
      </section>
      <Container>
        <section aria-labelledby="categories-heading" className={classes.section}>
          <h2 id="categories-heading" className={classes.sectionHeading}>
            Browse help topics
          </h2>
          <ul className={classes.tiles}>
            {tiles.map((category) => (
              <Card component="li" key={category.link} className={classes.tile}>
                <span className={classes.tileIcon} data-decoration={category.decoration}>
                  <DecorationIcon decoration={category.decoration} />
                </span>
                <h3 className={classes.tileTitle}>
                  <SiteLink
                    className={classes.tileLink}
                    href={authoredHref(category.link, category.externalLink)}
                    state={category.externalLink ? undefined : { title: category.title }}
                  >
                    {category.title}
                  </SiteLink>
                </h3>
                <p className={classes.tileDescription}>{category.description}</p>
              </Card>
            ))}
          </ul>
        </section>
        <VideoStrip />
        <section aria-labelledby="more-help-heading" className={classes.moreHelp}>
          <h2 id="more-help-heading" className="visually-hidden">
            More ways to get help
          </h2>
          <div className={classes.linkGroups}>
            {secondaryLinkGroups.map((group) => (
              <div key={group.title} className={classes.linkGroup}>
                <h3 className={classes.linkGroupTitle}>{group.title}</h3>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SiteLink
                        href={link.href}
                        state={link.title ? { title: link.title } : undefined}
                      >
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}
