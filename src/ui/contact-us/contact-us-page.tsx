import { Anchor, Button, Card, Container, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { meterReadConfigQuery } from '../../api/queries/meter-read-config';
import { config } from '../../config';
import { fillPlaceholders, telHref } from '../../content/placeholders';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { DecorationIcon } from '../shared/decoration-icon';
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
  decoration: 'gas' | 'payg' | 'home';
  intro: string;
  links: ContactLink[];
  contactOptions: string;
}

const contactCards: ContactCard[] = [
  {
    id: 'credit',
    title: 'Direct Debit or pay on receipt',
    decoration: 'gas',
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
    decoration: 'payg',
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
    decoration: 'home',
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
  { label: 'My meter has a fault', href: '/help-and-support/emergencies/meter-emergencies' },
  {
    label: 'I have no heating or hot water',
    href: '/help-and-support/breakdowns/no-heating-or-hot-water',
  },
];

/** Contact us (spec §2 "contact-us"): three ways in, emergency help and meter read week. */
export function ContactUsPage() {
  // The meter-read week's configuration: the build's in the page, refreshed when stale. A refresh
  // that failed (or gave no read-week flag) closes the week, as it does the meter-read form.
  const { data: meterRead, status } = useQuery(meterReadConfigQuery());
  const meterReadWeek = status === 'success' && meterRead.isMeterReadWeek ? meterRead : undefined;

  return (
    <>
      <div className={classes.hero}>
        <Container>
          <Breadcrumbs current="Contact us" />
          <h1 className={classes.title}>Contact us</h1>
          <p className={classes.lead}>
            Choose how you pay for your energy, or the service you have with us, to find the
            quickest way to get help.
          </p>
        </Container>
      </div>
      <Container className={classes.page}>
        <ul className={classes.cards}>
          {contactCards.map((card, index) => (
            <Card component="li" key={card.id} className={classes.card} withBorder>
              <span className={classes.cardIcon} data-decoration={card.decoration}>
                <DecorationIcon decoration={card.decoration} />
              </span>
              <h2 id={`contact-${card.id}`} className={classes.cardTitle}>
                {card.title}
              </h2>
              <p className={classes.cardIntro}>{card.intro}</p>
              <ul className={classes.cardLinks}>
                {card.links.map((link) => (
                  <li key={link.href}>
                    {link.newTab ? (
                      <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
                        {link.label}
                        <svg
                          className={classes.newTabIcon}
                          viewBox="0 0 16 16"
                          width="14"
                          height="14"
                          aria-hidden="true"
                          focusable="false"
                        >
                          <path
                            d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.6"
                          />
                        </svg>
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </Anchor>
                    ) : (
                      <SiteLink href={link.href}>{link.label}</SiteLink>
                    )}
                  </li>
                ))}
              </ul>
              <Anchor className={classes.contactOptions} href={card.contactOptions}>
                See contact options<span className="visually-hidden"> for {card.title}</span>
              </Anchor>
              {/* Last in the card: it arrives after the page, and there it moves the least. */}
              {index === 0 && meterReadWeek && (
                <Stack className={classes.meterReadWeek} align="flex-start" gap="xs">
                  <span className={classes.pill}>
                    {fillPlaceholders(meterReadWeek.contactCardPillTemplate)}
                  </span>
                  <RichText html={meterReadWeek.contactCardTemplate} />
                  <Button
                    radius="sm"
                    classNames={{ root: classes.meterReadButton, label: classes.meterReadLabel }}
                    renderRoot={(props) => <Link {...props} to="/submit-meter-read" />}
                  >
                    Submit a meter reading
                  </Button>
                </Stack>
              )}
            </Card>
          ))}
        </ul>
        <section className={classes.emergency} aria-labelledby="contact-emergency">
          <h2 id="contact-emergency" className={classes.emergencyTitle}>
            Emergency support
          </h2>
          <p>
            If you smell gas, call the National Gas Emergency Service straight away on{' '}
            <Anchor className={classes.emergencyPhone} href={telHref(config.phone.gasEmergency)}>
              {config.phone.gasEmergency}
            </Anchor>
            . It&apos;s free and open 24 hours a day.
          </p>
          <Group component="ul" className={classes.emergencyLinks} gap="xl">
            {emergencyLinks.map((link) => (
              <li key={link.label}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </Group>
        </section>
      </Container>
    </>
  );
}
