/**
 * Build-time rendering of a page (`scripts/prerender.ts`): the same app as in the browser
 * (`app.tsx`), with the route resolved on a memory history. Nothing is fetched here — data the
 * APIs give at run time renders as sized placeholders, which the browser fills in after hydration.
 * A journey step's route runs its chart as for a new visitor with an empty browser session.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { journeyRoutes } from '../machines/journey-routes';
import { RemoteCache } from './api/http/remote-cache';
import { articleUrl } from './api/queries/article';
import { categoriesPath } from './api/queries/categories';
import { HEADER_CONFIGURATION_PATH } from './api/queries/header-configuration';
import { meterReadConfigPath } from './api/queries/meter-read-config';
import { OUTAGE_NOTICE_PATH } from './api/queries/outage-notice';
import { contentApi, outageApi } from './api/http/clients';
import { App } from './app';
import { CATEGORY_SLUGS } from './content/category-pages';
import { sanitizeInJsdom } from './content/sanitize-in-jsdom';
import { BASE_PATH, createAppRouter } from './routes/router';
import { headOf } from './ui/shared/page-head';

/** The description of a page with none of its own: the app shell's (`scripts/prerender.ts`). */
export { SITE_DESCRIPTION } from './ui/shared/page-head';

// HTML the server renders is sanitised as in the browser, by DOMPurify in jsdom's window.
sanitizeInJsdom();

/**
 * Where prerendering starts: home, contact us and the 12 categories with authored content. The
 * prerender step adds every content page these link to (the articles).
 */
export const CONTENT_ROUTE_SEEDS: readonly string[] = [
  '/',
  '/contact-us',
  ...CATEGORY_SLUGS.map((slug) => `/${slug}`),
];

/**
 * The header configuration: every page's header shows its parts once it arrives, so every page,
 * the app shell too, preloads it.
 */
export const HEADER_CONFIGURATION_URL = contentApi.urlOf(HEADER_CONFIGURATION_PATH);

export interface PrerenderedPage {
  /** The markup of the `#root` element. */
  html: string;
  /** The page's `<title>` and meta description, as its routes' `head()`s give them. */
  title: string | undefined;
  description: string | undefined;
  /** Whether every route of the page resolved (no redirect, not-found or error). */
  resolved: boolean;
  /** The matched route, e.g. `/$category/$article`. */
  routePath: string | undefined;
  /**
   * URLs of the run-time data the page's screen shows (see `screenData`). The page preloads them,
   * so they arrive while the app's scripts load instead of after hydration.
   */
  dataPreloads: string[];
  /**
   * On a journey step's page, the fingerprint of the chart that accepted the step (see
   * `JourneySession.fingerprint`): the browser hydrates the page only when its chart has the same.
   */
  stepFingerprint: string | undefined;
}

export interface RenderOptions {
  /** Render a journey step's page as the site's frame with a loading status (no chart runs). */
  stepFrameOnly?: boolean;
}

/** The route a router path such as `/meters/faulty-meter` matches (`/$category/$article`), if any. */
export function routePathOf(path: string): string | undefined {
  const router = createAppRouter(new RemoteCache());
  const [, , foundRoute] = router.getMatchedRoutes(path);
  // `AnyRoute` types its path loosely: keep only a string.
  const fullPath: unknown = foundRoute?.fullPath;
  return typeof fullPath === 'string' ? fullPath : undefined;
}

/** Renders the page of `path` (a router path such as `/` or `/meters/faulty-meter`). */
export async function renderPage(
  path: string,
  { stepFrameOnly = false }: RenderOptions = {},
): Promise<PrerenderedPage> {
  const remote = new RemoteCache();
  const router = createAppRouter(remote, { stepFrameOnly });
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [`${BASE_PATH}${path}`] }),
  });
  await router.load();
  const html = renderToString(<App remote={remote} router={router} />);
  const match = router.state.matches.at(-1);
  return {
    html,
    ...headOf(router.state.matches),
    resolved: router.state.matches.every(({ status }) => status === 'success'),
    routePath: match?.fullPath,
    dataPreloads: match ? screenData(match.fullPath, match.params) : [],
    stepFingerprint: router.options.context.journeys.stepFingerprint(),
  };
}

/**
 * The run-time data a screen reads as soon as the app runs: home's outage notice, the categories
 * list on a category (which must list it, and gives its meta description), an article's body with
 * the categories list that must name it (the article shows once the list does), and the meter-read
 * form's configuration (the form waits for it).
 */
function screenData(routePath: string, params: Record<string, string>): string[] {
  switch (routePath) {
    case '/':
      return [outageApi.urlOf(OUTAGE_NOTICE_PATH)];
    case '/$category':
      return [contentApi.urlOf(categoriesPath())];
    case '/$category/$article':
      return [
        contentApi.urlOf(categoriesPath()),
        articleUrl(params.category ?? '', params.article ?? ''),
      ];
    case journeyRoutes.meterRead.path:
      return [contentApi.urlOf(meterReadConfigPath())];
    default:
      return [];
  }
}
