import { describe, expect, it, vi } from 'vitest';
import { ApiError, MainApiError } from '../../src/api/http/api-errors';
import {
  RemoteCache,
  STALE_TIME_MS,
  retryDelay,
  retryOnce,
  shouldRetry,
  type RemoteRead,
} from '../../src/api/http/remote-cache';

/** A clock the test moves by hand; `sleep` records the delays asked for and returns at once. */
function manualClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    clock: {
      now: () => now,
      sleep: (ms: number) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    },
    sleeps,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function readOf<T>(load: () => Promise<T>, options: Partial<RemoteRead<T>> = {}): RemoteRead<T> {
  return { key: 'data', load, ...options };
}

describe('remote data defaults (spec §9)', () => {
  it('doubles the retry delay per attempt and caps it at 30 000 ms', () => {
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
  });

  it('retries an article or the deals once after a server or network failure, never a refusal', () => {
    expect(retryOnce(0, new MainApiError(503, []))).toBe(true);
    expect(retryOnce(1, new MainApiError(503, []))).toBe(false);
    expect(retryOnce(0, new ApiError('/x', 404, 'Not Found', 'gone', null))).toBe(false);
  });

  it('keeps data fresh for 30 s, then fetches it again', async () => {
    const { clock, advance } = manualClock();
    const remote = new RemoteCache(clock);
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    await expect(remote.read(readOf(load))).resolves.toBe('first');
    advance(STALE_TIME_MS - 1);
    await expect(remote.read(readOf(load))).resolves.toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    const refreshing = remote.read(readOf(load));
    // The screen keeps the data it shows while the refresh runs.
    expect(remote.state('data')).toEqual({ status: 'success', data: 'first' });
    await expect(refreshing).resolves.toBe('second');
    expect(remote.state('data')).toEqual({ status: 'success', data: 'second' });
  });

  it('answers the fresh data of a key at once for 30 s, and nothing before or after', async () => {
    const { clock, advance } = manualClock();
    const remote = new RemoteCache(clock);
    expect(remote.fresh(readOf(() => Promise.resolve('unused')))).toBeUndefined();
    await remote.read(readOf(() => Promise.resolve('first')));
    advance(STALE_TIME_MS - 1);
    expect(remote.fresh(readOf(() => Promise.resolve('unused')))).toBe('first');
    advance(1);
    expect(remote.fresh(readOf(() => Promise.resolve('unused')))).toBeUndefined();
    expect(remote.state('data')).toEqual({ status: 'success', data: 'first' });
  });
});

describe('the remote cache', () => {
  it('serves data adopted from the page as fresh, and hydrates only adopted keys with it', async () => {
    const remote = new RemoteCache(manualClock().clock);
    const load = vi.fn(() => Promise.resolve('fetched'));
    remote.adoptFromPage('data', 'in the page');
    remote.set('other', 'cached');
    expect(await remote.read(readOf(load))).toBe('in the page');
    expect(load).not.toHaveBeenCalled();
    expect(remote.hydrationState('data')).toEqual({ status: 'success', data: 'in the page' });
    expect(remote.hydrationState('other')).toEqual({ status: 'pending' });
    expect(remote.state('other')).toEqual({ status: 'success', data: 'cached' });
  });

  it('shares one call between reads of the same key made while it runs', async () => {
    const remote = new RemoteCache(manualClock().clock);
    const load = vi.fn(() => Promise.resolve(42));
    const [a, b] = await Promise.all([remote.read(readOf(load)), remote.read(readOf(load))]);
    expect([a, b]).toEqual([42, 42]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('retries a failing call with the doubling delay, then reports the last failure', async () => {
    const { clock, sleeps } = manualClock();
    const remote = new RemoteCache(clock);
    const failure = new MainApiError(503, []);
    const load = vi.fn(() => Promise.reject(failure));
    await expect(remote.read(readOf(load))).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(remote.state('data')).toEqual({ status: 'error', error: failure });
  });

  it('does not retry a refused request, and a later read calls again', async () => {
    const remote = new RemoteCache(manualClock().clock);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new MainApiError(400, []))
      .mockResolvedValueOnce('ok');
    await expect(remote.read(readOf(load))).rejects.toBeInstanceOf(MainApiError);
    expect(load).toHaveBeenCalledOnce();
    await expect(remote.read(readOf(load))).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("follows a read's own retry rule and delay", async () => {
    const { clock, sleeps } = manualClock();
    const remote = new RemoteCache(clock);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const read = readOf(load, { retry: (failureCount) => failureCount < 1, retryDelay: () => 500 });
    await expect(remote.read(read)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([500]);
  });

  it('tells subscribers when the state of their key changes', async () => {
    const remote = new RemoteCache(manualClock().clock);
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = remote.subscribe('data', listener);
    remote.subscribe('other', other);
    expect(remote.state('data')).toEqual({ status: 'pending' });
    await remote.read(readOf(() => Promise.resolve('x')));
    expect(listener).toHaveBeenCalledOnce();
    remote.set('data', 'y');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    remote.set('data', 'z');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
    expect(remote.state('data')).toEqual({ status: 'success', data: 'z' });
  });
});
