/**
 * Build-time rendering of a page (`scripts/prerender.ts`) through TanStack Router's own SSR: the
 * router's request handler resolves the route on a server history and runs its loaders, which read
 * the page's data through Query (`loadedWith` in the route tree); `renderRouterToString` renders
 * the app (`app.tsx`) and writes, where the root route renders `<Scripts/>`, what the router and
 * the router–Query integration dehydrate for the browser's `RouterClient`. A journey step is
 * rendered as a new visitor sees it (`src/routes/built-step.ts`), or, where its route is
 * `ssr: false`, as the site's frame with the step's pending state.
 */
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { createQueryClient } from './api/queries/query-client';
import { App } from './app';
import { APP_BASE_PATH } from './config';
import { CATEGORY_SLUGS } from './content/category-pages';
import { sanitizeInJsdom } from './content/sanitize-in-jsdom';
import { createAppRouter } from './routes/router';

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

/** The origin the build's requests are made on; the page's links are relative to the base path. */
const BUILD_ORIGIN = 'http://prerender.invalid';

export interface PrerenderedPage {
  /** The markup of the `#root` element, the router's dehydration scripts included. */
  html: string;
  /** What the page's head gets (`HOISTED_HEAD`): its title and description, and preloads. */
  head: string;
  /** Whether the route resolved (no redirect, not-found or error): the router's status 200. */
  resolved: boolean;
  /** The matched route, e.g. `/$category/$article`. */
  routePath: string | undefined;
}

/** The route a router path such as `/meters/faulty-meter` matches (`/$category/$article`), if any. */
export function routePathOf(path: string): string | undefined {
  const router = createAppRouter(createQueryClient());
  const [, , foundRoute] = router.getMatchedRoutes(path);
  // `AnyRoute` types its path loosely: keep only a string.
  const fullPath: unknown = foundRoute?.fullPath;
  return typeof fullPath === 'string' ? fullPath : undefined;
}

/**
 * What React hoisted out of a render with no `<head>` of its own, written before the app's markup:
 * the `<title>` and `<meta>` elements `<HeadContent/>` renders, and the preloads of images marked
 * `fetchPriority="high"`.
 */
const HOISTED_HEAD = /^((?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*)([\s\S]*)$/;

/** Renders the page of `path` (a router path such as `/` or `/meters/faulty-meter`). */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handle = createRequestHandler({
    request: new Request(new URL(`${APP_BASE_PATH}${path}`, BUILD_ORIGIN)),
    createRouter: () => createAppRouter(createQueryClient(), { rendersHtml: true }),
  });
  let routePath: string | undefined;
  const response = await handle(({ router, responseHeaders }) => {
    routePath = router.state.matches.at(-1)?.fullPath;
    return renderRouterToString({
      router,
      responseHeaders,
      children: (
        <App queryClient={router.options.context.queryClient}>
          <RouterServer router={router} />
        </App>
      ),
    });
  });
  const rendered = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  const [, head = '', html = ''] = HOISTED_HEAD.exec(rendered) ?? [];
  return { head, html, routePath, resolved: response.status === 200 };
}
