import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, read synchronously on the first render so a phone layout
 * never flashes its desktop form first.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
