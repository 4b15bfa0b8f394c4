import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';

/** `id` tokens go to the accounts API, `access` tokens to the customers API. */
export type TokenType = 'id' | 'access';

const claimsSchema = z.strictObject({
  sub: z.string().check(z.minLength(1)),
  typ: z.enum(['id', 'access']),
  iat: z.int().check(z.nonnegative()),
});

/** What a stand-in token asserts: who (`sub`), which kind (`typ`) and when it was issued (`iat`, seconds). */
export type TokenClaims = z.infer<typeof claimsSchema>;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `base64url(JSON claims)` + '.' + base64url HMAC-SHA256 of that first part. */
export function issueToken(
  secret: string,
  subject: string,
  type: TokenType,
  now = Date.now(),
): string {
  const claims: TokenClaims = { sub: subject, typ: type, iat: Math.floor(now / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token signed with `secret` and of the expected type, else null. Never throws. */
export function verifyToken(
  secret: string,
  token: string,
  expected: TokenType,
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', signature = ''] = parts;
  const expectedSignature = Buffer.from(sign(secret, payload));
  const givenSignature = Buffer.from(signature);
  if (
    givenSignature.length !== expectedSignature.length ||
    !timingSafeEqual(givenSignature, expectedSignature)
  ) {
    return null;
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(decoded);
  if (!claims.success || claims.data.typ !== expected) return null;
  return claims.data;
}
