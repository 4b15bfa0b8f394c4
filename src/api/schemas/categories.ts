import * as z from 'zod/mini';

/**
 * The categories feed is read for what spec §3 names — each category's id and meta description, and
 * each `included` item's article labels — and tolerates everything else, so a feed with more (or
 * fewer optional) fields still parses. `title` and `category` are read when present.
 */

/** A help category as listed by the content service. */
const categoryResourceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  attributes: z.object({
    'meta-description': z.string(),
    title: z.optional(z.string()),
  }),
});

/** An article entry of a category: `label` is the article slug. */
const categoryArticleSchema = z.object({
  label: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
});

/**
 * An article list (an `included` item). `category` names the category it belongs to; a list without
 * it applies to any category.
 */
const categoryArticlesResourceSchema = z.object({
  attributes: z.object({
    category: z.optional(z.string()),
    articles: z.array(categoryArticleSchema),
  }),
});

/** Categories list (GET …/help/categories/categories.json), read raw, not camelCased. */
export const categoriesResponseSchema = z.object({
  data: z.array(categoryResourceSchema),
  included: z.array(categoryArticlesResourceSchema),
});

export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
