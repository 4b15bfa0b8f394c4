import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * jsdom has no `matchMedia`; Mantine's `useMediaQuery` needs one. Every query answers "no match"
 * (the desktop layout) unless a test sets `window.__matchMediaMatches` first.
 */
declare global {
  interface Window {
    __matchMediaMatches?: (query: string) => boolean;
  }
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): Partial<MediaQueryList> => ({
    matches: window.__matchMediaMatches?.(query) ?? false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement scrolling; the router resets the scroll position on navigation.
window.scrollTo = () => undefined;

// The testing library cleans up by itself only when vitest globals are on; they are not here.
afterEach(() => {
  cleanup();
  window.__matchMediaMatches = undefined;
  vi.restoreAllMocks();
});
