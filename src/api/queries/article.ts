import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config';
import { parseContentPage } from '../../content/parse-content-page';
import { contentApi } from '../http/clients';
import { articleQueryBase } from './article-key';
import { retryOnce } from './retry';

const articlePath = (category: string, article: string) =>
  `/aem6/content/${config.providerId}/help/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`;

/** GET an article page (spec §7) as text, parsed into markup, description, title and nucleus flag. */
const fetchArticle = async (category: string, article: string, signal?: AbortSignal) =>
  parseContentPage(await contentApi.getText(articlePath(category, article), { signal }));

/**
 * An article page. Lives in its own chunk with the parser and sanitiser; never import it
 * statically from the route tree or the home page.
 */
export const articleQuery = (category: string, article: string) =>
  queryOptions({
    ...articleQueryBase(category, article),
    queryFn: ({ signal }) => fetchArticle(category, article, signal),
    // A failed article is logged only (spec §8); one retry is enough.
    retry: retryOnce,
  });
