import { queryOptions } from '@tanstack/react-query';
import { ofetch } from 'ofetch';
import * as z from 'zod/mini';

const categoriesSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      attributes: z.object({ title: z.optional(z.string()), 'meta-description': z.string() }),
    }),
  ),
});

/** The one response each page shows: the reference server's list of help categories. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) =>
    categoriesSchema.parse(
      await ofetch<unknown>(
        '/aem6/content/dam/brightwell/beta/json/help/categories/categories.json',
        {
          signal,
        },
      ),
    ).data,
});
