/**
 * The prefill of the visitor in this browser, for the journeys and their route loaders. An
 * anonymous visitor has nothing to prefill (spec §6), so the lookup's module, with its calls, is
 * loaded only for a signed-in one: an anonymous first visit downloads none of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { readSessionTokens, visitorIsSignedIn } from './cookies';
import type { Prefill } from './prefill';

/** The prefill, its calls shared and cached by the query client; never rejects. */
export async function visitorPrefill(queryClient: QueryClient): Promise<Prefill> {
  if (!visitorIsSignedIn()) return { signedIn: false };
  const { fetchPrefill } = await import('./prefill');
  return fetchPrefill(queryClient, readSessionTokens());
}
