/**
 * Model-based paths over the auth-session chart itself (spec §4 "Auth state", §9 timers): a
 * `TestModel` from xstate/graph with explicit samples of the cookie readings
 * (`xstate.done.actor.*` / `xstate.error.actor.*`), both timers (`xstate.after.*`) and activity.
 * Every path is replayed on a real actor whose timers run on a simulated clock; together the paths
 * must take every state and every transition of the chart.
 */
import { expect } from 'vitest';
import type { NonReducibleUnknown, SnapshotFrom } from 'xstate';
import {
  AUTH_SESSION_DELAYS,
  authSessionMachine,
  type AuthSessionEvent,
  type AuthSessionInput,
  type TokenPresence,
} from '../../machines/auth-session.machine';
import { actorDone, actorFailed, type InvokedActorEvent } from '../support/actor-events';
import { ACCESS_ONLY, BOTH, fakedAuthSession, ID_ONLY, NONE } from '../support/auth-session-fakes';
import { describeChartModel } from './model-suite';
import { chartMatcher, defineChartModel, type ChartPath, type PathRun } from './models/model-kit';
import { controllableActor, flush } from './harness';
import { ManualClock } from './manual-clock';

type Snapshot = SnapshotFrom<typeof authSessionMachine>;

const CHECK_TIMER = 'xstate.after.tokenCheckInterval.authSession.signedIn.tokenCheck.waiting';
const IDLE_TIMER = 'xstate.after.idleTimeout.authSession.signedIn.activity.active';

type ModelEvent =
  | AuthSessionEvent
  | InvokedActorEvent<TokenPresence, 'checkTokens'>
  | InvokedActorEvent<TokenPresence, 'recheckTokens'>
  | { type: typeof CHECK_TIMER }
  | { type: typeof IDLE_TIMER };

const { tokenCheckInterval: CHECK, idleTimeout: IDLE } = AUTH_SESSION_DELAYS;
const input: AuthSessionInput = { returnPath: '/help-and-support/deals' };

const samples: readonly ModelEvent[] = [
  actorDone('checkTokens', BOTH),
  actorDone('checkTokens', ACCESS_ONLY),
  actorDone('checkTokens', ID_ONLY),
  actorDone('checkTokens', NONE),
  actorFailed('checkTokens', 'cookies'),
  actorDone('recheckTokens', BOTH),
  actorDone('recheckTokens', ACCESS_ONLY),
  actorDone('recheckTokens', NONE),
  actorFailed('recheckTokens', 'later'),
  { type: CHECK_TIMER },
  { type: IDLE_TIMER },
  { type: 'user.activity' },
];

/** No step may leave the model unchanged, except activity, whose effect is the restarted timer. */
function assertOnlyActivityRepeatsAState(path: ChartPath<Snapshot, ModelEvent>): void {
  path.steps.slice(1).forEach((step, index) => {
    const previous = path.steps[index];
    if (step.event.type === 'user.activity' || previous === undefined) return;
    expect(JSON.stringify(step.state), `${step.event.type} changes nothing`).not.toBe(
      JSON.stringify(previous.state),
    );
  });
}

