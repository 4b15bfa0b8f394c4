import { useRouter } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { JourneyName, JourneySessions } from './journey-registry';

type JourneyActor<N extends JourneyName> = JourneySessions[N]['actor'];
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

interface JourneyView<N extends JourneyName, TView> {
  /** Where the screen sends what the user does. */
  actor: JourneyActor<N>;
  view: TView;
}

/**
 * What a journey screen reads from its chart's snapshot, with the actor it sends the user's events
 * to. The view is compared shallowly, so the screen renders again only when one of its values changes.
 * The step route's `beforeLoad` has opened the journey (and its chart has accepted the step) before
 * the screen renders.
 */
export function useJourneyView<N extends JourneyName, TView>(
  name: N,
  select: (snapshot: SnapshotOf<JourneyActor<N>>) => TView,
): JourneyView<N, TView> {
  const actor: JourneyActor<N> = useRouter().options.context.journeys.session(name).actor;
  return { actor, view: useSelector(actor, select, shallowEqual) };
}
