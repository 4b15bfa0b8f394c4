/**
 * The auth-session chart (spec §4 "Auth state", §9 timers) run as an actor with test
 * implementations and xstate's SimulatedClock, so the 30-second checks and the 15-minute idle
 * timeout take no real time.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  AUTH_SESSION_DELAYS,
  authSessionMachine,
  type TokenPresence,
} from '../../machines/auth-session.machine';
import { ACCESS_ONLY, BOTH, fakedAuthSession, ID_ONLY, NONE } from '../support/auth-session-fakes';

const { tokenCheckInterval: CHECK, idleTimeout: IDLE } = AUTH_SESSION_DELAYS;

/** Lets resolved promise actors report back. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function startSession(initial: TokenPresence | Error) {
  let cookies: TokenPresence | Error = initial;
  const clock = new SimulatedClock();
  const readTokens = vi.fn(() =>
    cookies instanceof Error ? Promise.reject(cookies) : Promise.resolve(cookies),
  );
  const { machine, effects, watcher } = fakedAuthSession(fromPromise(readTokens));
  const actor = createActor(machine, {
    input: { returnPath: '/help-and-support/deals?x=1' },
    clock,
  });
  actor.start();
  return {
    actor,
    clock,
    effects,
    readTokens,
    watcher,
    setCookies: (next: TokenPresence | Error) => {
      cookies = next;
    },
    /**
     * Advances the simulated clock in steps of at most one check interval, letting each token read
     * finish (as time would in a browser) before the next step.
     */
    advance: async (ms: number) => {
      for (let left = ms; left > 0; left -= CHECK) {
        clock.increment(Math.min(left, CHECK));
        await settle();
      }
    },
  };
}

describe('auth session: arriving on a protected page', () => {
  it('is signed in with both tokens and redirects nowhere', async () => {
    const { actor, effects } = startSession(BOTH);
    expect(actor.getSnapshot().matches('checkingTokens')).toBe(true);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context.tokens).toEqual(BOTH);
    expect(snapshot.hasTag('leaving')).toBe(false);
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });

  it('sends an access token without an identity token to the logout location', async () => {
    const { actor, effects } = startSession(ACCESS_ONLY);
    await settle();
    expect(actor.getSnapshot().matches({ signingOut: 'tokensMissing' })).toBe(true);
    expect(effects.clearSavedTariff).toHaveBeenCalledOnce();
    expect(effects.redirectToLogout).toHaveBeenCalledOnce();
    expect(effects.redirectToSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', NONE],
    ['only an identity token', ID_ONLY],
  ])('sends a visitor with %s to sign in, returning to the path asked for', async (_, tokens) => {
    const { actor, effects } = startSession(tokens);
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.redirectToSignIn).toHaveBeenCalledExactlyOnceWith({
      returnPath: '/help-and-support/deals?x=1',
    });
    expect(effects.redirectToLogout).not.toHaveBeenCalled();
  });

  it('logs a failed cookie reading and sends the visitor to sign in', async () => {
    const failure = new Error('cookies unavailable');
    const { actor, effects } = startSession(failure);
    await settle();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.tokens).toEqual(NONE);
    expect(effects.logTokenReadError).toHaveBeenCalledWith({ error: failure });
    expect(effects.redirectToSignIn).toHaveBeenCalledOnce();
  });
});