async function runPath(run: PathRun<typeof authSessionMachine, ModelEvent>): Promise<void> {
  const clock = new ManualClock();
  const reads = controllableActor<TokenPresence, NonReducibleUnknown>();
  const { machine, effects, watcher } = fakedAuthSession(reads.logic);
  const actor = run.start(machine, { clock });

  const matchesModel = chartMatcher(actor);
  const settleRead = async (event: { type: string }) => {
    const sample = run.sampleFor(event);
    if ('output' in sample) reads.resolve(sample.output);
    else if ('error' in sample) reads.reject(sample.error);
    await flush();
  };
  const leftCleanly = () => {
    expect(clock.pending()).toEqual([]);
    expect(watcher.active).toBe(false);
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
  };

  await run.path.test({
    events: {
      'xstate.done.actor.checkTokens': ({ event }) => settleRead(event),
      'xstate.error.actor.checkTokens': async ({ event }) => {
        await settleRead(event);
        expect(effects.logTokenReadError).toHaveBeenCalledOnce();
      },
      'xstate.done.actor.recheckTokens': ({ event }) => settleRead(event),
      'xstate.error.actor.recheckTokens': async ({ event }) => {
        await settleRead(event);
        expect(effects.logTokenReadError).toHaveBeenCalledOnce();
      },
      [CHECK_TIMER]: () => clock.fire(CHECK),
      [IDLE_TIMER]: () => clock.fire(IDLE),
      'user.activity': () => {
        const before = clock.idOf(IDLE);
        const checkTimers = clock.pending().filter((delay) => delay === CHECK).length;
        watcher.report();
        // The idle timer starts again; the token check is not touched.
        expect(clock.idOf(IDLE)).not.toBe(before);
        expect(clock.pending().filter((delay) => delay === CHECK)).toHaveLength(checkTimers);
      },
    },
    states: run.coverage.checks<Snapshot>({
      'authSession.checkingTokens': (snapshot) => {
        matchesModel(snapshot);
        expect(reads.inputs).toHaveLength(1);
        expect(clock.pending()).toEqual([]);
        for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
      },
      'authSession.signedOut': (snapshot) => {
        matchesModel(snapshot);
        leftCleanly();
        expect(actor.getSnapshot().status).toBe('done');
        expect(snapshot.context.tokens?.idToken && snapshot.context.tokens.accessToken).toBe(false);
        expect(effects.redirectToSignIn).toHaveBeenCalledExactlyOnceWith({
          returnPath: input.returnPath,
        });
        expect(effects.redirectToLogout).not.toHaveBeenCalled();
        expect(effects.clearSavedTariff).not.toHaveBeenCalled();
      },
      'authSession.signedIn': (snapshot) => {
        matchesModel(snapshot);
        expect(snapshot.context.tokens).toEqual(BOTH);
        expect(actor.getSnapshot().hasTag('leaving')).toBe(false);
        expect(watcher.active).toBe(true);
        expect(watcher.subscriptions).toBe(1);
        expect(clock.pending().filter((delay) => delay === IDLE)).toHaveLength(1);
        for (const effect of Object.values(effects)) expect(effect).not.toHaveBeenCalled();
      },
      'authSession.signedIn.tokenCheck': matchesModel,
      'authSession.signedIn.tokenCheck.waiting': () => {
        expect(clock.pending().filter((delay) => delay === CHECK)).toHaveLength(1);
      },
      'authSession.signedIn.tokenCheck.verifying': () => {
        expect(clock.pending()).not.toContain(CHECK);
        expect(reads.inputs.length).toBeGreaterThan(1);
      },
      'authSession.signedIn.activity': matchesModel,
      'authSession.signedIn.activity.active': () => {
        expect(clock.idOf(IDLE)).toBeGreaterThan(0);
      },
      'authSession.signingOut': (snapshot) => {
        matchesModel(snapshot);
        leftCleanly();
        expect(effects.clearSavedTariff).toHaveBeenCalledOnce();
        expect(effects.redirectToSignIn).not.toHaveBeenCalled();
      },
      'authSession.signingOut.tokensMissing': (snapshot) => {
        expect(snapshot.context.tokens?.idToken && snapshot.context.tokens.accessToken).toBe(false);
        expect(effects.redirectToLogout).toHaveBeenCalledOnce();
        expect(effects.navigateToIdleLogout).not.toHaveBeenCalled();
        expect(effects.clearSavedTariff.mock.invocationCallOrder[0]).toBeLessThan(
          effects.redirectToLogout.mock.invocationCallOrder[0] ?? 0,
        );
      },
      'authSession.signingOut.idle': () => {
        expect(effects.navigateToIdleLogout).toHaveBeenCalledOnce();
        expect(effects.redirectToLogout).not.toHaveBeenCalled();
      },
    }),
  });
}

describeChartModel(
  defineChartModel(authSessionMachine, {
    samples,
    inputs: [{ name: null, input }],
    checkPath: assertOnlyActivityRepeatsAState,
    runPath,
  }),
);
