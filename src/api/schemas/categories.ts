import * as z from 'zod/mini';

/** A help category as listed by the content service. */
export const categoryResourceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.literal('help-categories'),
  attributes: z.object({
    title: z.string(),
    'meta-description': z.string(),
  }),
  relationships: z.optional(
    z.object({
      articles: z.object({
        data: z.object({ type: z.literal('help-articles'), id: z.string() }),
      }),
    }),
  ),
});

/** An article entry of a category: `label` is the article slug. */
export const categoryArticleSchema = z.object({
  label: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
});

/** The article list of one category (an `included` item). */
export const categoryArticlesResourceSchema = z.object({
  id: z.string(),
  type: z.literal('help-articles'),
  attributes: z.object({
    category: z.string(),
    articles: z.array(categoryArticleSchema),
  }),
});

/** Categories list (GET …/help/categories/categories.json), read raw, not camelCased. */
export const categoriesResponseSchema = z.object({
  data: z.array(categoryResourceSchema),
  included: z.array(categoryArticlesResourceSchema),
});

export type CategoryResource = z.infer<typeof categoryResourceSchema>;
export type CategoryArticle = z.infer<typeof categoryArticleSchema>;
export type CategoryArticlesResource = z.infer<typeof categoryArticlesResourceSchema>;
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
