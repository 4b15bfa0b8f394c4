import { Anchor, Card, Group } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Group.layer.css';
import type { CtaItem } from '../../content/help-categories';
import { energyTrustPromo, speakSeekSave } from '../../content/category-extras';
import { fillPlaceholders, telHref } from '../../content/placeholders';
import { config } from '../../config';
import { SiteLink } from '../shared/site-link';
import classes from './category-panels.module.css';

/** Side call-to-action cards of a category (spec §3 `ctaItems`). */
export function CtaCards({ items }: { items: readonly CtaItem[] }) {
  return (
    <section aria-labelledby="cta-heading" className={classes.ctaSection}>
      <h2 id="cta-heading" className={classes.ctaHeading}>
        More ways we can help
      </h2>
      <ul className={classes.ctaCards}>
        {items.map((item) => (
          <Card component="li" key={item.title} className={classes.ctaCard} withBorder padding="lg">
            <h3 className={classes.ctaTitle}>{fillPlaceholders(item.title)}</h3>
            <p className={classes.ctaText}>{fillPlaceholders(item.description)}</p>
            <SiteLink className={classes.ctaButton} href={item.path}>
              {fillPlaceholders(item.button)}
            </SiteLink>
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The Energy Trust promotion of bills-and-payments (spec §2). */
export function EnergyTrustPromo() {
  return (
    <Group
      component="section"
      aria-labelledby="energy-trust-heading"
      className={classes.energyTrust}
      align="flex-start"
      gap="lg"
      wrap="nowrap"
    >
      <svg
        className={classes.energyTrustArt}
        viewBox="0 0 96 96"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="48" cy="48" r="46" fill="#ffe08a" />
        <path
          d="M48 74s-22-12.8-22-29.3A12.6 12.6 0 0 1 48 37.6a12.6 12.6 0 0 1 22 7.1C70 61.2 48 74 48 74Z"
          fill="#0b2a4a"
        />
        <path d="M50 42 42 55h6l-2 10 9-14h-6z" fill="#ffc53d" />
      </svg>
      <div>
        <h2 id="energy-trust-heading" className={classes.promoHeading}>
          {energyTrustPromo.title}
        </h2>
        <p>{fillPlaceholders(energyTrustPromo.text)}</p>
        <SiteLink className={classes.promoLink} href={energyTrustPromo.href}>
          {energyTrustPromo.linkLabel}
        </SiteLink>
      </div>
    </Group>
  );
}

/**
 * 'Speak. Seek. Save.' (spec §2): beside the articles of bills-and-payments and pay-as-you-go,
 * and as the navy support panel of struggling-to-pay, which also gives last year's figure (§9).
 */
export function SpeakSeekSave({ tone }: { tone: 'light' | 'navy' }) {
  const navy = tone === 'navy';
  return (
    <section
      aria-labelledby="speak-seek-save-heading"
      className={navy ? `${classes.sss} ${classes.sssNavy}` : classes.sss}
    >
      <h2 id="speak-seek-save-heading" className={classes.sssHeading}>
        {speakSeekSave.title}
      </h2>
      <p className={classes.sssIntro}>{speakSeekSave.intro}</p>
      {navy && <p className={classes.sssHelped}>{speakSeekSave.helpedLastYear}</p>}
      <ol className={classes.sssSteps}>
        {speakSeekSave.steps.map((step) => (
          <li key={step.word} className={classes.sssStep}>
            <span className={classes.sssWord} aria-hidden="true">
              {step.word}
            </span>
            <h3 className={classes.sssStepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      {navy ? (
        <p className={classes.sssPhone}>
          Call us on{' '}
          <Anchor href={telHref(config.phone.customerService)}>
            {config.phone.customerService}
          </Anchor>
          . {speakSeekSave.openingHours}
        </p>
      ) : (
        <SiteLink className={classes.promoLink} href={speakSeekSave.href}>
          {speakSeekSave.linkLabel}
        </SiteLink>
      )}
    </section>
  );
}
