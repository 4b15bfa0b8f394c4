import { sign, verify } from 'hono/jwt';
import * as z from 'zod/mini';

/** `id` tokens go to the accounts API, `access` tokens to the customers API. */
export type TokenType = 'id' | 'access';

/** How long a token is valid after it is issued, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * The longest lifetime a token may claim (`exp` after `iat` and after `nbf`), in seconds: a token
 * signed with the real key but valid for longer than the server ever issues is refused.
 */
const MAX_TOKEN_LIFETIME_SECONDS = TOKEN_LIFETIME_SECONDS;

const ALGORITHM = 'HS256';

const claimsSchema = z.strictObject({
  sub: z.string().check(z.minLength(1)),
  /** Which kind of token (the claim Amazon Cognito uses for the same purpose). */
  token_use: z.enum(['id', 'access']),
  iat: z.int().check(z.nonnegative()),
  nbf: z.int().check(z.nonnegative()),
  exp: z.int().check(z.nonnegative()),
});

/**
 * What a stand-in token (an HS256 JWT) asserts: who (`sub`), which kind (`token_use`), when it was
 * issued (`iat`), from when (`nbf`) and until when (`exp`) it is valid, in seconds since the epoch.
 */
export type TokenClaims = z.infer<typeof claimsSchema>;

/** A JWT for `subject`, valid for `TOKEN_LIFETIME_SECONDS` from `now` (milliseconds). */
export function issueToken(
  secret: string,
  subject: string,
  type: TokenType,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: subject,
    token_use: type,
    iat,
    nbf: iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
  };
  return sign(claims, secret, ALGORITHM);
}

function withinLifetimeCap({ iat, nbf, exp }: TokenClaims): boolean {
  return (
    exp > iat && exp - iat <= MAX_TOKEN_LIFETIME_SECONDS && exp - nbf <= MAX_TOKEN_LIFETIME_SECONDS
  );
}

/**
 * The claims of an HS256 JWT signed with `secret`, of the expected type, valid now (`hono/jwt`
 * checks the signature, `exp`, `nbf` and `iat`), with every claim present and a lifetime within
 * `MAX_TOKEN_LIFETIME_SECONDS`. Else null; never rejects.
 */
export async function verifyToken(
  secret: string,
  token: string,
  expected: TokenType,
): Promise<TokenClaims | null> {
  let payload: unknown;
  try {
    payload = await verify(token, secret, ALGORITHM);
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success || parsed.data.token_use !== expected) return null;
  return withinLifetimeCap(parsed.data) ? parsed.data : null;
}
