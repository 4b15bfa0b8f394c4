import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: Outlet });

const contentRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' }).lazy(() =>
  import('./content-page').then(({ Route }) => Route),
);

const journeyStepRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journey-step',
}).lazy(() => import('./journey-step').then(({ Route }) => Route));

const routeTree = rootRoute.addChildren([contentRoute, journeyStepRoute]);

export const createFloorRouter = () => createRouter({ routeTree, basepath: '/help-and-support' });

/**
 * Not registered as the router type (`Register`): the floor shares its type check with the app,
 * which registers its own. Lazy routes name it instead.
 */
export type FloorRouter = ReturnType<typeof createFloorRouter>;
