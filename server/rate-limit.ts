import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { jsonApiErrors } from './json-api';

/** How many POST requests one client may make per window, and the window. */
export interface RateLimitOptions {
  /** Requests per window; also the largest burst. */
  limit: number;
  windowMs?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Above this many tracked clients, buckets that have filled up again are forgotten. */
const SWEEP_ABOVE_CLIENTS = 10_000;

/**
 * The client's address as the socket reports it (`getConnInfo`), or undefined for an in-process
 * request (`app.request`), which has no socket. Forwarding headers are not trusted: behind a proxy,
 * the proxy limits per client.
 */
export function clientAddress(c: Context): string | undefined {
  return c.env === undefined ? undefined : getConnInfo(c).remote.address;
}

/**
 * A per-client token bucket on POST requests: each client address may send `limit` requests at
 * once and then `limit` per window, evenly. Beyond that the answer is 429 with `Retry-After`
 * (whole seconds until the next request is allowed) and a JSON:API error; the body is not read.
 * Other methods pass untouched.
 */
export function postRateLimit({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: RateLimitOptions): MiddlewareHandler {
  const refillPerMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();
  let lastSweep = 0;

  const level = (bucket: Bucket, at: number): number =>
    Math.min(limit, bucket.tokens + (at - bucket.updatedAt) * refillPerMs);

  const sweep = (at: number): void => {
    if (buckets.size <= SWEEP_ABOVE_CLIENTS || at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [client, bucket] of buckets) {
      if (level(bucket, at) >= limit) buckets.delete(client);
    }
  };

  return async (c: Context, next) => {
    if (c.req.method !== 'POST') {
      await next();
      return;
    }
    const at = now();
    sweep(at);
    const client = clientAddress(c) ?? 'unknown';
    const bucket = buckets.get(client) ?? { tokens: limit, updatedAt: at };
    const tokens = level(bucket, at);
    if (tokens < 1) {
      buckets.set(client, { tokens, updatedAt: at });
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000));
      return jsonApiErrors(
        c,
        429,
        [
          {
            code: 'too_many_requests',
            title: 'Too many requests',
            detail: `Too many requests from this client; try again in ${retryAfter} s.`,
          },
        ],
        { 'Retry-After': String(retryAfter) },
      );
    }
    buckets.set(client, { tokens: tokens - 1, updatedAt: at });
    await next();
  };
}
