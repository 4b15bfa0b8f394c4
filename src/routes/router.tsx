import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RedirectToPageNotFound } from '../ui/shared/redirect-to-page-not-found';
import { routeTree } from './route-tree';

export const BASE_PATH = '/help-and-support';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * Search params are plain strings, read and written as the browser's URLSearchParams does. The
 * router's default JSON reading turns `?ref=12345678901234567890` into a rounded number and writes
 * strings that look like numbers back quoted (`%22…%22`); with plain strings a URL keeps its values —
 * the sign-in `state` holds the page's full query, and prefill links stay as they were written.
 */
export function parsePlainSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string') params.set(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean') params.set(key, `${value}`);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    routeTree,
    basepath: BASE_PATH,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: RedirectToPageNotFound,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
