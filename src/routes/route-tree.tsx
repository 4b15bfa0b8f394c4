import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { headerConfigurationQueryOptions } from '../api/queries/header-configuration';
import { SiteLayout } from '../ui/layout/site-layout';
import type { RouterContext } from './router';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The header renders with the page, not after it, so nothing shifts when its configuration
  // arrives. A failed call is logged and the header falls back to the brand bar.
  loader: ({ context }) =>
    context.queryClient.query(headerConfigurationQueryOptions()).catch((error: unknown) => {
      console.error('Header configuration could not be loaded', error);
    }),
  component: SiteLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../ui/home/home-page'), 'HomePage'),
});

/**
 * Parent of every screen that uses Mantine components: it loads MantineProvider with those routes
 * only. Screens built from plain elements and CSS modules (home, content pages) sit under the root.
 */
const withMantineRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'with-mantine',
  component: lazyRouteComponent(() => import('../ui/shared/mantine-layout'), 'MantineLayout'),
});

const contactUsRoute = createRoute({
  getParentRoute: () => withMantineRoute,
  path: '/contact-us',
  component: lazyRouteComponent(() => import('../ui/contact-us/contact-us-page'), 'ContactUsPage'),
});

export const routeTree = rootRoute.addChildren([
  homeRoute,
  withMantineRoute.addChildren([contactUsRoute]),
]);
