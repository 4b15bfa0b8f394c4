/**
 * The one place the journeys' details forms learn whether the visitor is signed in and what to
 * prefill (spec §4 "Prefill"). It adapts the session module's `usePrefill`, so a change there touches
 * only this file.
 */
import { usePrefill, type PrefillDetails } from '../session/prefill';

export type { PrefillDetails };

/** Legend choice and prefill values of a details form. */
export interface DetailsPrefill {
  /** 'Your details' when signed in, else 'Enter your details'. */
  signedIn: boolean;
  /** The signed-in customer's details, once looked up (never for anonymous visitors). */
  prefill?: PrefillDetails;
}

/** Whether the visitor is signed in, and the details to prefill once they are known. */
export function useDetailsPrefill(): DetailsPrefill {
  const { signedIn, details } = usePrefill();
  return details === undefined ? { signedIn } : { signedIn, prefill: details };
}

/** The legend of a details form (spec §4). */
export function detailsLegend(signedIn: boolean): string {
  return signedIn ? 'Your details' : 'Enter your details';
}
