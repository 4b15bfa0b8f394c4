import { Card, Container, Stack } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import type { HelpCategory } from '../../content/help-categories';
import { authoredHref } from '../../content/authored-href';
import { DecorationIcon } from '../shared/decoration-icon';
import { SiteLink } from '../shared/site-link';
import { Breadcrumbs } from '../shared/breadcrumbs';
import classes from './category-heroes.module.css';

/** Light banner of the article-list, blog and search-landing pages. */
export function LightHero({
  title,
  lead,
  decoration,
  crumb = title,
}: {
  title: string;
  lead?: string;
  decoration?: HelpCategory['decoration'];
  crumb?: string;
}) {
  return (
    <div className={classes.lightHero}>
      <Container className={classes.lightInner}>
        <div>
          <Breadcrumbs current={crumb} />
          <h1 className={classes.title}>{title}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {decoration && (
          <span className={classes.badge}>
            <DecorationIcon decoration={decoration} size={56} />
          </span>
        )}
      </Container>
    </div>
  );
}

/**
 * The new layout's dark panel (spec §2: bills-and-payments, my-account, pay-as-you-go, meters):
 * title and three common-question cards.
 */
export function CommonQuestionsHero({ category }: { category: HelpCategory }) {
  const data = category.categoryData;
  if (!data) return null;
  return (
    <div className={classes.darkPanel}>
      <Container>
        <Breadcrumbs current={category.title} tone="dark" />
        <h1 className={classes.darkTitle}>{data.title}</h1>
        <p className={classes.darkLead}>{category.description}</p>
        <section aria-labelledby="common-questions-heading">
          <h2 id="common-questions-heading" className={classes.darkSubheading}>
            Common questions
          </h2>
          <ul className={classes.questionCards}>
            {data.commonQuestions.map((question, index) => (
              <Card
                component="li"
                key={question.link}
                className={classes.questionCard}
                padding={0}
                radius="lg"
              >
                <img
                  className={classes.questionImage}
                  src={question.image}
                  alt=""
                  width={320}
                  height={180}
                  // The first card's picture is the largest thing in view on a phone.
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
                <Stack className={classes.questionBody} align="flex-start" gap={6}>
                  <span className={classes.pill}>{question.pill}</span>
                  <h3 className={classes.questionTitle}>
                    <SiteLink
                      className={classes.stretchedLink}
                      href={authoredHref(question.link, question.externalLink)}
                    >
                      {question.title}
                    </SiteLink>
                  </h3>
                  <p className={classes.questionText}>{question.description}</p>
                </Stack>
              </Card>
            ))}
          </ul>
        </section>
      </Container>
    </div>
  );
}

/** The emergencies banner: rolling hills under a clear sky (spec §2 "emergencies"). */
export function HillsideHero({ crumb }: { crumb: string }) {
  return (
    <div className={classes.hillside}>
      <img
        className={classes.hillsideArt}
        src="/help-and-support/images/hillside-banner.svg"
        alt=""
        width={1600}
        height={300}
        // The largest thing in view on a phone.
        fetchPriority="high"
      />
      <Container className={classes.hillsideInner}>
        <div className={classes.hillsideText}>
          <Breadcrumbs current={crumb} />
          <h1 className={classes.title}>What to do in an emergency?</h1>
          <p className={classes.lead}>
            If you smell gas, have a power cut or your meter is damaged, act straight away. These
            numbers are answered 24 hours a day.
          </p>
        </div>
      </Container>
    </div>
  );
}
