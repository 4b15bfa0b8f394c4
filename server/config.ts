import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';

/** Settings of the reference server, read from the environment. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  /** Content-service path segment (`{providerId}` in the content paths). */
  providerId: string;
  /** The only `X-Client-Id` the main API accepts. */
  clientId: string;
  /** HMAC key of the stand-in identity tokens. */
  tokenSecret: string;
  /** True when `TOKEN_SECRET` was not set and the key was drawn at random for this run. */
  tokenSecretIsRandom: boolean;
  /** Served as `isMeterReadWeek` in the meter-read configuration. */
  meterReadWeek: boolean;
  /** When false the outage endpoint answers `{}`. */
  outageNotice: boolean;
  /** POST requests one client address may make per minute (429 beyond). */
  postRateLimit: number;
  /** Origin of the chat beacon script, allowed in `script-src` (the app adds it with C0004 consent). */
  chatBeaconOrigin: string;
}

function flag(truthy: string, falsy: string) {
  return z.pipe(
    z.enum([truthy, falsy]),
    z.transform((value) => value === truthy),
  );
}

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), '.data'),
  PROVIDER_ID: z._default(
    z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens')),
    'brightwell',
  ),
  CLIENT_ID: z._default(z.string().check(z.minLength(1)), 'help-and-support-web'),
  TOKEN_SECRET: z.optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  POST_RATE_LIMIT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 60),
  METER_READ_WEEK: z._default(flag('true', 'false'), true),
  OUTAGE_NOTICE: z._default(flag('on', 'off'), true),
  CHAT_BEACON_ORIGIN: z._default(
    z
      .string()
      .check(
        z.regex(
          /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i,
          'must be an origin such as https://chat.example',
        ),
      ),
    'https://beacon.example-chat.com',
  ),
});

/** Reads and checks the server settings; throws a readable error naming each bad variable. */
export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    dataDir: parsed.DATA_DIR,
    providerId: parsed.PROVIDER_ID,
    clientId: parsed.CLIENT_ID,
    tokenSecret: parsed.TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    tokenSecretIsRandom: parsed.TOKEN_SECRET === undefined,
    postRateLimit: parsed.POST_RATE_LIMIT,
    meterReadWeek: parsed.METER_READ_WEEK,
    outageNotice: parsed.OUTAGE_NOTICE,
    chatBeaconOrigin: parsed.CHAT_BEACON_ORIGIN,
  };
}

/** The one line to log at start when the token key was drawn at random, else undefined. */
export function tokenSecretNotice(config: ServerConfig): string | undefined {
  return config.tokenSecretIsRandom
    ? 'TOKEN_SECRET is not set: sign-in tokens use a random key drawn at start and last only until the server stops.'
    : undefined;
}
