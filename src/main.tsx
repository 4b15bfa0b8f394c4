import 'virtual:theme.css';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/queries/query-client';
import { App } from './app';
import { trackPageViews } from './monitoring/page-tracking';
import { scheduleMonitoring } from './monitoring/schedule-monitoring';
import { hydratesAsBuilt } from './routes/built-step';
import { createAppRouter } from './routes/router';
import { keepTypedBeforeApp } from './ui/journeys/shared/typed-before-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);
// Consent gating, RUM and the chat beacon load at idle time after load, never in this chunk.
scheduleMonitoring();

/**
 * A page the browser renders afresh came with a title and description that React does not own
 * (the app shell's, or those of a built step the visitor's chart replaces): `<HeadContent/>` writes
 * the page's own, and those go once it has rendered.
 */
const dropBuiltHeadOnceRendered = (): void => {
  const built = [...document.head.querySelectorAll('title, meta[name="description"]')];
  const stop = router.subscribe('onRendered', () => {
    stop();
    for (const element of built) element.remove();
  });
};

const renderInBrowser = (): void => {
  dropBuiltHeadOnceRendered();
  createRoot(container).render(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
};

/**
 * The router scrolls to the top when it first renders, as on every navigation; a visitor who
 * scrolled the built page before the app ran (or reloaded it, and the browser restored their
 * place) keeps their place. The router's own scroll is followed at once, before a frame is drawn.
 */
const keepScrollOnceRendered = (): void => {
  let place = { left: window.scrollX, top: window.scrollY };
  const track = (): void => {
    place = { left: window.scrollX, top: window.scrollY };
  };
  window.addEventListener('scroll', track, { passive: true });
  const stop = router.subscribe('onRendered', () => {
    stop();
    window.removeEventListener('scroll', track);
    window.scrollTo(place);
  });
};

// A page the build rendered (`scripts/prerender.ts`) is hydrated by the router (`RouterClient`),
// with the matches and query data the build dehydrated into it; as a transition, so React yields
// to the browser between components. Any other path gets the empty app shell, rendered here.
const hydrate = (): void => {
  keepScrollOnceRendered();
  startTransition(() => {
    hydrateRoot(
      container,
      <App queryClient={queryClient}>
        <RouterClient router={router} />
      </App>,
    );
  });
};

if (!container.hasChildNodes()) {
  renderInBrowser();
} else {
  void hydratesAsBuilt(router).then((asBuilt) => {
    if (asBuilt) hydrate();
    // A journey step built for a new visitor, and this visitor's chart may show it otherwise: the
    // built page stays on show while the router asks the chart, then the step it chose replaces it,
    // taking over what the visitor typed in the built page meanwhile.
    else {
      const builtPath = window.location.pathname;
      void router.load().then(() => {
        keepTypedBeforeApp(container, builtPath);
        renderInBrowser();
      });
    }
  });
}
