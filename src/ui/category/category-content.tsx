import { Anchor, Card, Group, Stack } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import type { HelpCategory, OldLayoutArticle } from '../../content/help-categories';
import { authoredHref } from '../../content/authored-href';
import { categoryPromos } from '../../content/category-pages';
import {
  blogGuideSummaries,
  blogPromo,
  emergencyCards,
  safetyAdvice,
} from '../../content/category-extras';
import { fillPlaceholders, telHref } from '../../content/placeholders';
import { config } from '../../config';
import { SiteLink } from '../shared/site-link';
import { EnergyTrustPromo, SpeakSeekSave } from './category-panels';
import classes from './category-content.module.css';

/** Grouped article-link cards and the optional featured article of the new layout. */
export function CommonQuestionsContent({ category }: { category: HelpCategory }) {
  const data = category.categoryData;
  if (!data) return null;
  const promos = categoryPromos(category.link);
  return (
    <>
      <section aria-labelledby="all-articles-heading">
        <h2 id="all-articles-heading" className={classes.sectionHeading}>
          {data.allArticlesTitle}
        </h2>
        <div className={classes.groupCards}>
          {data.allArticles.map((group) => (
            <Card key={group.title} withBorder padding="lg">
              <h3 className={classes.groupTitle}>{group.title}</h3>
              <ul className={classes.groupLinks}>
                {group.articleLinks.map((article) => (
                  <li key={article.link}>
                    <SiteLink href={authoredHref(article.link, article.externalLink)}>
                      {article.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
      {data.lastArticle && (
        <section aria-labelledby="featured-article-heading" className={classes.featured}>
          <img
            className={classes.featuredImage}
            src={data.lastArticle.image}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
          <Stack className={classes.featuredBody} align="flex-start" gap={0}>
            <span className={classes.pill}>Featured guide</span>
            <h2 id="featured-article-heading" className={classes.featuredTitle}>
              {data.lastArticle.title}
            </h2>
            <p>{data.lastArticle.description}</p>
            <SiteLink className={classes.featuredLink} href={authoredHref(data.lastArticle.link)}>
              Read the guide<span className="visually-hidden">: {data.lastArticle.title}</span>
            </SiteLink>
          </Stack>
        </section>
      )}
      {promos.energyTrust && <EnergyTrustPromo />}
      {promos.speakSeekSave && <SpeakSeekSave tone={promos.speakSeekSave} />}
    </>
  );
}

/** Emergency cards with the numbers of spec §9, then safety advice. */
export function EmergenciesContent() {
  const numbers = {
    gasEmergencyPhone: config.phone.gasEmergency,
    powerCutPhone: config.phone.powerCut,
    meterEmergencyPhone: config.phone.meterEmergency,
  };
  return (
    <>
      <section aria-labelledby="emergency-numbers-heading">
        <h2 id="emergency-numbers-heading" className={classes.sectionHeading}>
          Emergency numbers
        </h2>
        <ul className={classes.emergencyCards}>
          {emergencyCards.map((card) => (
            <Card
              component="li"
              key={card.id}
              className={classes.emergencyCard}
              data-tone={card.tone}
              withBorder
              padding="lg"
            >
              <h3 className={classes.emergencyTitle}>{card.title}</h3>
              <p className={classes.emergencyText}>{fillPlaceholders(card.text)}</p>
              <Stack component="p" className={classes.emergencyPhone} gap={0}>
                <span className={classes.emergencyPhoneLabel}>{card.phoneLabel}</span>
                <Anchor href={telHref(numbers[card.phone])}>
                  <span className="visually-hidden">Call </span>
                  {numbers[card.phone]}
                </Anchor>
              </Stack>
              <SiteLink className={classes.emergencyLink} href={authoredHref(card.article)}>
                {card.articleLabel}
              </SiteLink>
            </Card>
          ))}
        </ul>
      </section>
      <section aria-labelledby="safety-advice-heading" className={classes.safety}>
        <h2 id="safety-advice-heading" className={classes.sectionHeading}>
          Safety advice
        </h2>
        <div className={classes.safetyGroups}>
          {safetyAdvice.map((group) => (
            <div key={group.title} className={classes.safetyGroup}>
              <h3 className={classes.groupTitle}>{group.title}</h3>
              <ul>
                {group.points.map((point) => (
                  <li key={point}>{fillPlaceholders(point)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * Blog promotion with cards to the guides of The Source (spec §2 "helpful-advice": "cards linking
 * to external guides"); the category's own help articles follow as cards of their own section.
 */
export function BlogContent({ category }: { category: HelpCategory }) {
  const articles = category.articles ?? [];
  return (
    <>
      <Group
        component="section"
        aria-labelledby="blog-promo-heading"
        className={classes.blogPromo}
        justify="space-between"
        gap="lg"
      >
        <div>
          <h2 id="blog-promo-heading" className={classes.blogPromoTitle}>
            {blogPromo.title}
          </h2>
          <p>{blogPromo.text}</p>
        </div>
        <Anchor className={classes.blogPromoLink} href={blogPromo.href}>
          {blogPromo.linkLabel}
        </Anchor>
      </Group>
      <GuideCards
        id="guides-heading"
        title={category.articlesTitle ?? 'Guides'}
        pill="On The Source"
        articles={articles.filter((article) => article.externalLink)}
      />
      <GuideCards
        id="help-articles-heading"
        title="Help articles"
        pill="Help guide"
        articles={articles.filter((article) => !article.externalLink)}
      />
    </>
  );
}

function GuideCards({
  id,
  title,
  pill,
  articles,
}: {
  id: string;
  title: string;
  pill: string;
  articles: readonly OldLayoutArticle[];
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={id} className={classes.guides}>
      <h2 id={id} className={classes.sectionHeading}>
        {title}
      </h2>
      <ul className={classes.guideCards}>
        {articles.map((article) => (
          <Card
            component="li"
            key={article.path}
            className={classes.guideCard}
            withBorder
            padding="lg"
          >
            <span className={classes.pill}>{pill}</span>
            <h3 className={classes.guideTitle}>
              <SiteLink
                className={classes.stretchedLink}
                href={authoredHref(article.path, article.externalLink)}
              >
                {article.label}
              </SiteLink>
            </h3>
            {blogGuideSummaries[article.path] && (
              <p className={classes.guideText}>{blogGuideSummaries[article.path]}</p>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The old layout's bulleted article list (spec §2). */
export function ArticleListContent({ category }: { category: HelpCategory }) {
  const promos = categoryPromos(category.link);
  return (
    <>
      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading" className={classes.sectionHeading}>
          {category.articlesTitle ?? `${category.title} articles`}
        </h2>
        <ul className={classes.articleList}>
          {(category.articles ?? []).map((article) => (
            <li key={article.path}>
              <SiteLink href={authoredHref(article.path, article.externalLink)}>
                {article.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
      {promos.energyTrust && <EnergyTrustPromo />}
      {promos.speakSeekSave && <SpeakSeekSave tone={promos.speakSeekSave} />}
    </>
  );
}

/** The generic landing of a listed category without content of its own. */
export function SearchLandingContent() {
  return (
    <section aria-labelledby="search-landing-heading" className={classes.searchLanding}>
      <h2 id="search-landing-heading" className={classes.sectionHeading}>
        How can we help you today?
      </h2>
      <p>
        Search for what you need below, or choose a topic from the help categories. You can also{' '}
        <SiteLink href="/help-and-support/contact-us">contact us</SiteLink>.
      </p>
    </section>
  );
}
