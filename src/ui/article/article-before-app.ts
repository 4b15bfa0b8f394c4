/**
 * A prerendered article's body, shown before the app runs (`../shared/before-app.ts`): fetched
 * (the page preloads it), checked and parsed exactly as the app does (spec §2: a spinner until the
 * HTML is fetched and parsed; §4: only an article the categories list names), and written into the
 * page's hidden `<article>`. The data the page shows becomes the hydrating render's data, so
 * hydration keeps the body. The body is written only when the page would look the same rendered
 * by the app: the article is listed and the content service's title is the heading the page
 * already has. Otherwise, or on any failure, the spinner stays and the app does what it always did.
 */
import { articleQuery, fetchArticle } from '../../api/queries/article';
import { categoriesQuery, fetchCategories, findListedArticle } from '../../api/queries/categories';
import { showBeforeAppWith, type BeforeAppPage } from '../shared/before-app';
import { ARTICLE_BODY_ID, ARTICLE_HEADING_ID, ARTICLE_LOADING_ID } from './article-ids';

/** For the app's entry, which takes over what this module read (`BeforeAppModule`). */
export { adoptShownBeforeApp } from '../shared/before-app';

/** Fetches, checks and shows the body of the article at this page's path; settles within 3 s. */
export function showBeforeApp(): Promise<void> {
  return showBeforeAppWith(showArticle);
}

async function showArticle(page: BeforeAppPage): Promise<Element | undefined> {
  const [category = '', article = ''] = location.pathname
    .slice(import.meta.env.BASE_URL.length)
    .split('/')
    .map(decodeURIComponent);
  const [list, content] = await Promise.all([
    page.read(categoriesQuery(), () => fetchCategories()),
    page.read(articleQuery(category, article), () => fetchArticle(category, article)),
  ]);
  const heading = document.getElementById(ARTICLE_HEADING_ID);
  const body = document.getElementById(ARTICLE_BODY_ID);
  const loading = document.getElementById(ARTICLE_LOADING_ID);
  const markup = body?.firstElementChild;
  if (!page.stillOpen() || !heading || !body || !markup || !loading) return undefined;
  if (!findListedArticle(list, category, article)) return undefined;
  if (content.title && content.title !== heading.textContent) return undefined;
  markup.innerHTML = content.markup;
  body.hidden = false;
  loading.remove();
  return body;
}
