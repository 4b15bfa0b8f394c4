/**
 * Route hooks of the signed-in pages (spec §2 "deals", §6). They load the auth-session wiring, and
 * with it xstate, only when a protected page is actually visited.
 */
import type * as AuthSessionWiring from './auth-session';

type AuthSessionModule = typeof AuthSessionWiring;

/** The wiring once loaded; there is no session to end before that. */
let authSession: AuthSessionModule | undefined;

interface ProtectedRouteLocation {
  /** The location's path with the app's base path, search and hash. */
  publicHref: string;
}

/** `beforeLoad` of the signed-in layout: resolves when signed in, otherwise a redirect happens. */
export async function requireSignIn({
  location,
  preload,
}: {
  location: ProtectedRouteLocation;
  preload: boolean;
}): Promise<void> {
  authSession ??= await import('./auth-session');
  // Preloading (hovering a link) only fetches the code: it neither starts a session nor redirects.
  if (preload) return;
  await authSession.ensureSignedIn(location.publicHref);
}

/**
 * `onLeave` of the signed-in layout: ends the session at once, so none of its timers can fire
 * after the visitor has left the protected pages.
 */
export function leaveSignedInPages(): void {
  authSession?.endAuthSession();
}
