import * as z from 'zod/mini';

/** One `customers` resource as the client sees it (camelCased: `first-name` -> `firstName`). */
const customerResourceSchema = z.object({
  type: z.literal('customers'),
  id: z.string().check(z.minLength(1)),
  attributes: z.object({
    firstName: z.string(),
    surname: z.string(),
    // A record may have no email, as an account may not (`accounts.ts`); the name still prefills.
    email: z.nullable(z.string()),
  }),
});

/** Response of GET /v1/customers (camelCased); the client reads `data` (spec: "result in data.data"). */
export const customersResponseSchema = z.object({
  data: z.array(customerResourceSchema),
});

export type CustomerResource = z.infer<typeof customerResourceSchema>;
