import { isClientError } from '../http/api-errors';

/** How long fetched data is fresh (spec §9); a read after that fetches it again. */
export const STALE_TIME_MS = 30_000;

const MAX_RETRY_DELAY_MS = 30_000;
const MAX_RETRIES = 3;

/** The delay before a retry doubles per attempt from 1 s, capped at 30 000 ms (spec §9). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/** Three retries, none of a refused request (4xx): the same request would be refused again. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** At most one retry, and none of a refused request: for content whose failure the page explains. */
export function retryOnce(failureCount: number, error: Error): boolean {
  return failureCount < 1 && shouldRetry(failureCount, error);
}
