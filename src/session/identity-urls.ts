/** Locations of the identity provider (spec §2 "Other": sign-in by redirect, logout). */

export interface SignInUrlOptions {
  /** The authorize endpoint, absolute or relative to `origin`. */
  authorizeUrl: string;
  clientId: string;
  /** Where the identity provider sends the browser back with the tokens. */
  redirectUri: string;
  /** The in-app path the visitor asked for, sent as `state`. */
  returnPath: string;
  /** The page's origin, for a relative `authorizeUrl`. */
  origin: string;
}

/** The sign-in redirect: the authorize endpoint with `response_type=token` and `state`. */
export function signInUrl({
  authorizeUrl,
  clientId,
  redirectUri,
  returnPath,
  origin,
}: SignInUrlOptions): string {
  const url = new URL(authorizeUrl, origin);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', returnPath);
  // Same-origin endpoints stay relative, as the app calls them.
  return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
}
