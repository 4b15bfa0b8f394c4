/**
 * What the journeys hand to the confirmation screen through the router's history state (spec §2
 * "confirmation": the origin path or 'feedback', and the response data whose id is the reference).
 * History state survives a reload of the confirmation page but not a new visit, so a confirmation
 * is only ever shown to the person who submitted.
 */
import { isComplaintValue, type ComplaintValue } from '../../machines/complaint-values';

/** Where the confirmation came from: a complaint value, or the refund feedback. */
export type ConfirmationOrigin = ComplaintValue | 'feedback';

/** The confirmation's data: its origin and the lead id returned by POST /v1/leads. */
export interface ConfirmationState {
  origin: ConfirmationOrigin;
  reference: string;
}

// Extends the app's history state (another module adds `title`); interfaces merge.
declare module '@tanstack/react-router' {
  interface HistoryState {
    confirmation?: ConfirmationState;
  }
}

/** The confirmation data in a history state, if it holds a complete one. */
export function confirmationFrom(state: unknown): ConfirmationState | undefined {
  if (typeof state !== 'object' || state === null || !('confirmation' in state)) return undefined;
  const { confirmation } = state;
  if (typeof confirmation !== 'object' || confirmation === null) return undefined;
  const { origin, reference } = confirmation as Partial<Record<keyof ConfirmationState, unknown>>;
  const knownOrigin = origin === 'feedback' || isComplaintValue(origin);
  return knownOrigin && typeof reference === 'string' && reference !== ''
    ? { origin, reference }
    : undefined;
}
