import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { categoriesQuery, findListedCategory } from '../../api/queries/categories';
import { categoryLayout, findHelpCategory, searchBlockHeading } from '../../content/category-pages';
import type { HelpCategory } from '../../content/help-categories';
import { LoadingSpinner } from '../shared/loading-spinner';
import { useLiveDescription, useLiveTitle } from '../shared/live-head';
import { helpPageTitle } from '../shared/page-head';
import { RedirectToPageNotFound } from '../shared/redirect-to-page-not-found';
import { CtaCards } from './category-panels';
import {
  ArticleListContent,
  BlogContent,
  CommonQuestionsContent,
  EmergenciesContent,
  SearchLandingContent,
} from './category-content';
import { CommonQuestionsHero, HillsideHero, LightHero } from './category-heroes';
import { HelpPageFrame } from './help-page-frame';

const routeApi = getRouteApi('/$category');

/**
 * A help category's landing page (spec §2 "{category}", §4 "Category page"). A category with
 * authored content shows it at once — it is prerendered, and its HTML holds what the visitor
 * reads — and leaves for the not-found page if the categories list, once loaded, does not list it.
 * A category known only from the list shows a spinner while the list loads, then the generic
 * landing, or the not-found page for an id the list does not know.
 */
export function CategoryPage() {
  const { category: slug } = routeApi.useParams();
  const categories = useQuery(categoriesQuery());
  const list = categories.data;
  const listed = list ? findListedCategory(list, slug) : undefined;
  useLiveDescription(listed?.attributes['meta-description']);
  // The title a link to the category handed over (spec §1), which the history entry keeps for a
  // reload and for Back; the route's head gives the title without it.
  const navigationTitle = useLocation({ select: (location) => location.state.title });
  useLiveTitle(navigationTitle ? helpPageTitle(navigationTitle) : undefined);

  useEffect(() => {
    if (categories.error)
      console.error('Could not load the help categories list', categories.error);
  }, [categories.error]);

  const category = findHelpCategory(slug);

  if (list && !listed) return <RedirectToPageNotFound />;
  // Without the list the authored content still says what this category is (the failure is logged).
  if (category) return <CategoryLanding category={category} />;
  if (!listed) {
    return categories.isError ? (
      <RedirectToPageNotFound />
    ) : (
      <Container>
        <LoadingSpinner label="Loading help topics" minHeight="70vh" />
      </Container>
    );
  }
  return (
    <HelpPageFrame
      hero={<LightHero title={listed.attributes.title ?? 'Help & Support'} />}
      category={slug}
      searchHeading={searchBlockHeading(slug)}
    >
      <SearchLandingContent />
    </HelpPageFrame>
  );
}

function CategoryLanding({ category }: { category: HelpCategory }) {
  const slug = category.link;
  const layout = categoryLayout(slug);
  const aside = category.ctaItems?.length ? <CtaCards items={category.ctaItems} /> : undefined;
  const frame = { category: slug, aside, searchHeading: searchBlockHeading(slug) };
  const titledHero = (
    <LightHero
      title={category.title}
      lead={category.description}
      decoration={category.decoration}
    />
  );

  switch (layout) {
    case 'common-questions':
      return (
        <HelpPageFrame {...frame} hero={<CommonQuestionsHero category={category} />}>
          <CommonQuestionsContent category={category} />
        </HelpPageFrame>
      );
    case 'emergencies':
      return (
        <HelpPageFrame {...frame} hero={<HillsideHero crumb={category.title} />}>
          <EmergenciesContent />
        </HelpPageFrame>
      );
    case 'blog':
      return (
        <HelpPageFrame {...frame} hero={titledHero}>
          <BlogContent category={category} />
        </HelpPageFrame>
      );
    case 'article-list':
      return (
        <HelpPageFrame {...frame} hero={titledHero}>
          <ArticleListContent category={category} />
        </HelpPageFrame>
      );
    case 'search-landing':
      return (
        <HelpPageFrame {...frame} hero={<LightHero title={category.title} />}>
          <SearchLandingContent />
        </HelpPageFrame>
      );
  }
}
