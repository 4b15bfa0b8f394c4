import { isClientError } from './api-errors';

/** How long fetched data is fresh (spec §9); a later read fetches it again. */
export const STALE_TIME_MS = 30_000;

const MAX_RETRY_DELAY_MS = 30_000;
const MAX_RETRIES = 3;

/** Retry delay doubles per attempt, capped at 30 000 ms (spec §9). */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/** A refused request (4xx) is not retried: the same request would be refused again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** At most one retry, and none of a refused request: for content whose failure the page explains. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && shouldRetry(failureCount, error);
}

/** One piece of remote data: what identifies it, how it is fetched, and how failures are retried. */
export interface RemoteRead<T> {
  /** Reads with the same key share one call and its result. */
  key: string;
  load: () => Promise<T>;
  /** Whether to try again after `failureCount` earlier failures (default `shouldRetry`). */
  retry?: (failureCount: number, error: unknown) => boolean;
  /** How long to wait before that attempt (default `retryDelay`). */
  retryDelay?: (failureCount: number) => number;
}

export type RemoteState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export const PENDING: RemoteState<never> = { status: 'pending' };

interface Entry {
  state: RemoteState<unknown>;
  fetchedAt: number;
  inFlight: Promise<unknown> | undefined;
  listeners: Set<() => void>;
}

interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The app's cache of remote data (spec §9): concurrent reads of one key share a call, data stays
 * fresh for 30 s, failures are retried with a doubling delay, refused requests (4xx) are not, and
 * refetching stale data keeps showing the old data until the new arrives. Screens subscribe with
 * `useRemote`; route loaders and journey actors call `read`.
 */
export class RemoteCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys whose data the page already showed before the app ran (see `adoptFromPage`). */
  private readonly inPage = new Set<string>();

  constructor(private readonly clock: Clock = realClock) {}

  /** The data, from the cache while it is fresh, else from a new call (shared while it runs). */
  read<T>(request: RemoteRead<T>): Promise<T> {
    const entry = this.entry(request.key);
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    const fresh = this.fresh(request);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const inFlight = this.loadWithRetries(request).then(
      (data) => {
        this.settle(entry, { status: 'success', data });
        return data;
      },
      (error: unknown) => {
        // A failed refresh keeps the data the screen already shows.
        this.settle(
          entry,
          entry.state.status === 'success' ? entry.state : { status: 'error', error },
        );
        throw error;
      },
    );
    entry.inFlight = inFlight;
    return inFlight;
  }

  /** The request's data while it is fresh (what `read` answers without a call), else undefined. */
  fresh<T>({ key }: RemoteRead<T>): T | undefined {
    const entry = this.entries.get(key);
    if (entry?.state.status !== 'success' || this.clock.now() - entry.fetchedAt >= STALE_TIME_MS) {
      return undefined;
    }
    return entry.state.data as T;
  }

  /** What is known of the key now. */
  state<T>(key: string): RemoteState<T> {
    return (this.entries.get(key)?.state ?? PENDING) as RemoteState<T>;
  }

  /** Puts data in the cache as if it had just been fetched. */
  set(key: string, data: unknown): void {
    this.settle(this.entry(key), { status: 'success', data });
  }

  /**
   * Puts data in the cache that the page already shows, written into it before the app ran
   * (`src/ui/shared/before-app.ts`): the hydrating render must show it too.
   */
  adoptFromPage(key: string, data: unknown): void {
    this.set(key, data);
    this.inPage.add(key);
  }

  /** What the hydrating render sees of the key: pending, as in the HTML, unless the page shows it. */
  hydrationState<T>(key: string): RemoteState<T> {
    return this.inPage.has(key) ? this.state<T>(key) : PENDING;
  }

  /** Calls `listener` whenever the key's state changes; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void {
    const { listeners } = this.entry(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: PENDING, fetchedAt: 0, inFlight: undefined, listeners: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private settle(entry: Entry, state: RemoteState<unknown>): void {
    entry.inFlight = undefined;
    if (state.status === 'success') entry.fetchedAt = this.clock.now();
    entry.state = state;
    entry.listeners.forEach((listener) => listener());
  }

  private async loadWithRetries<T>({
    load,
    retry = shouldRetry,
    retryDelay: delay = retryDelay,
  }: RemoteRead<T>): Promise<T> {
    for (let failureCount = 0; ; failureCount += 1) {
      try {
        return await load();
      } catch (error) {
        if (!retry(failureCount, error)) throw error;
        await this.clock.sleep(delay(failureCount));
      }
    }
  }
}
