/**
 * The legend of a journey's details form (spec §4 "Prefill"): 'Your details' when the visitor is
 * signed in, else 'Enter your details'. Whether they are is the chart's context (`signedIn`, read
 * from the sign-in cookies when the journey starts); the prefilled values reach the form through
 * the chart too.
 */
export function detailsLegend(signedIn: boolean): string {
  return signedIn ? 'Your details' : 'Enter your details';
}
