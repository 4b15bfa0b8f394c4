import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RemoteCache } from '../../../src/api/http/remote-cache';
import { RemoteCacheContext } from '../../../src/api/http/use-remote';
import { SiteMantineProvider } from '../../../src/ui/site-mantine-provider';

/**
 * Renders a screen inside a minimal router under the app's basepath, at `path` (relative to
 * /help-and-support). The screen is mounted on routes shaped like the app's: `/`, `/$category`
 * and `/$category/$article`, so typed links build the same hrefs as in the app.
 */
export function renderWithRouter(
  screen: () => ReactNode,
  { path = '/', remote = new RemoteCache() }: { path?: string; remote?: RemoteCache } = {},
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = ['/', '/$category', '/$category/$article'].map((routePath) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath, component: screen }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    basepath: '/help-and-support',
    history: createMemoryHistory({ initialEntries: [`/help-and-support${path}`] }),
  });
  const result = render(
    <SiteMantineProvider>
      <RemoteCacheContext value={remote}>
        <RouterProvider router={router} />
      </RemoteCacheContext>
    </SiteMantineProvider>,
  );
  return { ...result, router, remote };
}
