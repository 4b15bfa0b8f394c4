import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { config } from '../../config';
import { SiteLink } from '../shared/site-link';
import classes from './site-footer.module.css';

const footerGroups = [
  {
    title: 'Help & Support',
    links: [
      { label: 'Contact us', href: '/help-and-support/contact-us' },
      { label: 'Emergencies', href: '/help-and-support/emergencies' },
      { label: 'Make a complaint', href: '/help-and-support/make-a-complaint-select-type' },
      { label: 'Submit a meter reading', href: '/help-and-support/submit-meter-read' },
    ],
  },
  {
    title: 'Our products',
    links: [
      { label: 'Gas and electricity', href: '/energy' },
      { label: 'Boiler and heating cover', href: '/home-services' },
      { label: 'Smart home', href: '/smart-home' },
      { label: 'Electric vehicle charging', href: '/electric-vehicles' },
    ],
  },
  {
    title: `About ${config.providerName}`,
    links: [
      { label: 'About us', href: '/about-us' },
      { label: 'Careers', href: '/careers' },
      { label: 'Our energy mix', href: '/about-us/energy-mix' },
      { label: 'Modern slavery statement', href: '/about-us/modern-slavery' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy notice', href: '/privacy' },
      { label: 'Cookie policy', href: '/cookies' },
      { label: 'Accessibility', href: '/accessibility' },
      { label: 'Terms and conditions', href: '/terms' },
    ],
  },
] as const;

/** The site footer shown on every page (spec §1). */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container>
        <nav aria-label="Footer" className={classes.groups}>
          {footerGroups.map((group) => (
            // Groups, not landmarks: the footer's navigation is the landmark, and a group named
            // like a page region (Help & Support on home) would repeat that region's name.
            <div key={group.title}>
              <h2 className={classes.groupTitle}>{group.title}</h2>
              <ul className={classes.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {/* A page prerendered in an earlier year shows that year until the next build. */}
        <p className={classes.legal} suppressHydrationWarning>
          © {new Date().getFullYear()} {config.providerName} Ltd. Registered in England and Wales.
          Authorised and regulated by Ofgem for the supply of gas and electricity.
        </p>
      </Container>
    </footer>
  );
}
