/**
 * Auth session of a protected page (the deals page). Spec §4 "Auth state", §6 "Roles and
 * permissions", §2 "Other" (sign-in by redirect to the authorize endpoint, logout at identity/logout)
 * and §9 (token check every 30 seconds, idle logout after 15 minutes).
 *
 * - `checkingTokens`: both cookies -> `signedIn`; an access token without an identity token ->
 *   `signingOut` (the logout location); anything else -> `signedOut` (the sign-in redirect, with the
 *   path the visitor asked for as `state`).
 * - `signedIn` runs two regions side by side: `tokenCheck` re-reads the cookies every
 *   `tokenCheckInterval` and signs out as soon as either is missing; `activity` signs out after
 *   `idleTimeout` without a `user.activity` event, each of which restarts that timer.
 * - `signingOut` always clears the saved tariff choices (`chosenTariff`, `pendingTariffDismissed`)
 *   and then leaves: to the logout location when tokens are missing, to /logout after idling.
 *
 * Reading cookies, watching for activity, storage and navigation are named here and supplied from
 * src/session with `machine.provide(...)`; the timers are named delays, so tests drive them with a
 * simulated clock and the app can configure them.
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';

/** Which of the two sign-in cookies are present (never the tokens themselves). */
export interface TokenPresence {
  idToken: boolean;
  accessToken: boolean;
}

/** Events of the auth session. `user.activity` comes from the `watchUserActivity` actor. */
export type AuthSessionEvent = { type: 'user.activity' };

/** Input: the in-app path the visitor asked for, sent as `state` with a sign-in redirect. */
export interface AuthSessionInput {
  returnPath: string;
}

/** Context of the auth session. */
export interface AuthSessionContext {
  returnPath: string;
  /** The last cookie reading; `null` before the first one. */
  tokens: TokenPresence | null;
}

/** Spec §9 defaults of the two timers, in milliseconds; src/ may provide others. */
export const AUTH_SESSION_DELAYS = {
  tokenCheckInterval: 30_000,
  idleTimeout: 15 * 60_000,
} as const;

function notProvided(name: string, params?: unknown): never {
  throw new Error(`${name} must be supplied with machine.provide()`, { cause: params });
}

/** The auth-session chart. Every action and actor below is supplied from src/session. */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    input: {} as AuthSessionInput,
    tags: {} as 'leaving',
  },
  actors: {
    /** Reads which sign-in cookies are present. */
    readTokens: fromPromise<TokenPresence>(() => notProvided('readTokens')),
    /** Sends `user.activity` (throttled) while the visitor uses the page. */
    watchUserActivity: fromCallback<EventObject>(() => notProvided('watchUserActivity')),
  },
  guards: {
    hasBothTokens: (_, tokens: TokenPresence) => tokens.idToken && tokens.accessToken,
    hasAccessTokenOnly: (_, tokens: TokenPresence) => tokens.accessToken && !tokens.idToken,
  },
  actions: {
    storeTokens: assign((_, tokens: TokenPresence) => ({ tokens })),
    storeNoTokens: assign({ tokens: { idToken: false, accessToken: false } }),
    /** Full-page redirect to the authorize endpoint: `response_type=token`, `state` = returnPath. */
    redirectToSignIn: (_, params: { returnPath: string }) =>
      notProvided('redirectToSignIn', params),
    /** Full-page redirect to the logout location (identity/logout). */
    redirectToLogout: () => notProvided('redirectToLogout'),
    /** Full-page navigation to /logout after the idle timeout. */
    navigateToIdleLogout: () => notProvided('navigateToIdleLogout'),
    /** Removes `chosenTariff` and `pendingTariffDismissed` from localStorage. */
    clearSavedTariff: () => notProvided('clearSavedTariff'),
    /** Logs a failed cookie reading; the chart then treats the tokens as missing. */
    logTokenReadError: (_, params: { error: unknown }) => notProvided('logTokenReadError', params),
  },
  delays: AUTH_SESSION_DELAYS,
}).createMachine({
  id: 'authSession',
  description:
    'The signed-in session of a protected page: token check on arrival, a token re-check every 30 seconds, sign-out after 15 minutes without activity, and signing out (clearing the saved tariff choices).',
  context: ({ input }) => ({ returnPath: input.returnPath, tokens: null }),
  initial: 'checkingTokens',
  states: {
    checkingTokens: {
      invoke: {
        id: 'checkTokens',
        src: 'readTokens',
        onDone: [
          {
            guard: { type: 'hasBothTokens', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'storeTokens', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasAccessTokenOnly', params: ({ event }) => event.output },
            target: 'signingOut.tokensMissing',
            actions: { type: 'storeTokens', params: ({ event }) => event.output },
          },
          {
            target: 'signedOut',
            actions: { type: 'storeTokens', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            'storeNoTokens',
            { type: 'logTokenReadError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    signedOut: {
      tags: 'leaving',
      type: 'final',
      entry: {
        type: 'redirectToSignIn',
        params: ({ context }) => ({ returnPath: context.returnPath }),
      },
    },
    signedIn: {
      type: 'parallel',
      states: {
        tokenCheck: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { tokenCheckInterval: 'verifying' },
            },
            verifying: {
              invoke: {
                id: 'recheckTokens',
                src: 'readTokens',
                onDone: [
                  {
                    guard: { type: 'hasBothTokens', params: ({ event }) => event.output },
                    target: 'waiting',
                    actions: { type: 'storeTokens', params: ({ event }) => event.output },
                  },
                  {
                    target: '#authSession.signingOut.tokensMissing',
                    actions: { type: 'storeTokens', params: ({ event }) => event.output },
                  },
                ],
                onError: {
                  target: '#authSession.signingOut.tokensMissing',
                  actions: [
                    'storeNoTokens',
                    { type: 'logTokenReadError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        activity: {
          // The watcher lives as long as the region, so a reset does not re-subscribe.
          invoke: { id: 'userActivity', src: 'watchUserActivity' },
          initial: 'active',
          states: {
            active: {
              after: { idleTimeout: '#authSession.signingOut.idle' },
              on: {
                // Re-entering restarts the idle timer.
                'user.activity': { target: 'active', reenter: true },
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: 'leaving',
      entry: 'clearSavedTariff',
      // Every way in names its child; the initial one is only the chart's formal default.
      initial: 'tokensMissing',
      states: {
        tokensMissing: { type: 'final', entry: 'redirectToLogout' },
        idle: { type: 'final', entry: 'navigateToIdleLogout' },
      },
    },
  },
});
