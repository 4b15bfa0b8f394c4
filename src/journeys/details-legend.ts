/**
 * The legend of a journey's details form (spec §4 "Prefill"): 'Your details' when the visitor is
 * signed in (the sign-in cookies say so at once), else 'Enter your details'. The prefilled values
 * reach the form through its chart.
 */
import { isSignedIn, readSessionTokens } from '../session/cookies';

export function detailsLegend(): string {
  return isSignedIn(readSessionTokens()) ? 'Your details' : 'Enter your details';
}
