import { mainApi } from '../http/clients';
import { leadResponseSchema, type LeadRequest } from '../schemas/leads';

/**
 * POST /v1/leads — complaints, enquiries, feedback and meter reads. Resolves with the response's
 * `data` (spec §7: it goes to the confirmation; its `id` is the reference number). Every attempt of
 * one submission sends the same `idempotencyKey`, so the API stores the lead once.
 */
export async function postLead(lead: LeadRequest, idempotencyKey: string) {
  const response = await mainApi.post('/v1/leads', lead, leadResponseSchema, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.data;
}
