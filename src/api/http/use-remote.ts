import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { PENDING, type RemoteCache, type RemoteRead, type RemoteState } from './remote-cache';

export const RemoteCacheContext = createContext<RemoteCache | undefined>(undefined);

const ignore = (): undefined => undefined;

/** What a screen reads of a piece of remote data. */
export interface RemoteView<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

function viewOf<T>(state: RemoteState<T>): RemoteView<T> {
  return {
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : undefined,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  };
}

/**
 * The state of a piece of remote data, fetched (or refreshed when stale) while a screen shows it.
 * A server render and the hydrating render see it pending, as the prerendered HTML does, unless
 * the page showed it before the app ran (`RemoteCache.adoptFromPage`).
 */
export function useRemote<T>(
  request: RemoteRead<T>,
  { enabled = true }: { enabled?: boolean } = {},
): RemoteView<T> {
  const cache = useContext(RemoteCacheContext);
  if (!cache) throw new Error('useRemote needs a RemoteCacheContext provider.');
  const { key } = request;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = cache.subscribe(key, onChange);
      // Failures are in the state the screen reads.
      if (enabled) cache.read(request).catch(ignore);
      return unsubscribe;
    },
    // `request` is rebuilt on every render; its key says which data it is.
    [cache, key, enabled],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (enabled ? cache.state<T>(key) : PENDING),
    () => (enabled ? cache.hydrationState<T>(key) : PENDING),
  );
  return viewOf(state);
}
