/**
 * The auth-session chart (machines/auth-session.machine.ts) wired to the browser: cookies, activity,
 * localStorage and full-page redirects. Loaded only by protected routes (see `protected-route.ts`),
 * so xstate never enters the initial load of a public page.
 */
import { createActor, fromCallback, fromPromise, waitFor, type Actor } from 'xstate';
import { authSessionMachine } from '../../machines/auth-session.machine';
import { APP_HOME_PATH, config } from '../config';
import { readSessionTokens, tokenPresence } from './cookies';
import { safeRedirectTarget } from '../api/schemas/same-site-path';
import { signInUrl } from './identity-urls';
import { watchUserActivity } from './user-activity';

/** localStorage keys cleared when a session ends (spec §3, §9). */
export const SAVED_TARIFF_KEYS = ['chosenTariff', 'pendingTariffDismissed'] as const;

/** The chart with the browser's implementations and the configured timers. */
export const browserAuthSessionMachine = authSessionMachine.provide({
  actors: {
    readTokens: fromPromise(() => Promise.resolve(tokenPresence(readSessionTokens()))),
    watchUserActivity: fromCallback(({ sendBack }) =>
      watchUserActivity(() => sendBack({ type: 'user.activity' }), { target: window }),
    ),
  },
  actions: {
    redirectToSignIn: (_, { returnPath }) => {
      window.location.assign(
        signInUrl({
          authorizeUrl: config.identity.authorizeUrl,
          clientId: config.clientId,
          redirectUri: new URL(APP_HOME_PATH, window.location.origin).href,
          returnPath: safeRedirectTarget(returnPath, APP_HOME_PATH),
          origin: window.location.origin,
        }),
      );
    },
    redirectToLogout: () => window.location.assign(config.identity.logoutUrl),
    navigateToIdleLogout: () => window.location.assign(config.session.idleLogoutUrl),
    clearSavedTariff: () => {
      try {
        for (const key of SAVED_TARIFF_KEYS) window.localStorage.removeItem(key);
      } catch (error) {
        // Storage can be unavailable (private modes, policies); signing out goes ahead.
        console.error('Could not clear the saved tariff choices', error);
      }
    },
    logTokenReadError: (_, { error }) => console.error('Could not read the sign-in cookies', error),
  },
  delays: {
    tokenCheckInterval: config.session.tokenCheckIntervalMs,
    idleTimeout: config.session.idleTimeoutMs,
  },
});

let session: Actor<typeof browserAuthSessionMachine> | undefined;

/**
 * Resolves once the visitor is signed in with both tokens. Otherwise the chart has started a
 * redirect (to sign in, or to the logout location) and the promise never settles, so the protected
 * screen is never rendered while the browser leaves. One session actor serves every protected page
 * until `endAuthSession`.
 */
export async function ensureSignedIn(returnPath: string): Promise<void> {
  if (session?.getSnapshot().status !== 'active') {
    session = createActor(browserAuthSessionMachine, { input: { returnPath } });
    session.start();
  }
  const snapshot = await waitFor(session, (state) => !state.matches('checkingTokens'));
  if (snapshot.matches('signedIn')) return;
  await new Promise<never>(() => undefined);
}

/** Stops the session's timers and listeners when the visitor leaves the protected pages. */
export function endAuthSession(): void {
  session?.stop();
  session = undefined;
}
