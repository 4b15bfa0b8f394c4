import { mutationOptions } from '@tanstack/react-query';
import { mainApi } from '../http/clients';
import { leadResponseSchema, type LeadRequest } from '../schemas/leads';

/** A lead and the key every attempt of its submission sends. */
export interface LeadPost {
  lead: LeadRequest;
  idempotencyKey: string;
}

/**
 * POST /v1/leads — complaints, enquiries, feedback and meter reads. Resolves with the response's
 * `data` (spec §7: it goes to the confirmation; its `id` is the reference number). Every attempt of
 * one submission sends the same `idempotencyKey`, so the API stores the lead once.
 */
export const leadMutation = () =>
  mutationOptions({
    mutationKey: ['leads', 'post'],
    mutationFn: async ({ lead, idempotencyKey }: LeadPost) => {
      const response = await mainApi.post('/v1/leads', lead, leadResponseSchema, {
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return response.data;
    },
  });
