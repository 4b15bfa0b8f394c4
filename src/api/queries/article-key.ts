import { queryOptions } from '@tanstack/react-query';
import type { ContentPage } from '../../content/parse-content-page';

/**
 * An article's query (`articleQuery`) but for how it is fetched, which lives in a chunk of its own
 * with the parser and sanitiser: the article route's `head()` reads the cache with its key, which
 * is tagged with the query's data.
 */
export const articleQueryBase = (category: string, article: string) =>
  queryOptions<ContentPage>({ queryKey: ['article', category, article] });
