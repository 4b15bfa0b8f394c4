/**
 * The route side of the journeys: a step route's `beforeLoad` lets the journey's chart decide
 * whether its screen may show (the GOV.UK "can visit?" check), and step loaders warm what a screen
 * needs through the query client. Everything journey-specific loads lazily, never in the entry chunk.
 */
import { lazyRouteComponent, redirect, type HistoryState } from '@tanstack/react-router';
import { journeyRoutes, journeyTitles, type JourneyRouteId } from '../../machines/journey-routes';
import { meterReadConfigQuery } from '../api/queries/meter-read-config';
import type { JourneyName, JourneyRegistry } from '../journeys/journey-registry';
import type { Navigation, RouteParams } from '../journeys/journey-session';
import { StepPending } from '../ui/journeys/shared/step-pending';
import { journeyTitle, pageHead } from '../ui/shared/page-head';
import type { RouterContext } from './router';

/** What a step route's `beforeLoad` reads. */
interface StepLoad {
  context: RouterContext;
  location: VisitedLocation;
  params: RouteParams;
  preload: boolean;
}

/** What a step route's `head()` reads. */
interface StepHead {
  match: { context: RouterContext };
  params: RouteParams;
}

/** A journey's screens module: the step screens, and the titles of steps whose chart has none. */
interface StepScreens {
  stepTitle?: (step: JourneyRouteId, params: RouteParams) => string;
}

/** The journey and step a step route shows (its `staticData`, read by `src/routes/built-step.ts`). */
export interface JourneyStep {
  journey: JourneyName;
  step: JourneyRouteId;
}

/** The location a step is visited at: its search params (prefill) and its history state. */
interface VisitedLocation {
  search: Readonly<Record<string, unknown>>;
  state: HistoryState;
}

/**
 * Opens the journey for a visit to `step` and tells its chart the URL shows it: null when the chart
 * accepts, else where the router must be instead.
 */
export async function visitStep(
  journeys: JourneyRegistry,
  { journey, step }: JourneyStep,
  { search, state }: VisitedLocation,
  params: RouteParams,
): Promise<Navigation | null> {
  const session = await journeys.open(journey, search, state);
  return session.visit({ route: journeyRoutes[step].path, params });
}

/** What a journey step route may add: a check of the URL's params, a loader that warms data. */
interface StepOptions {
  /** Runs before the chart is asked, e.g. an unknown complaint value leaves for the not-found page. */
  guard?: (params: RouteParams) => Promise<void>;
  loader?: (load: { context: RouterContext }) => Promise<void> | void;
  /**
   * False for a step the build does not render (its page is the site's frame with the step's
   * pending state): one a new visitor's chart refuses. The build fails when a step it renders
   * redirects a new visitor.
   */
  ssr?: boolean;
}

/**
 * `createRoute` options of a journey's steps under the layout route `getParentRoute` returns:
 * `step(id, component, options)` gives that step's path, its screen (`component`, exported by the
 * journey's `screens`) and a `beforeLoad` that opens the journey (its chart and code), runs the
 * `guard`, tells the chart the URL shows the step and redirects to the chart's own step when it
 * refuses. A preload (link hover) only starts downloading the screens. The build renders a step
 * as a new visitor sees it, unless its `ssr` is false; whether a visitor's browser hydrates that
 * page or renders the step its own chart shows is `src/routes/built-step.ts`'s.
 */
export function journeyStepRoutes<
  TGetParent extends () => unknown,
  TScreens extends Record<string, unknown> & StepScreens,
>(getParentRoute: TGetParent, journey: JourneyName, screens: () => Promise<TScreens>) {
  return <const TStep extends JourneyRouteId>(
    step: TStep,
    component: keyof TScreens & string,
    { guard, loader = ignore, ssr = true }: StepOptions = {},
  ) => ({
    getParentRoute,
    path: pathOf(journeyRoutes[step]),
    staticData: { journeyStep: { journey, step } },
    beforeLoad: async ({ context, location, params, preload }: StepLoad): Promise<void> => {
      // The screens download while the chart's code loads, not after it.
      const screensLoading = screens();
      if (preload) return;
      await guard?.(params);
      const navigation = await visitStep(context.journeys, { journey, step }, location, params);
      if (navigation === null) {
        await screensLoading;
        return;
      }
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect() is thrown by design
      throw redirect(navigation);
    },
    loader,
    ssr,
    pendingComponent: StepPending,
    // A chart's answer takes a moment: the step replaces the pending state at once.
    pendingMinMs: 0,
    // The step's title (spec §1), 'Error: ' first while its chart shows errors (GOV.UK); the
    // screen's form keeps the prefix in step with the chart (`StepForm`).
    head: async ({ match: { context }, params }: StepHead) => {
      const title = journeyTitles[step] ?? (await screens()).stepTitle?.(step, params) ?? '';
      return pageHead(journeyTitle(title, context.journeys.showsErrors(journey)));
    },
    component: lazyRouteComponent(screens, component),
  });
}

/** A step's path with its literal type kept (the route tree's typed links and params need it). */
function pathOf<TRoute extends { path: string }>(route: TRoute): TRoute['path'] {
  return route.path;
}

const ignore = (): undefined => undefined;

/** Starts the signed-in customer's prefill lookup (spec §4 Prefill) so the details form has it. */
export function warmPrefill({ context }: { context: RouterContext }): void {
  import('../session/visitor-prefill')
    .then(({ visitorPrefill }) => visitorPrefill(context.queryClient))
    .catch(ignore);
}

/**
 * The meter-read form needs a configuration and the prefill; both start before it renders. Any
 * configuration the browser holds will do, however old: the page has Query read a stale one again
 * once it shows. The read is answered, for a loader that waits for it.
 */
export function warmMeterReadStep({ context }: { context: RouterContext }): Promise<unknown> {
  warmPrefill({ context });
  return context.queryClient.query({ ...meterReadConfigQuery(), staleTime: 'static' });
}