describe('auth session: checking the tokens every 30 seconds', () => {
  it('reads the cookies again every 30 seconds while they are there', async () => {
    const { actor, readTokens, advance } = startSession(BOTH);
    await settle();
    expect(readTokens).toHaveBeenCalledTimes(1);
    await advance(CHECK - 1);
    expect(readTokens).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(readTokens).toHaveBeenCalledTimes(2);
    await advance(CHECK);
    expect(readTokens).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().matches({ signedIn: { tokenCheck: 'waiting' } })).toBe(true);
  });

  it.each([
    ['the identity token', ACCESS_ONLY],
    ['the access token', ID_ONLY],
    ['both tokens', NONE],
  ])(
    'signs out at the next check once %s is gone: clears the saved tariff, then redirects',
    async (_, remaining) => {
      const { actor, effects, setCookies, advance } = startSession(BOTH);
      await settle();
      setCookies(remaining);
      await advance(CHECK - 1);
      expect(actor.getSnapshot().matches('signedIn')).toBe(true);
      await advance(1);
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ signingOut: 'tokensMissing' })).toBe(true);
      expect(snapshot.hasTag('leaving')).toBe(true);
      expect(snapshot.context.tokens).toEqual(remaining);
      expect(effects.clearSavedTariff).toHaveBeenCalledOnce();
      expect(effects.redirectToLogout).toHaveBeenCalledOnce();
      expect(effects.clearSavedTariff.mock.invocationCallOrder[0]).toBeLessThan(
        effects.redirectToLogout.mock.invocationCallOrder[0] ?? 0,
      );
      expect(effects.redirectToSignIn).not.toHaveBeenCalled();
    },
  );

  it('signs out when a later cookie reading fails, and logs the failure', async () => {
    const { actor, effects, setCookies, advance } = startSession(BOTH);
    await settle();
    setCookies(new Error('boom'));
    await advance(CHECK);
    expect(actor.getSnapshot().matches({ signingOut: 'tokensMissing' })).toBe(true);
    expect(effects.logTokenReadError).toHaveBeenCalledOnce();
    expect(effects.redirectToLogout).toHaveBeenCalledOnce();
  });
});

describe('auth session: 15 minutes without activity', () => {
  it('navigates to /logout after 15 idle minutes, not before', async () => {
    const { actor, effects, watcher, advance } = startSession(BOTH);
    await settle();
    expect(watcher.active).toBe(true);
    await advance(IDLE - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().matches({ signingOut: 'idle' })).toBe(true);
    expect(effects.clearSavedTariff).toHaveBeenCalledOnce();
    expect(effects.navigateToIdleLogout).toHaveBeenCalledOnce();
    expect(effects.redirectToLogout).not.toHaveBeenCalled();
    expect(watcher.active).toBe(false);
  });

  it('restarts the idle timer on every activity; token checks do not count as activity', async () => {
    const { actor, effects, watcher, readTokens, advance } = startSession(BOTH);
    await settle();
    await advance(14 * 60_000);
    watcher.report();
    await advance(14 * 60_000);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    watcher.report();
    await advance(IDLE - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().matches({ signingOut: 'idle' })).toBe(true);
    expect(effects.navigateToIdleLogout).toHaveBeenCalledOnce();
    // The first reading, then a check every 30 seconds until the idle timeout won at 43 minutes.
    expect(readTokens).toHaveBeenCalledTimes(1 + Math.floor((28 * 60_000 + IDLE - 1) / CHECK));
  });

  it('keeps one activity watcher for the whole signed-in time', async () => {
    const subscriptions = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(
      authSessionMachine.provide({
        actors: {
          readTokens: fromPromise(() => Promise.resolve(BOTH)),
          watchUserActivity: fromCallback(({ sendBack }) => {
            subscriptions();
            sendBack({ type: 'user.activity' });
            sendBack({ type: 'user.activity' });
          }),
        },
      }),
      { input: { returnPath: '/' }, clock },
    );
    actor.start();
    await settle();
    clock.increment(CHECK * 3);
    await settle();
    expect(subscriptions).toHaveBeenCalledOnce();
    actor.stop();
  });
});

describe('auth session: leaving the protected pages', () => {
  it('stops its timers and watcher when stopped, so nothing redirects later', async () => {
    const { actor, effects, watcher, readTokens, advance } = startSession(BOTH);
    await settle();
    actor.stop();
    expect(watcher.active).toBe(false);
    await advance(IDLE * 2);
    expect(readTokens).toHaveBeenCalledTimes(1);
    for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
  });
});

describe('auth session: the chart without implementations', () => {
  it('names what src/ must supply', async () => {
    const actor = createActor(authSessionMachine, { input: { returnPath: '/' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();
    expect(String(errors[0])).toContain('must be supplied with machine.provide()');
  });
});
