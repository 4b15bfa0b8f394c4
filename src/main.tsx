import 'virtual:theme.css';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/queries/query-client';
import { App } from './app';
import { trackPageViews } from './monitoring/page-tracking';
import { scheduleMonitoring } from './monitoring/schedule-monitoring';
import { createAppRouter } from './routes/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);
// Consent gating, RUM and the chat beacon load at idle time after load, never in this chunk.
scheduleMonitoring();

// A page the build rendered (`scripts/prerender.ts`) is hydrated by the router (`RouterClient`),
// with the matches and query data the build dehydrated into it; as a transition, so React yields
// to the browser between components. Any other path gets the empty app shell, rendered here.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(
      container,
      <App queryClient={queryClient}>
        <RouterClient router={router} />
      </App>,
    );
  });
} else {
  createRoot(container).render(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
}
