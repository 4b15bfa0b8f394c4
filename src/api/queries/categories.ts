import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config';
import { contentApi } from '../http/clients';
import { categoriesResponseSchema, type CategoriesResponse } from '../schemas/categories';

const categoriesPath = () =>
  `/aem6/content/dam/${config.providerId}/beta/json/help/categories/categories.json`;

/** GET the categories list (spec §7, max-age=0). */
const fetchCategories = (signal?: AbortSignal) =>
  contentApi.get(categoriesPath(), categoriesResponseSchema, {
    headers: { 'Cache-Control': 'max-age=0' },
    signal,
  });

/** The categories list (spec §7): which categories and articles exist, and their meta descriptions. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['help-categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
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
