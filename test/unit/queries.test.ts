/**
 * The app's queries on its query client (spec §9 and the per-call rules of §7), through the real
 * HTTP client with `fetch` answered by the test on a clock it moves by hand.
 */
import type { QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MainApiError } from '../../src/api/http/api-errors';
import { addressLookupQuery } from '../../src/api/queries/addresses';
import { articleQuery } from '../../src/api/queries/article';
import { categoriesQuery } from '../../src/api/queries/categories';
import { dealsQuery } from '../../src/api/queries/deals';
import { outageNoticeQuery } from '../../src/api/queries/outage-notice';
import { createQueryClient } from '../../src/api/queries/query-client';
import { STALE_TIME_MS, retryDelay, retryOnce, shouldRetry } from '../../src/api/queries/retry';

const categories = (id: string) => ({
  data: [{ id, attributes: { 'meta-description': '' } }],
  included: [],
});

/** `fetch` answering each call with the next status and body given, and the times it was called. */
function answer(...responses: { status: number; body: unknown }[]) {
  const times: number[] = [];
  const [last] = responses.splice(-1);
  if (last === undefined) throw new Error('Give at least one response.');
  const fetch = vi.fn(() => {
    times.push(Date.now());
    const { status, body } = responses.shift() ?? last;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/html' : 'application/json';
    return Promise.resolve(new Response(text, { status, headers: { 'content-type': type } }));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, times };
}

const ok = (body: unknown) => ({ status: 200, body });
const failing = (status: number) => ({ status, body: {} });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the query client defaults (spec §9)', () => {
  it('doubles the retry delay per attempt from 1 s and caps it at 30 000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries server and network failures three times but not refused requests', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(0, new MainApiError(503, []))).toBe(true);
    expect(shouldRetry(0, new MainApiError(400, []))).toBe(false);
    expect(shouldRetry(0, new ApiError('/x', 404, 'Not Found', 'gone', null))).toBe(false);
    expect(shouldRetry(2, new Error('network'))).toBe(true);
    expect(shouldRetry(3, new Error('network'))).toBe(false);
    expect(retryOnce(0, new MainApiError(503, []))).toBe(true);
    expect(retryOnce(1, new MainApiError(503, []))).toBe(false);
  });

  it('keeps data fresh for 30 s and does not refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
      retryDelay,
    });
    expect(STALE_TIME_MS).toBe(30_000);
  });

  it('shares one call between reads of a key made while it runs', async () => {
    const { fetch } = answer(ok(categories('meters')));
    const queryClient = createQueryClient();
    const [a, b] = await Promise.all([
      queryClient.query(categoriesQuery()),
      queryClient.query(categoriesQuery()),
    ]);
    expect(a).toEqual(b);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('serves data for 30 s, then fetches again while keeping the data shown until the new comes', async () => {
    const { fetch } = answer(ok(categories('first')), ok(categories('second')));
    const queryClient = createQueryClient();
    const { queryKey } = categoriesQuery();
    await queryClient.query(categoriesQuery());
    await vi.advanceTimersByTimeAsync(STALE_TIME_MS - 1);
    await queryClient.query(categoriesQuery());
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    const refreshing = queryClient.query(categoriesQuery());
    expect(queryClient.getQueryData(queryKey)).toEqual(categories('first'));
    await expect(refreshing).resolves.toEqual(categories('second'));
    expect(queryClient.getQueryData(queryKey)).toEqual(categories('second'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a failing call three times with the doubling delay, then reports the failure', async () => {
    const { times } = answer(failing(503));
    const read = createQueryClient().query(categoriesQuery());
    const failed = expect(read).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    await failed;
    expect(times).toEqual([0, 1000, 3000, 7000]);
  });

  it('does not retry a refused request, and a later read calls again', async () => {
    const { fetch } = answer(failing(404), ok(categories('meters')));
    const queryClient = createQueryClient();
    await expect(queryClient.query(categoriesQuery())).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(fetch).toHaveBeenCalledOnce();
    await expect(queryClient.query(categoriesQuery())).resolves.toEqual(categories('meters'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("a call's own retry rule (spec §7, §8)", () => {
  /** When each attempt of `query` was made, once it has given up. */
  async function attempts<T, TKey extends QueryKey>(
    query: QueryExecuteOptions<T, Error, T, T, TKey>,
  ) {
    const queryClient = createQueryClient();
    const read = queryClient.query(query).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await read).toBeInstanceOf(Error);
  }

  it.each([
    ['the article', () => attempts(articleQuery('meters', 'how-to-read-your-meter'))],
    ['the deals page', () => attempts(dealsQuery())],
  ])('tries %s once more after a server failure, never after a refusal', async (_, read) => {
    const server = answer(failing(503));
    await read();
    expect(server.times).toEqual([0, 1000]);
    vi.setSystemTime(0);
    const refused = answer(failing(404));
    await read();
    expect(refused.times).toEqual([0]);
  });

  it('tries the outage notice once more after 500 ms, never after a refusal', async () => {
    const { times } = answer(failing(503));
    await attempts(outageNoticeQuery());
    expect(times).toEqual([0, 500]);
    vi.setSystemTime(0);
    const refused = answer(failing(404));
    await attempts(outageNoticeQuery());
    expect(refused.times).toEqual([0]);
  });

  it('never retries the address lookup', async () => {
    const { times } = answer({ status: 503, body: { errors: [] } });
    await attempts(addressLookupQuery('SW1A 1AA'));
    expect(times).toEqual([0]);
  });
});
