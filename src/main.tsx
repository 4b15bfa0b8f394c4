import { hashKey, type QueryKey } from '@tanstack/react-query';
import 'virtual:theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/queries/query-client';
import { App } from './app';
import type { BeforeAppModule } from './ui/shared/before-app';
import { trackPageViews } from './monitoring/page-tracking';
import { scheduleMonitoring } from './monitoring/schedule-monitoring';
import { createAppRouter } from './routes/router';
import {
  BEFORE_APP_ATTRIBUTE,
  JOURNEY_STEP_ATTRIBUTE,
  STEP_PLACEHOLDER_ATTRIBUTE,
} from './ui/shared/hydration';
import { handOverAnswers, hasAnswersBeforeApp } from './ui/shared/typed-before-app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageViews(router);
// Consent gating, RUM and the chat beacon load at idle time after load, never in this chunk.
scheduleMonitoring();

/**
 * Content routes and the journey steps a new visitor sees arrive as prerendered HTML
 * (`scripts/prerender.ts`); every other path gets the empty page. The router first resolves the
 * route, loads its screen's code and, on a journey step, lets the chart decide, as the build did;
 * first the query client takes over what the page's before-app module fetched, which the page may
 * already show (an article's body, the meter-read form's opening: `src/ui/shared/before-app.ts`).
 * Then the page is hydrated: TanStack Router leaves out its outer suspense boundary when it renders
 * on a server; `router.ssr` makes it do the same in the browser, so the two trees match. A journey
 * step's page is hydrated only when this browser's chart has the fingerprint the build's had (same
 * state, same context, which says whether the visitor is signed in): a visitor coming back with the
 * journey under way, a signed-in customer, or a visitor sent to another step gets the app rendered
 * over the page. So does a step's page that holds only the site's frame with a loading status; the
 * frame stays on screen until that render commits. Hydrating and that render are both
 * transitions, so React yields to the browser between components instead of holding the main
 * thread in one long task (docs/performance.md has the figures). A page the visitor has already
 * typed or chosen in is rendered over too; whatever is typed until that render replaces the page
 * is handed to the app once it runs.
 */
async function startOnPrerenderedPage(root: HTMLElement): Promise<void> {
  // Routing starts in a task of its own: run in the task that evaluated the entry's modules, it
  // made one long task of the two.
  await new Promise((resolve) => setTimeout(resolve));
  const shownBeforeApp = new Set((await adoptBeforeApp()).map((key) => hashKey(key)));
  const app = <App queryClient={queryClient} router={router} shownBeforeApp={shownBeforeApp} />;
  await router.load();
  const stepFingerprint = root.getAttribute(JOURNEY_STEP_ATTRIBUTE);
  const sameStep =
    stepFingerprint === null ||
    stepFingerprint === router.options.context.journeys.stepFingerprint();
  if (root.hasAttribute(STEP_PLACEHOLDER_ATTRIBUTE) || !sameStep || hasAnswersBeforeApp(root)) {
    handOverAnswers(root);
    startTransition(() => createRoot(root).render(app));
    return;
  }
  router.ssr = { manifest: undefined };
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** The keys of the data the page shows, once the query client has taken over what was read. */
async function adoptBeforeApp(): Promise<readonly QueryKey[]> {
  const beforeApp = document
    .querySelector(`script[${BEFORE_APP_ATTRIBUTE}]`)
    ?.getAttribute(BEFORE_APP_ATTRIBUTE);
  if (!beforeApp) return [];
  const module = (await import(/* @vite-ignore */ beforeApp)) as BeforeAppModule;
  return module.adoptShownBeforeApp(queryClient);
}

if (container.firstElementChild) {
  startOnPrerenderedPage(container).catch((error: unknown) => {
    console.error('The prerendered page could not be started', error);
  });
} else {
  createRoot(container).render(<App queryClient={queryClient} router={router} />);
}
