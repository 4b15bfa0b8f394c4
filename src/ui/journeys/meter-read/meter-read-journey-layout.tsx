import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import {
  MeterReadJourney,
  meterReadBinding,
  provideMeterReadJourney,
} from '../../../journeys/meter-read-journey';
import { validateMeterReadSearch } from '../../../journeys/meter-read-search';
import { readSubmissionKey } from '../../../journeys/persistence';
import { withoutTrailingSlash } from '../../../journeys/route-sync';
import { useJourneyInspector } from '../../../journeys/inspector';
import { useJourneyRouteSync } from '../../../journeys/use-journey-route-sync';
import { JourneyFrame } from '../shared/journey-layout';

/**
 * Layout route of the meter-read journey: creates the journey's actor once with the prefill from the
 * URL (spec §3), binds it to the router and provides it to the form and confirm routes.
 */
export function MeterReadJourneyLayout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const search = useSearch({ strict: false });
  // `submit-meter-read/` redirects to `submit-meter-read` (spec §2). The router treats both as one
  // location, so a router redirect would not change the URL; the history entry is replaced instead.
  useLayoutEffect(() => {
    const { publicHref, state } = router.latestLocation;
    const canonical = withoutTrailingSlash(publicHref);
    if (canonical !== publicHref) router.history.replace(canonical, state);
  }, [router]);
  const [logic] = useState(() => provideMeterReadJourney({ queryClient }));
  const [input] = useState(() => ({
    prefill: validateMeterReadSearch(search),
    submissionKey: readSubmissionKey('meterRead'),
  }));
  // Development only: `?inspect` streams the actor to the Stately inspector (src/journeys/inspector.ts).
  const inspect = useJourneyInspector();
  const actor = useActorRef(logic, { input, inspect });
  useJourneyRouteSync(actor, meterReadBinding);
  return (
    <MeterReadJourney.Provider value={actor}>
      <JourneyFrame />
    </MeterReadJourney.Provider>
  );
}
