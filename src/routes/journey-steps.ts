/**
 * The route side of the journeys: a step route's `beforeLoad` lets the journey's chart decide
 * whether its screen may show (the GOV.UK "can visit?" check), and step loaders warm what a screen
 * needs through the query client. Everything journey-specific loads lazily, never in the entry chunk.
 */
import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import { journeyRoutes, journeyTitles, type JourneyRouteId } from '../../machines/journey-routes';
import { meterReadConfigQuery } from '../api/queries/meter-read-config';
import type { JourneyName } from '../journeys/journey-registry';
import type { RouteParams } from '../journeys/journey-session';
import { StepPending } from '../ui/journeys/shared/step-pending';
import { journeyTitle, pageHead } from '../ui/shared/page-head';
import type { RouterContext } from './router';

/** What a step route's `beforeLoad` reads. */
interface StepLoad {
  context: RouterContext;
  location: { search: Readonly<Record<string, unknown>> };
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

/** What a journey step route may add: a check of the URL's params, a loader that warms data. */
interface StepOptions {
  /** Runs before the chart is asked, e.g. an unknown complaint value leaves for the not-found page. */
  guard?: (params: RouteParams) => Promise<void>;
  loader?: (load: { context: RouterContext }) => void;
}

/**
 * `createRoute` options of a journey's steps under the layout route `getParentRoute` returns:
 * `step(id, component, options)` gives that step's path, its screen (`component`, exported by the
 * journey's `screens`) and a `beforeLoad` that opens the journey (its chart and code), runs the
 * `guard`, tells the chart the URL shows the step and redirects to the chart's own step when it
 * refuses. A preload (link hover) only starts downloading the screens. A step is rendered only in
 * the browser (`ssr: false`): its chart, restored from this browser's session and sign-in, is
 * the only one that may decide, so the build renders the step's page as the site's frame with
 * `StepPending` where the step goes, the same page for every visitor (docs/decisions.md).
 */
export function journeyStepRoutes<
  TGetParent extends () => unknown,
  TScreens extends Record<string, unknown> & StepScreens,
>(getParentRoute: TGetParent, journey: JourneyName, screens: () => Promise<TScreens>) {
  return <const TStep extends JourneyRouteId>(
    step: TStep,
    component: keyof TScreens & string,
    { guard, loader = ignore }: StepOptions = {},
  ) => ({
    getParentRoute,
    path: pathOf(journeyRoutes[step]),
    beforeLoad: async ({ context, location, params, preload }: StepLoad): Promise<void> => {
      // The screens download while the chart's code loads, not after it.
      const screensLoading = screens();
      if (preload) return;
      await guard?.(params);
      const session = await context.journeys.open(journey, location.search);
      const navigation = session.visit({ route: journeyRoutes[step].path, params });
      if (navigation === null) {
        await screensLoading;
        return;
      }
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect() is thrown by design
      throw redirect({
        to: navigation.to,
        replace: true,
        ...(navigation.state === undefined ? {} : { state: navigation.state }),
      });
    },
    loader,
    ssr: false,
    pendingComponent: StepPending,
    // The page has shown the pending state since its first paint: the step replaces it at once.
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

/** The meter-read form needs its configuration and the prefill; both start before it renders. */
export function warmMeterReadStep({ context }: { context: RouterContext }): void {
  warmPrefill({ context });
  context.queryClient.query(meterReadConfigQuery()).catch(ignore);
}
