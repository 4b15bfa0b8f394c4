import { describe, expect, it } from 'vitest';
import { ApiError, MainApiError } from '../../src/api/http/api-errors';
import { createQueryClient, retryDelay, shouldRetry } from '../../src/api/http/query-client';

describe('query client defaults (spec §9)', () => {
  it('doubles the retry delay per attempt and caps it at 30 000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('does not refetch on window focus and keeps data fresh for 30 s', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('retries server and network failures but not refused requests', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(0, new MainApiError(503, []))).toBe(true);
    expect(shouldRetry(0, new MainApiError(400, []))).toBe(false);
    expect(shouldRetry(0, new ApiError('/x', 404, 'Not Found', 'gone', null))).toBe(false);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
  });
});
