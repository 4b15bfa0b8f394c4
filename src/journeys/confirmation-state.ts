/**
 * What the journeys hand to the confirmation screen through the router's history state (spec §2
 * "confirmation": the origin path or 'feedback', and the response data whose id is the reference).
 * History state survives a reload of the confirmation page but not a new visit, so a confirmation
 * is only ever shown to the person who submitted.
 */
import { isComplaintValue, type ComplaintValue } from '../../machines/complaint-values';
import type { LeadReceipt } from '../../machines/journey-kernel';

/**
 * Where the confirmation came from: the origin path (the complaint's details page within the app,
 * e.g. `/complaints/gas-and-electricity`), or 'feedback'.
 */
export type ConfirmationOrigin = `/complaints/${ComplaintValue}` | 'feedback';

/** The confirmation's data: its origin and the response data of POST /v1/leads (its id). */
export interface ConfirmationState {
  origin: ConfirmationOrigin;
  data: LeadReceipt;
}

// Extends the app's history state (another module adds `title`); interfaces merge.
declare module '@tanstack/react-router' {
  interface HistoryState {
    confirmation?: ConfirmationState;
  }
}

/** The complaint value an origin names, or 'feedback'. */
export function originKind(origin: ConfirmationOrigin): ComplaintValue | 'feedback' {
  return origin === 'feedback' ? origin : (origin.slice('/complaints/'.length) as ComplaintValue);
}

function isOrigin(value: unknown): value is ConfirmationOrigin {
  if (value === 'feedback') return true;
  return (
    typeof value === 'string' &&
    value.startsWith('/complaints/') &&
    isComplaintValue(value.slice('/complaints/'.length))
  );
}

/** The confirmation data in a history state, if it holds a complete one. */
export function confirmationFrom(state: unknown): ConfirmationState | undefined {
  if (typeof state !== 'object' || state === null || !('confirmation' in state)) return undefined;
  const { confirmation } = state;
  if (typeof confirmation !== 'object' || confirmation === null) return undefined;
  const { origin, data } = confirmation as Partial<Record<keyof ConfirmationState, unknown>>;
  const receipt = receiptFrom(data);
  return isOrigin(origin) && receipt !== undefined ? { origin, data: receipt } : undefined;
}

/** A lead's receipt kept in a history state, if it is one (an id that is not empty). */
export function receiptFrom(value: unknown): LeadReceipt | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id } = value as Partial<Record<keyof LeadReceipt, unknown>>;
  return typeof id === 'string' && id !== '' ? { id } : undefined;
}
