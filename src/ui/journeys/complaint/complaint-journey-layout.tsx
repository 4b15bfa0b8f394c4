import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import {
  ComplaintJourney,
  complaintBinding,
  provideComplaintJourney,
} from '../../../journeys/complaint-journey';
import { readPersonalDetails, readSubmissionKey } from '../../../journeys/persistence';
import { useDetailsPrefill } from '../../../journeys/use-details-prefill';
import { useJourneyInspector } from '../../../journeys/inspector';
import { useJourneyRouteSync } from '../../../journeys/use-journey-route-sync';
import { JourneyFrame } from '../shared/journey-layout';

/**
 * Layout route of the complaint / enquiry journey: creates the journey's actor once (resuming from
 * the cached personal details), binds it to the router and provides it to the step routes.
 */
export function ComplaintJourneyLayout() {
  const queryClient = useQueryClient();
  const { signedIn, prefill } = useDetailsPrefill();
  const accountNumber = prefill?.accountNumber ?? null;
  // The actor is created once; @xstate/react hands it the latest implementations on each render,
  // so the lead is built with the signed-in state and account of the moment it is posted.
  const logic = useMemo(
    () => provideComplaintJourney({ queryClient, author: () => ({ signedIn, accountNumber }) }),
    [queryClient, signedIn, accountNumber],
  );
  const [input] = useState(() => ({
    personalDetails: readPersonalDetails(),
    submissionKey: readSubmissionKey('complaint'),
  }));
  // Development only: `?inspect` streams the actor to the Stately inspector (src/journeys/inspector.ts).
  const inspect = useJourneyInspector();
  const actor = useActorRef(logic, { input, inspect });
  useJourneyRouteSync(actor, complaintBinding);
  return (
    <ComplaintJourney.Provider value={actor}>
      <JourneyFrame />
    </ComplaintJourney.Provider>
  );
}
