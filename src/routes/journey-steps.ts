/**
 * The route side of the journeys: a step route's `beforeLoad` lets the journey's chart decide
 * whether its screen may show (the GOV.UK "can visit?" check), and step loaders warm what a screen
 * needs through TanStack Query. Everything journey-specific loads lazily, never in the entry chunk.
 */
import { redirect } from '@tanstack/react-router';
import { journeyRoutes, type JourneyRouteId } from '../../machines/journey-routes';
import type { JourneyName } from '../journeys/journey-registry';
import type { RouteParams } from '../journeys/route-sync';
import type { RouterContext } from './router';

/** What a step route's `beforeLoad` reads. */
interface StepLoad {
  context: RouterContext;
  location: { search: Readonly<Record<string, unknown>> };
  params: RouteParams;
  preload: boolean;
}

/**
 * `beforeLoad` of a journey's steps: opens the journey (its chart and code), tells the chart the
 * URL shows `step`, and redirects to the chart's own step when it refuses. A preload (link hover)
 * only starts downloading the screens. The server build (prerendering) opens no journey and
 * fetches nothing: the step's page is built with a loading status in the step's place
 * (`JourneyStepPending` in the route tree); `import.meta.env.SSR` is a build-time constant, so the
 * browser's code carries none of this.
 */
export function journeyStep(journey: JourneyName, screens: () => Promise<unknown>) {
  return (step: JourneyRouteId) =>
    async ({ context, location, params, preload }: StepLoad): Promise<void> => {
      // The screens download while the chart's code loads, not after it.
      const screensLoading = screens();
      if (preload || import.meta.env.SSR) return;
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
    };
}

const ignore = (): undefined => undefined;

/** Starts the signed-in customer's prefill lookup (spec §4 Prefill) so the details form has it. */
export function warmPrefill({ context }: { context: RouterContext }): void {
  if (import.meta.env.SSR) return;
  import('../session/prefill')
    .then(({ loadPrefill }) => loadPrefill(context.queryClient))
    .catch(ignore);
}

/** The meter-read form needs its configuration and the prefill; both start before it renders. */
export function warmMeterReadStep({ context }: { context: RouterContext }): void {
  if (import.meta.env.SSR) return;
  warmPrefill({ context });
  import('../api/queries/meter-read-config')
    .then(({ meterReadConfigQueryOptions }) =>
      context.queryClient.query(meterReadConfigQueryOptions()),
    )
    .catch(ignore);
}
