/**
 * Ids of the article page's parts, shared by the screen and by the script that shows a prerendered
 * article's body before the app runs (`article-before-app.ts`).
 */
export const ARTICLE_HEADING_ID = 'article-heading';
/** The `<article>`, hidden and empty until the body has been fetched and parsed. */
export const ARTICLE_BODY_ID = 'article-body';
/** The spinner (and its no-script message) shown until then. */
export const ARTICLE_LOADING_ID = 'article-loading';
