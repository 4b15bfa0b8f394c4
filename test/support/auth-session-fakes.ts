/**
 * The auth-session chart with its effects as spies and the activity watcher as a fake the test
 * drives; for its unit tests and its model paths.
 */
import { vi } from 'vitest';
import { fromCallback, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';
import { authSessionMachine, type TokenPresence } from '../../machines/auth-session.machine';

/** What a token reading finds in the cookies. */
export const BOTH: TokenPresence = { idToken: true, accessToken: true };
export const ACCESS_ONLY: TokenPresence = { idToken: false, accessToken: true };
export const ID_ONLY: TokenPresence = { idToken: true, accessToken: false };
export const NONE: TokenPresence = { idToken: false, accessToken: false };

/**
 * The chart whose token readings come from `readTokens`, whose effects call the returned spies and
 * whose activity watcher reports when the test calls `watcher.report()`.
 */
export function fakedAuthSession(
  readTokens: PromiseActorLogic<TokenPresence, NonReducibleUnknown>,
) {
  const effects = {
    redirectToSignIn: vi.fn<(params?: unknown) => void>(),
    redirectToLogout: vi.fn<(params?: unknown) => void>(),
    navigateToIdleLogout: vi.fn<(params?: unknown) => void>(),
    clearSavedTariff: vi.fn<(params?: unknown) => void>(),
    logTokenReadError: vi.fn<(params?: unknown) => void>(),
  };
  const watcher = { subscriptions: 0, active: false, report: (): void => undefined };
  const machine = authSessionMachine.provide({
    actors: {
      readTokens,
      watchUserActivity: fromCallback(({ sendBack }) => {
        watcher.subscriptions += 1;
        watcher.active = true;
        watcher.report = () => sendBack({ type: 'user.activity' });
        return () => {
          watcher.active = false;
        };
      }),
    },
    actions: {
      redirectToSignIn: (_, params) => effects.redirectToSignIn(params),
      redirectToLogout: () => effects.redirectToLogout(),
      navigateToIdleLogout: () => effects.navigateToIdleLogout(),
      clearSavedTariff: () => effects.clearSavedTariff(),
      logTokenReadError: (_, params) => effects.logTokenReadError(params),
    },
  });
  return { machine, effects, watcher };
}
