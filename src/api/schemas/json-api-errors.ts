import * as z from 'zod/mini';

/** The media type of the main API's requests and answers (JSON:API). */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** One JSON:API error object of the main API (keys are single words, so camelCasing leaves them as they are). */
const jsonApiErrorSchema = z.object({
  id: z.optional(z.string()),
  status: z.optional(z.string()),
  code: z.optional(z.string()),
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
  source: z.optional(
    z.object({ pointer: z.optional(z.string()), parameter: z.optional(z.string()) }),
  ),
  // Spec §3 names these for the main API error object; real backends may send them.
  message: z.optional(z.string()),
  description: z.optional(z.string()),
  failureCount: z.optional(z.number()),
});

/** A JSON:API error document: `{ errors: [...] }`, as returned with every 4xx/5xx of the main API. */
export const jsonApiErrorDocumentSchema = z.object({
  errors: z.array(jsonApiErrorSchema).check(z.minLength(1)),
});

export type JsonApiError = z.infer<typeof jsonApiErrorSchema>;
