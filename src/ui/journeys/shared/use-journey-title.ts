import { journeyTitle } from '../../shared/page-head';
import { useLiveTitle } from '../../shared/live-head';

/**
 * Keeps a journey step's title in step with its chart while it shows: 'Error: ' first while the
 * step shows errors (GOV.UK). The route's `head()` gives the title the step loads with.
 */
export function useJourneyTitle(title: string, hasErrors: boolean): void {
  useLiveTitle(journeyTitle(title, hasErrors));
}
