/**
 * The prefill of the visitor in this browser, for the journeys and their route loaders. An
 * anonymous visitor has nothing to prefill (spec §6), so the lookup's module, with its calls, is
 * loaded only for a signed-in one: an anonymous first visit downloads none of it.
 */
import type { RemoteCache } from '../api/http/remote-cache';
import { visitorIsSignedIn } from './cookies';
import type { Prefill } from './prefill';

/** The prefill, fetched once and then read from the cache; never rejects. */
export async function visitorPrefill(remote: RemoteCache): Promise<Prefill> {
  if (!visitorIsSignedIn()) return { signedIn: false };
  const { prefillRead } = await import('./prefill');
  return remote.read(prefillRead());
}
