import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-errors';

const MAX_RETRY_DELAY_MS = 30_000;
const MAX_RETRIES = 3;

/** Retry delay doubles per attempt, capped at 30 000 ms (spec §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/** A refused request (4xx) is not retried: the same request would be refused again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** TanStack Query defaults of spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
