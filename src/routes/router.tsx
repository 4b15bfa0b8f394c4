import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { QueryClient } from '@tanstack/react-query';
import { APP_BASE_PATH } from '../config';
import { JourneyRegistry } from '../journeys/journey-registry';
import { PageLoadError } from '../ui/shared/page-load-error';
import { RedirectToPageNotFound } from '../ui/shared/redirect-to-page-not-found';
import { openBuiltStep } from './built-step';
import type { JourneyStep } from './journey-steps';
import { routeTree } from './route-tree';

export interface RouterContext {
  /** Server data, shared by the loaders that start calls, the screens and the charts' actors. */
  queryClient: QueryClient;
  /** The journeys' actors, opened by the journeys' step routes (src/journeys/journey-registry.ts). */
  journeys: JourneyRegistry;
  /**
   * The router renders a page's HTML (the build, `src/entry-server.tsx`): loaders wait for the data
   * the page shows, so the HTML holds it (`loadedWith` in the route tree).
   */
  rendersHtml: boolean;
}

export interface AppRouterOptions {
  /** See `RouterContext.rendersHtml`; false in the browser. */
  rendersHtml?: boolean;
}

/**
 * Search params are plain strings, read and written as the browser's URLSearchParams does. The
 * router's default JSON reading turns `?ref=12345678901234567890` into a rounded number and writes
 * strings that look like numbers back quoted (`%22…%22`); with plain strings a URL keeps its values —
 * the sign-in `state` holds the page's full query, and prefill links keep what they say. The
 * router writes a page's query back in this form when it loads, so `%20` reads `+`.
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

/**
 * The app's router, in the browser and in the build's server render (`src/entry-server.tsx`).
 * TanStack's router–Query integration carries the query client's data from the server render into
 * the page and hands it to the browser's client when the router hydrates, and provides the client
 * to the tree (`QueryClientProvider`).
 */
export function createAppRouter(
  queryClient: QueryClient,
  { rendersHtml = false }: AppRouterOptions = {},
) {
  const journeys = new JourneyRegistry(queryClient);
  const router = createRouter({
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    routeTree,
    basepath: APP_BASE_PATH,
    context: { queryClient, journeys, rendersHtml },
    defaultPreload: 'intent',
    // Loaders read through the query client, which owns caching: the router calls them every time.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: RedirectToPageNotFound,
    defaultErrorComponent: PageLoadError,
    scrollRestoration: false,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  // A journey step's chart is asked once the query cache holds the page's data, which the
  // integration's own `hydrate` puts there.
  const hydrateQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated) => {
    await hydrateQueries?.(dehydrated);
    await openBuiltStep(router);
  };
  // The path each navigation starts from. The router's resolved location lags behind while a
  // transition is still rendering, so a quick Back would seem to come from the page before. A
  // hydrated page started no navigation: the first starts from the page's own location.
  let previousPath: string | undefined;
  let latestPath: string | undefined;
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    previousPath = latestPath ?? fromLocation?.pathname;
    latestPath = toLocation.pathname;
  });
  journeys.attach({
    currentPath: () => router.latestLocation.pathname,
    previousPath: () => previousPath,
    navigate: (navigation) => {
      void router.navigate(navigation);
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  // A journey step route names its journey and step (`journeyStepRoutes`).
  interface StaticDataRouteOption {
    journeyStep?: JourneyStep;
  }
  // The one place the app's history state is typed. Links to a category carry its title, which
  // the category's page title uses (spec §1).
  interface HistoryState {
    title?: string;
  }
}
