import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';

/** `id` tokens go to the accounts API, `access` tokens to the customers API. */
export type TokenType = 'id' | 'access';

/** How long a token is valid after it is issued, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** How far in the future an issue time may lie (the issuer's clock running ahead), in seconds. */
export const CLOCK_SKEW_SECONDS = 60;

const claimsSchema = z.strictObject({
  sub: z.string().check(z.minLength(1)),
  typ: z.enum(['id', 'access']),
  iat: z.int().check(z.nonnegative()),
  exp: z.int().check(z.nonnegative()),
});

/**
 * What a stand-in token asserts: who (`sub`), which kind (`typ`), when it was issued (`iat`) and
 * when it stops being valid (`exp`), both in seconds since the epoch.
 */
export type TokenClaims = z.infer<typeof claimsSchema>;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** `base64url(JSON claims)` + '.' + base64url HMAC-SHA256 of that first part. */
export function signClaims(secret: string, claims: unknown): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** A token for `subject`, valid for `TOKEN_LIFETIME_SECONDS` from `now` (milliseconds). */
export function issueToken(
  secret: string,
  subject: string,
  type: TokenType,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub: subject, typ: type, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  return signClaims(secret, claims);
}

/**
 * The claims of a token signed with `secret`, of the expected type, and valid at `now`
 * (milliseconds): not expired, and not issued further in the future than the clock skew. Else
 * null. Never throws.
 */
export function verifyToken(
  secret: string,
  token: string,
  expected: TokenType,
  now = Date.now(),
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
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const nowSeconds = now / 1000;
  if (claims.typ !== expected) return null;
  if (claims.exp <= claims.iat || claims.exp <= nowSeconds) return null;
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
  return claims;
}
