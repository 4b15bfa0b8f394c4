import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
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
import { createQueryClient } from '../../../src/api/queries/query-client';
import { SiteMantineProvider } from '../../../src/ui/site-mantine-provider';

/**
 * Renders a screen inside a minimal router under the app's basepath, at `path` (relative to
 * /help-and-support). The screen is mounted on routes shaped like the app's: `/`, `/$category`
 * and `/$category/$article`, so typed links build the same hrefs as in the app.
 */
export function renderWithRouter(
  screen: () => ReactNode,
  {
    path = '/',
    queryClient = createQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
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
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteMantineProvider>,
  );
  return { ...result, router, queryClient };
}
