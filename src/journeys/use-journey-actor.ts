import { useRouter } from '@tanstack/react-router';
import type { JourneyName, JourneySessions } from './journey-registry';

/**
 * The actor of the journey whose step is on screen. The step route's `beforeLoad` has opened the
 * journey (and the chart has accepted the step) before the screen renders.
 */
export function useJourneyActor<N extends JourneyName>(name: N): JourneySessions[N]['actor'] {
  return useRouter().options.context.journeys.session(name).actor;
}
