import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { SiteLayout } from '../ui/layout/site-layout';
import type { RouterContext } from './router';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../ui/home/home-page'), 'HomePage'),
});

const contactUsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact-us',
  component: lazyRouteComponent(() => import('../ui/contact-us/contact-us-page'), 'ContactUsPage'),
});

export const routeTree = rootRoute.addChildren([homeRoute, contactUsRoute]);
