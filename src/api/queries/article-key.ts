/**
 * The key of an article's query (`articleQuery`), apart from the query, which lives in a chunk of
 * its own with the parser and sanitiser: the article route's `head()` reads the cache with it.
 */
export const articleQueryKey = (category: string, article: string) => [
  'article',
  category,
  article,
];
