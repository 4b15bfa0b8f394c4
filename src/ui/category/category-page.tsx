import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { categoriesQueryOptions, findListedCategory } from '../../api/queries/categories';
import { categoryLayout, findHelpCategory, searchBlockHeading } from '../../content/category-pages';
import type { HelpCategory } from '../../content/help-categories';
import { LoadingSpinner } from '../shared/loading-spinner';
import { useMetaDescription } from '../shared/meta-description';
import { useNavigationTitle } from '../shared/navigation-state';
import { helpPageTitle, usePageTitle } from '../shared/page-title';
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
 * A help category's landing page (spec §2 "{category}", §4 "Category page"): a spinner while the
 * categories list loads, a full-page redirect for an id the list does not know, else the layout
 * the category's static data calls for.
 */
export function CategoryPage() {
  const { category: slug } = routeApi.useParams();
  usePageTitle(helpPageTitle(useNavigationTitle()));
  const categories = useQuery(categoriesQueryOptions());
  const listed = categories.data ? findListedCategory(categories.data, slug) : undefined;
  useMetaDescription(listed?.attributes['meta-description']);

  useEffect(() => {
    if (categories.error)
      console.error('Could not load the help categories list', categories.error);
  }, [categories.error]);

  const category = findHelpCategory(slug);

  if (categories.isPending) {
    return (
      <div className="page-container">
        <LoadingSpinner label="Loading help topics" minHeight="70vh" />
      </div>
    );
  }
  // Without the list the static data still says what this category is (the failure is logged).
  if (categories.isError) {
    return category ? <CategoryLanding category={category} /> : <RedirectToPageNotFound />;
  }
  if (!listed) return <RedirectToPageNotFound />;
  if (!category) {
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
  return <CategoryLanding category={category} />;
}

function CategoryLanding({ category }: { category: HelpCategory }) {
  const slug = category.link;
  const layout = categoryLayout(slug);
  const aside = category.ctaItems?.length ? <CtaCards items={category.ctaItems} /> : undefined;
  const frame = { category: slug, aside, searchHeading: searchBlockHeading(slug) };

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
        <HelpPageFrame
          {...frame}
          hero={
            <LightHero
              title={category.title}
              lead={category.description}
              decoration={category.decoration}
            />
          }
        >
          <BlogContent category={category} />
        </HelpPageFrame>
      );
    case 'article-list':
      return (
        <HelpPageFrame
          {...frame}
          hero={
            <LightHero
              title={category.title}
              lead={category.description}
              decoration={category.decoration}
            />
          }
        >
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
