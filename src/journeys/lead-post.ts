/**
 * Posting a journey's lead: the leads call with its failure told the way the charts understand
 * (machines/journey-kernel.ts), logged and tracked as spec §8 asks.
 */
import { LeadPostFailure } from '../../machines/journey-kernel';
import type { QueryClient } from '@tanstack/react-query';
import type { LeadPostFailureKind, LeadReceipt } from '../../machines/journey-kernel';
import { MainApiError } from '../api/http/api-errors';
import { mutate } from '../api/queries/query-client';
import type { LeadRequest } from '../api/schemas/leads';
import { trackApiError } from '../monitoring/error-tracking';

/**
 * Which §8 message a failed lead post shows: the main API error only when the leads API refused
 * the data (a 4xx with a JSON:API errors document, 422 and 429 included); a server failure (5xx,
 * with or without an errors document) or no usable answer (network error, timeout, abort, an
 * unreadable answer) is a technical problem.
 */
function classifyLeadPostError(error: unknown): LeadPostFailureKind {
  const refused =
    error instanceof MainApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.details.length > 0;
  return refused ? 'notRecorded' : 'technical';
}

/** POST /v1/leads (the `leadMutation`); rejects with a `LeadPostFailure` saying which §8 message applies. */
export async function postJourneyLead(
  queryClient: QueryClient,
  lead: LeadRequest,
  idempotencyKey: string,
): Promise<LeadReceipt> {
  try {
    // The call and its zod schemas load with the first post, not with the journey's first step.
    const { leadMutation } = await import('../api/queries/leads');
    const { id } = await mutate(queryClient, leadMutation(), { lead, idempotencyKey });
    return { id };
  } catch (error) {
    trackApiError(error);
    throw new LeadPostFailure(classifyLeadPostError(error), { cause: error });
  }
}
