import { Badge, Button } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { meterReadConfigQueryOptions } from '../../api/queries/meter-read-config';
import { config } from '../../config';
import { fillPlaceholders, telHref } from '../../content/placeholders';
import { helpPageTitle, usePageTitle } from '../shared/page-title';
import { RichText } from '../shared/rich-text';
import { SiteLink } from '../shared/site-link';
import classes from './contact-us-page.module.css';

interface ContactLink {
  label: string;
  href: string;
  newTab?: boolean;
}

interface ContactCard {
  id: string;
  title: string;
  intro: string;
  links: ContactLink[];
  contactOptions: string;
}

const contactCards: ContactCard[] = [
  {
    id: 'credit',
    title: 'Direct Debit or pay on receipt',
    intro:
      'You pay for your gas and electricity after you use it, by Direct Debit or when your bill arrives.',
    links: [
      { label: 'Submit a meter read', href: '/help-and-support/submit-meter-read' },
      { label: 'Moving home', href: '/help-and-support/my-account/moving-home' },
      { label: 'Smart meter help', href: '/help-and-support/meters' },
    ],
    contactOptions: '/energy/contact-us/credit',
  },
  {
    id: 'prepay',
    title: 'Prepayment / Pay As You Go',
    intro: 'You top up your meter before you use your energy, with a card, key or smart prepay.',
    links: [
      {
        label: 'Top up your meter',
        href: '/help-and-support/pay-as-you-go/topping-up-your-prepayment-meter',
      },
      {
        label: 'Replace a lost or damaged card',
        href: '/help-and-support/pay-as-you-go/lost-or-damaged-top-up-card',
      },
      {
        label: 'Find a Payzone store',
        href: 'https://www.payzone.co.uk/store-locator',
        newTab: true,
      },
    ],
    contactOptions: '/energy/contact-us/prepay',
  },
  {
    id: 'home-services',
    title: 'Home services',
    intro: 'Boiler, heating, plumbing and electrics cover, repairs and servicing.',
    links: [
      { label: 'Book a repair', href: '/home-services/book-a-repair' },
      { label: 'Book a boiler service', href: '/home-services/boiler-service' },
      { label: 'Manage your cover', href: '/home-services/cover' },
    ],
    contactOptions: '/home-services/contact-us',
  },
];

const emergencyLinks: ContactLink[] = [
  { label: 'I can smell gas', href: '/help-and-support/emergencies/what-to-do-if-you-smell-gas' },
  { label: 'My meter has a fault', href: '/help-and-support/emergencies' },
  {
    label: 'I have no heating or hot water',
    href: '/help-and-support/breakdowns/boiler-breakdown',
  },
];

/** Contact us (spec §2 "contact-us"): three ways in, emergency help and meter read week. */
export function ContactUsPage() {
  usePageTitle(helpPageTitle('Contact us'));
  const { data: meterRead } = useQuery(meterReadConfigQueryOptions());
  const meterReadWeek = meterRead?.isMeterReadWeek === true ? meterRead : undefined;

  return (
    <div className={`page-container ${classes.page}`}>
      <h1>Contact us</h1>
      <p className={classes.lead}>
        Choose how you pay for your energy, or the service you have with us, to see the quickest way
        to get help.
      </p>
      <ul className={classes.cards}>
        {contactCards.map((card, index) => (
          <li key={card.id} className={classes.card}>
            {index === 0 && meterReadWeek && (
              <div className={classes.meterReadWeek}>
                <Badge color="sunshine.4" c="black" radius="sm">
                  {fillPlaceholders(meterReadWeek.contactCardPillTemplate)}
                </Badge>
                <RichText html={meterReadWeek.contactCardTemplate} />
                <Button component={Link} to="/submit-meter-read">
                  Submit a meter reading
                </Button>
              </div>
            )}
            <h2 id={`contact-${card.id}`} className={classes.cardTitle}>
              {card.title}
            </h2>
            <p>{card.intro}</p>
            <ul className={classes.cardLinks}>
              {card.links.map((link) => (
                <li key={link.href}>
                  {link.newTab ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  )}
                </li>
              ))}
            </ul>
            <a className={classes.contactOptions} href={card.contactOptions}>
              See contact options<span className="visually-hidden"> for {card.title}</span>
            </a>
          </li>
        ))}
      </ul>
      <section className={classes.emergency} aria-labelledby="contact-emergency">
        <h2 id="contact-emergency">Emergency support</h2>
        <p>
          If you smell gas, call the National Gas Emergency Service straight away on{' '}
          <a href={telHref(config.phone.gasEmergency)}>{config.phone.gasEmergency}</a>. It&apos;s
          free and open 24 hours a day.
        </p>
        <ul className={classes.cardLinks}>
          {emergencyLinks.map((link) => (
            <li key={link.label}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
