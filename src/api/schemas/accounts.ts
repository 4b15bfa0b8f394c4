import * as z from 'zod/mini';

const count = z.int().check(z.nonnegative());

/** Response of GET /v1/accounts/status-count, read raw. */
export const accountStatusCountSchema = z.object({
  liveCount: count,
  lostCount: count,
  preLiveCount: count,
});

/**
 * One account as used for prefill (spec §3: person, email, mobile). The account number is read when
 * present (it goes on signed-in leads); an account without one still prefills.
 */
const accountSchema = z.object({
  accountNumber: z.optional(z.string().check(z.minLength(1))),
  person: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
});

/** Response of GET /v1/accounts, read raw. */
export const accountsResponseSchema = z.object({
  data: z.array(accountSchema),
});

export type Account = z.infer<typeof accountSchema>;
