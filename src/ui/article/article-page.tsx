import { Container } from '@mantine/core';
import '@mantine/core/styles/Container.layer.css';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { articleQuery } from '../../api/queries/article';
import { categoriesQuery, findListedArticle } from '../../api/queries/categories';
import {
  authoredArticleTitle,
  findHelpCategory,
  searchBlockHeading,
} from '../../content/category-pages';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { HelpPageFrame } from '../category/help-page-frame';
import { ContentHtml } from '../shared/content-html';
import { LoadingSpinner } from '../shared/loading-spinner';
import { useLiveDescription, useLiveTitle } from '../shared/live-head';
import { addNucleusScripts } from '../shared/nucleus-scripts';
import { helpPageTitle } from '../shared/page-head';
import { RedirectToPageNotFound } from '../shared/redirect-to-page-not-found';
import classes from './article-page.module.css';
import { ARTICLE_BODY_ID, ARTICLE_HEADING_ID, ARTICLE_LOADING_ID } from './article-ids';

const routeApi = getRouteApi('/$category/$article');

/**
 * An article (spec §2 "{category}/{article}", §4 "Article page"): shown only when the categories
 * list names it under its category, otherwise a full-page redirect. A spinner shows until the HTML
 * is fetched and parsed. A failed fetch is logged only, with no message (§8): the spinner goes, and
 * the heading, side menu and search block stay usable.
 */
export function ArticlePage() {
  const { category: slug, article: articleSlug } = routeApi.useParams();
  // A prerendered page holds both, as the build read them (the route's loader).
  const categories = useQuery(categoriesQuery());
  const list = categories.data;
  const listedArticle = list ? findListedArticle(list, slug, articleSlug) : undefined;
  const known = listedArticle !== undefined;
  const article = useQuery({ ...articleQuery(slug, articleSlug), enabled: known });
  const page = article.data;
  // Until the article has loaded, the heading and the page title use the title the category pages
  // give it (so the prerendered page has them), else the list's.
  const title =
    page?.title || authoredArticleTitle(`${slug}/${articleSlug}`) || listedArticle?.title || '';

  useLiveTitle(helpPageTitle(title));
  useLiveDescription(page?.description);

  useEffect(() => {
    if (categories.error)
      console.error('Could not load the help categories list', categories.error);
  }, [categories.error]);
  useEffect(() => {
    if (article.error)
      console.error(`Could not load the article ${slug}/${articleSlug}`, article.error);
  }, [article.error, slug, articleSlug]);
  useEffect(() => {
    if (page?.nucleusContent) addNucleusScripts();
  }, [page]);

  const category = findHelpCategory(slug);
  if (list && !known) return <RedirectToPageNotFound />;

  const failed = categories.isError || article.isError;
  const loading = !failed && !page;

  return (
    <HelpPageFrame
      hero={
        <div className={classes.hero}>
          <Container>
            <Breadcrumbs
              category={category ? { slug, title: category.title } : undefined}
              current={title || 'Article'}
            />
            <h1 id={ARTICLE_HEADING_ID} className={classes.title}>
              {failed && !title ? 'Help article' : title}
            </h1>
          </Container>
        </div>
      }
      category={slug}
      onArticle
      searchHeading={searchBlockHeading(slug)}
    >
      {loading && (
        <div id={ARTICLE_LOADING_ID}>
          <div data-needs-script="">
            <LoadingSpinner label="Loading article" minHeight={360} />
          </div>
          <noscript>
            <p className={classes.failure}>
              This article needs JavaScript to load. Turn it on in your browser, or choose a topic
              from the help categories.
            </p>
          </noscript>
        </div>
      )}
      <article
        id={ARTICLE_BODY_ID}
        aria-labelledby={ARTICLE_HEADING_ID}
        className={classes.article}
        hidden={!page}
      >
        <ContentHtml markup={page?.markup ?? ''} />
      </article>
    </HelpPageFrame>
  );
}
