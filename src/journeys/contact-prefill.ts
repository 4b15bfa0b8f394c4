/**
 * The details steps' `loadPrefill` actor (spec §4 "Prefill"): the signed-in customer's contact
 * details from the session's prefill lookup, none for anonymous visitors. It never rejects: a failed
 * lookup is logged by the session module and the form stays as typed.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ContactPrefill } from '../../machines/details-step';
import { visitorPrefill } from '../session/visitor-prefill';

/** The actor that answers with what to fill into a details form's empty contact fields. */
export function contactPrefillActor(queryClient: QueryClient) {
  return fromPromise<ContactPrefill>(async () => {
    const { details } = await visitorPrefill(queryClient);
    if (details === undefined) return {};
    const { firstName, surname, email, telephoneNumber } = details;
    return { firstName, surname, email, telephoneNumber };
  });
}
