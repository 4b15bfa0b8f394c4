import { config } from '../../config';
import { parseContentPage, type ContentPage } from '../../content/parse-content-page';
import { contentApi } from '../http/clients';
import { retryOnce, type RemoteRead } from '../http/remote-cache';

const articlePath = (category: string, article: string) =>
  `/aem6/content/${config.providerId}/help/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`;

/** Where an article's page is fetched from; its prerendered page preloads it (`entry-server.tsx`). */
export const articleUrl = (category: string, article: string) =>
  contentApi.urlOf(articlePath(category, article));

/**
 * An article page (spec §7): fetched as text and parsed into markup, description, title and the
 * nucleus flag. Lives in its own chunk with the parser and sanitiser; never import it statically
 * from the route tree or the home page.
 */
export const articleRead = (category: string, article: string): RemoteRead<ContentPage> => ({
  key: `article/${category}/${article}`,
  load: async () => parseContentPage(await contentApi.getText(articlePath(category, article))),
  // A failed article is logged only (spec §8); one retry is enough.
  retry: retryOnce,
});
