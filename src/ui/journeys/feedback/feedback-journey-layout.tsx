import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  FeedbackJourney,
  feedbackBinding,
  provideFeedbackJourney,
} from '../../../journeys/feedback-journey';
import { readFeedback, readSubmissionKey } from '../../../journeys/persistence';
import { useJourneyInspector } from '../../../journeys/inspector';
import { useJourneyRouteSync } from '../../../journeys/use-journey-route-sync';
import { JourneyFrame } from '../shared/journey-layout';

/**
 * Layout route of the refund-feedback journey: creates the journey's actor once (resuming from the
 * cached feedback text), binds it to the router and provides it to the step routes.
 */
export function FeedbackJourneyLayout() {
  const queryClient = useQueryClient();
  const [logic] = useState(() => provideFeedbackJourney({ queryClient }));
  const [input] = useState(() => ({
    feedback: readFeedback(),
    submissionKey: readSubmissionKey('feedback'),
  }));
  // Development only: `?inspect` streams the actor to the Stately inspector (src/journeys/inspector.ts).
  const inspect = useJourneyInspector();
  const actor = useActorRef(logic, { input, inspect });
  useJourneyRouteSync(actor, feedbackBinding);
  return (
    <FeedbackJourney.Provider value={actor}>
      <JourneyFrame />
    </FeedbackJourney.Provider>
  );
}
