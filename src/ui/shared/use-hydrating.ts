import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * True while rendering on a server and while the browser hydrates that HTML; false from the render
 * after (and in a browser render that hydrates nothing).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
}
