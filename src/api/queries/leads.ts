import { mainApi } from '../http/clients';
import { leadResponseSchema, type LeadRequest } from '../schemas/leads';

/**
 * POST /v1/leads — complaints, enquiries, feedback and meter reads. Resolves with the response's
 * `data` (spec §7: it goes to the confirmation; its `id` is the reference number).
 */
export async function postLead(lead: LeadRequest) {
  const response = await mainApi.post('/v1/leads', lead, leadResponseSchema);
  return response.data;
}
