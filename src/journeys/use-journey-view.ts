import { shallowEqual, useSelector } from '@xstate/react';
import type { JourneyName, JourneySessions } from './journey-registry';
import { useJourneyActor } from './use-journey-actor';

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
 */
export function useJourneyView<N extends JourneyName, TView>(
  name: N,
  select: (snapshot: SnapshotOf<JourneyActor<N>>) => TView,
): JourneyView<N, TView> {
  const actor = useJourneyActor(name);
  return { actor, view: useSelector(actor, select, shallowEqual) };
}
