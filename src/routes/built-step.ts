/**
 * How a journey step's prerendered page starts in the browser. The build renders each step as a
 * new visitor sees it: the chart started with nothing kept, no sign-in and no prefill. That page is
 * hydrated only for such a visitor, whose chart starts where the build's did; anyone else's browser
 * renders the step their own chart shows (docs/decisions.md, "Journey steps are prerendered for a
 * new visitor").
 */
import type { RouteParams } from '../journeys/journey-session';
import { visitorIsSignedIn } from '../session/cookies';
import { visitStep, type JourneyStep } from './journey-steps';
import type { AppRouter } from './router';

/** The journey step the build rendered at the URL, with the URL's params, if it rendered one. */
function builtStepOf(router: AppRouter): [JourneyStep, RouteParams] | undefined {
  const { pathname, search } = router.latestLocation;
  for (const match of router.matchRoutes(pathname, search)) {
    const step = match.staticData.journeyStep;
    if (step !== undefined && match.ssr !== false) return [step, match.params];
  }
  return undefined;
}

/**
 * Whether the page's HTML is what this visitor is to see, so the app hydrates it: a content page
 * always; a journey step only for a new visitor to its journey (this session keeps nothing of it,
 * not signed in, no prefill in the URL). What the journeys keep is read by their storage module,
 * which a content page does not load.
 */
export async function hydratesAsBuilt(router: AppRouter): Promise<boolean> {
  const found = builtStepOf(router);
  if (found === undefined) return true;
  if (visitorIsSignedIn() || router.latestLocation.searchStr !== '') return false;
  const [{ journey }] = found;
  const { keepsNothingOf } = await import('../journeys/persistence');
  return keepsNothingOf(journey);
}

/**
 * The router's `hydrate` hook: a hydrating router runs no `beforeLoad` of a match the server
 * rendered, so this opens the step's journey and tells its chart the URL shows the step, as the
 * step route's `beforeLoad` does on any other load. The chart accepts what it rendered at build
 * time; should it not, the router goes to the chart's step.
 */
export async function openBuiltStep(router: AppRouter): Promise<void> {
  const found = builtStepOf(router);
  if (found === undefined) return;
  const [step, params] = found;
  const { journeys } = router.options.context;
  const navigation = await visitStep(journeys, step, router.latestLocation, params);
  if (navigation !== null) void router.navigate(navigation);
}
