/**
 * Posting a journey's lead: the leads call with its failure told the way the charts understand
 * (machines/journey-kernel.ts), logged and tracked as spec §8 asks.
 */
import { LeadPostFailure } from '../../machines/journey-kernel';
import type { QueryClient } from '@tanstack/react-query';
import type { LeadReceipt } from '../../machines/journey-kernel';
import { MainApiError } from '../api/http/api-errors';
import { mutate } from '../api/queries/query-client';
import type { LeadRequest } from '../api/schemas/leads';
import { trackApiError } from '../monitoring/error-tracking';

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
    throw new LeadPostFailure(error instanceof MainApiError ? 'notRecorded' : 'technical', {
      cause: error,
    });
  }
}
