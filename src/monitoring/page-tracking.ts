import type { AnyRouter } from '@tanstack/react-router';
import { toPageName } from './page-name';

interface PageViewEvent {
  event: 'pageView';
  pageName: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one page-view event to the analytics data layer. Query strings are never included. */
function pushPageView(pathname: string, target: Window = window): void {
  const event: PageViewEvent = { event: 'pageView', pageName: toPageName(pathname) };
  (target.dataLayer ??= []).push(event);
}

/**
 * Analytics on every page (spec §1): a page-view event once each page has rendered. The router
 * emits `onRendered` after every navigation and for the page it hydrated, which no navigation
 * resolved (`onResolved` misses it).
 */
export function trackPageViews(router: AnyRouter): () => void {
  return router.subscribe('onRendered', () => {
    pushPageView(window.location.pathname);
  });
}
