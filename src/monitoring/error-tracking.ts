import { MainApiError } from '../api/http/api-errors';
import { toPageName } from './page-name';

/** An analytics event for a main API error (spec §8): ids and statuses only, no personal data. */
interface ApiErrorEvent {
  event: 'apiError';
  pageName: string;
  errorId: string | null;
  status: number;
  failureCount: number;
}

/**
 * Tracks a main API error in the analytics data layer, next to the page views. Other failures are
 * not tracked (spec §8: only the main API error is). The server's error texts stay out: they may
 * echo what the user typed.
 */
export function trackApiError(
  error: unknown,
  // Charts also run outside a browser (tests, Stately): there is no data layer there.
  target: Window | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!(error instanceof MainApiError) || target === undefined) return;
  const event: ApiErrorEvent = {
    event: 'apiError',
    pageName: toPageName(target.location.pathname),
    errorId: error.id ?? null,
    status: error.status,
    failureCount: error.failureCount,
  };
  (target.dataLayer ??= []).push(event);
}
