/**
 * Model-based paths over the consent chart itself (spec §4 "Consent-gated scripts", §8 "Monitoring
 * failure"): a `TestModel` from xstate/graph with explicit samples of consent updates, the
 * monitoring start's `xstate.done.actor.*` / `xstate.error.actor.*` and its start-up timeout
 * (`xstate.after.*`), from three starting points. Every path is replayed on a real actor; together
 * the paths must take every state and every transition of the chart.
 */
import { expect, vi } from 'vitest';
import { fakeConsentListener } from '../support/consent-listener';
import type { SnapshotFrom } from 'xstate';
import { actorDone, actorFailed, type InvokedActorEvent } from '../support/actor-events';
import {
  CONSENT_DELAYS,
  CONSENT_GROUPS,
  consentMachine,
  type ConsentEvent,
  type ConsentInput,
} from '../../machines/consent.machine';
import { describeChartModel } from './model-suite';
import { chartMatcher, defineChartModel, type PathRun } from './models/model-kit';
import { controllableActor, flush } from './harness';
import { ManualClock } from './manual-clock';

type Snapshot = SnapshotFrom<typeof consentMachine>;

const START_TIMER = 'xstate.after.monitoringStartTimeout.consent.monitoring.starting';
const START_TIMEOUT = CONSENT_DELAYS.monitoringStartTimeout;

type ModelEvent =
  ConsentEvent | InvokedActorEvent<undefined, 'startMonitoring'> | { type: typeof START_TIMER };

const NECESSARY = ['C0001'];
const PERFORMANCE = ['C0001', 'C0002'];
const TARGETING = ['C0001', 'C0004'];
const ALL = ['C0001', 'C0002', 'C0004'];

const samples: readonly ModelEvent[] = [
  { type: 'consent.updated', groups: NECESSARY },
  { type: 'consent.updated', groups: PERFORMANCE },
  { type: 'consent.updated', groups: TARGETING },
  { type: 'consent.updated', groups: ALL },
  actorDone('startMonitoring', undefined),
  actorFailed('startMonitoring', 'chunk failed to load'),
  { type: START_TIMER },
];

const inputs: Array<{ name: string; input: ConsentInput }> = [
  { name: 'no consent yet', input: { groups: [], topLevelWindow: true } },
  { name: 'consent stored from an earlier visit', input: { groups: ALL, topLevelWindow: true } },
  { name: 'inside a frame', input: { groups: PERFORMANCE, topLevelWindow: false } },
];

const sameGroups = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** OneTrust reports a change of consent; an update repeating the current groups adds nothing. */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  return event.type !== 'consent.updated' || !sameGroups(snapshot.context.groups, event.groups);
}

async function runPath(run: PathRun<typeof consentMachine, ModelEvent>): Promise<void> {
  const clock = new ManualClock();
  const starts = controllableActor<undefined, unknown>();
  const { listener, logic: listenForConsentUpdates } = fakeConsentListener();
  const beacon = { present: false, additions: 0 };
  const logs = {
    logMonitoringError: vi.fn<(params?: unknown) => void>(),
    logMonitoringTimeout: vi.fn<() => void>(),
  };
  const actor = run.start(
    consentMachine.provide({
      actors: {
        listenForConsentUpdates,
        startMonitoring: starts.logic,
      },
      actions: {
        addChatBeacon: () => {
          expect(beacon.present).toBe(false);
          beacon.present = true;
          beacon.additions += 1;
        },
        removeChatBeacon: () => {
          expect(beacon.present).toBe(true);
          beacon.present = false;
        },
        logMonitoringError: (_, params) => logs.logMonitoringError(params),
        logMonitoringTimeout: () => logs.logMonitoringTimeout(),
      },
    }),
    { clock },
  );

  const matchesChart = chartMatcher(actor);
  const matchesModel = (snapshot: Snapshot): void => {
    matchesChart(snapshot);
    expect(listener.active).toBe(true);
  };
  const logged = () =>
    logs.logMonitoringError.mock.calls.length + logs.logMonitoringTimeout.mock.calls.length;

  await run.path.test({
    events: {
      'consent.updated': run.on('consent.updated', (sample) => {
        listener.update(sample.groups);
      }),
      'xstate.done.actor.startMonitoring': async () => {
        starts.resolve(undefined);
        await flush();
      },
      'xstate.error.actor.startMonitoring': async () => {
        starts.reject(new Error('chunk failed to load'));
        await flush();
        expect(logs.logMonitoringError).toHaveBeenCalledOnce();
      },
      [START_TIMER]: () => {
        clock.fire(START_TIMEOUT);
        expect(logs.logMonitoringTimeout).toHaveBeenCalledOnce();
      },
    },
    states: run.coverage.checks<Snapshot>({
      'consent.monitoring': matchesModel,
      'consent.monitoring.awaitingConsent': (snapshot) => {
        expect(snapshot.context.groups).not.toContain(CONSENT_GROUPS.performance);
        expect(starts.inputs).toHaveLength(0);
        expect(clock.pending()).toEqual([]);
      },
      'consent.monitoring.starting': () => {
        expect(starts.inputs).toHaveLength(1);
        expect(clock.pending()).toEqual([START_TIMEOUT]);
      },
      'consent.monitoring.running': () => {
        // Started exactly once, whatever consent did afterwards.
        expect(starts.inputs).toHaveLength(1);
        expect(clock.pending()).toEqual([]);
        expect(logged()).toBe(0);
      },
      'consent.monitoring.failed': () => {
        expect(starts.inputs).toHaveLength(1);
        expect(clock.pending()).toEqual([]);
        expect(logged()).toBe(1);
      },
      'consent.monitoring.notInTopWindow': (snapshot) => {
        expect(snapshot.context.topLevelWindow).toBe(false);
        expect(starts.inputs).toHaveLength(0);
      },
      'consent.chatBeacon': matchesModel,
      'consent.chatBeacon.off': (snapshot) => {
        expect(snapshot.context.groups).not.toContain(CONSENT_GROUPS.targeting);
        expect(beacon.present).toBe(false);
      },
      'consent.chatBeacon.on': (snapshot) => {
        expect(snapshot.context.groups).toContain(CONSENT_GROUPS.targeting);
        expect(beacon.present).toBe(true);
      },
    }),
  });
  actor.stop();
  expect(listener.active).toBe(false);
}

describeChartModel(
  defineChartModel(consentMachine, {
    samples,
    when: canHappen,
    inputs,
    runPath,
  }),
);
