import { createRouter } from '@tanstack/react-router';
import type { RemoteCache } from '../api/http/remote-cache';
import { JourneyRegistry } from '../journeys/journey-registry';
import { RedirectToPageNotFound } from '../ui/shared/redirect-to-page-not-found';
import { routeTree } from './route-tree';

export const BASE_PATH = '/help-and-support';

export interface RouterContext {
  /** Remote data, shared by the loaders that start calls and the screens that show them. */
  remote: RemoteCache;
  /** The journeys' actors, opened by the journeys' step routes (src/journeys/journey-registry.ts). */
  journeys: JourneyRegistry;
  /**
   * Prerendering a journey step's page for visitors its chart sends elsewhere: the journey layout
   * shows a loading status where the step goes and no chart runs (`scripts/prerender.ts`).
   */
  stepFrameOnly: boolean;
}

export interface AppRouterOptions {
  /** See `RouterContext.stepFrameOnly`; false unless prerendering. */
  stepFrameOnly?: boolean;
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

export function createAppRouter(
  remote: RemoteCache,
  { stepFrameOnly = false }: AppRouterOptions = {},
) {
  const journeys = new JourneyRegistry(remote);
  const router = createRouter({
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    routeTree,
    basepath: BASE_PATH,
    context: { remote, journeys, stepFrameOnly },
    defaultPreload: 'intent',
    // Loaders read through the remote cache, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: RedirectToPageNotFound,
    scrollRestoration: false,
  });
  // The path each navigation starts from. The router's resolved location lags behind while a
  // transition is still rendering, so a quick Back would seem to come from the page before.
  let previousPath: string | undefined;
  let latestPath: string | undefined;
  router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    previousPath = latestPath;
    latestPath = toLocation.pathname;
  });
  journeys.attach({
    currentPath: () => router.latestLocation.pathname,
    previousPath: () => previousPath,
    navigate: ({ to, replace, state }) => {
      void router.navigate({ to, replace, ...(state === undefined ? {} : { state }) });
    },
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  // The one place the app's history state is typed. Links to a category carry its title, which
  // the category's page title uses (spec §1).
  interface HistoryState {
    title?: string;
  }
}
