/** Ids of the article page's parts, which name them for assistive technology and tests. */
export const ARTICLE_HEADING_ID = 'article-heading';
/** The `<article>`, hidden and empty until the body has been fetched and parsed. */
export const ARTICLE_BODY_ID = 'article-body';
/** The spinner (and its no-script message) shown until then. */
export const ARTICLE_LOADING_ID = 'article-loading';
