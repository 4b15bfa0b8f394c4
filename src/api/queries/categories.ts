import { config } from '../../config';
import { contentApi } from '../http/clients';
import type { RemoteRead } from '../http/remote-cache';
import type { CategoriesResponse } from '../schemas/categories';
import { categoriesResponseReader } from '../schemas/content-readers';

export const categoriesPath = () =>
  `/aem6/content/dam/${config.providerId}/beta/json/help/categories/categories.json`;

/** The categories list (spec §7): which categories and articles exist, and their meta descriptions. */
export const categoriesRead = (): RemoteRead<CategoriesResponse> => ({
  key: 'help-categories',
  load: () =>
    contentApi.get(categoriesPath(), categoriesResponseReader, {
      headers: { 'Cache-Control': 'max-age=0' },
    }),
});

/** The listed category with this id, if any (spec §4: an unknown id is a not-found). */
export function findListedCategory(list: CategoriesResponse, categoryId: string) {
  return list.data.find((category) => category.id === categoryId);
}

/** The listed article of a category whose label is the slug (spec §3: the article exists only then). */
export function findListedArticle(
  list: CategoriesResponse,
  categoryId: string,
  articleSlug: string,
) {
  if (!findListedCategory(list, categoryId)) return undefined;
  return list.included
    .filter(({ attributes }) => (attributes.category ?? categoryId) === categoryId)
    .flatMap((item) => item.attributes.articles)
    .find((article) => article.label === articleSlug);
}
