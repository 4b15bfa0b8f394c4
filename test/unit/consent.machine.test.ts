/**
 * The consent chart (spec §4 "Consent-gated scripts", §8 "Monitoring failure") run as an actor
 * with test implementations and a simulated clock for the start-up timeout.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeConsentListener } from '../support/consent-listener';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { CONSENT_DELAYS, consentMachine, type ConsentInput } from '../../machines/consent.machine';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const NECESSARY = ['C0001'];
const PERFORMANCE = ['C0001', 'C0002'];
const TARGETING = ['C0001', 'C0004'];
const ALL = ['C0001', 'C0002', 'C0004'];

function startConsent(
  input: ConsentInput,
  startMonitoring: () => Promise<undefined> = () => Promise.resolve(undefined),
) {
  const clock = new SimulatedClock();
  const effects = {
    startMonitoring: vi.fn(startMonitoring),
    addChatBeacon: vi.fn<(params?: unknown) => void>(),
    removeChatBeacon: vi.fn<(params?: unknown) => void>(),
    logMonitoringError: vi.fn<(params?: unknown) => void>(),
    logMonitoringTimeout: vi.fn<(params?: unknown) => void>(),
  };
  const { listener, logic: listenForConsentUpdates } = fakeConsentListener();
  const actor = createActor(
    consentMachine.provide({
      actors: {
        listenForConsentUpdates,
        startMonitoring: fromPromise(() => effects.startMonitoring()),
      },
      actions: {
        addChatBeacon: () => effects.addChatBeacon(),
        removeChatBeacon: () => effects.removeChatBeacon(),
        logMonitoringError: (_, params) => effects.logMonitoringError(params),
        logMonitoringTimeout: () => effects.logMonitoringTimeout(),
      },
    }),
    { input, clock },
  );
  actor.start();
  return { actor, clock, effects, listener };
}

describe('consent: monitoring', () => {
  it('starts monitoring at once when the performance group is already active', async () => {
    const { actor, effects } = startConsent({ groups: PERFORMANCE, topLevelWindow: true });
    expect(actor.getSnapshot().matches({ monitoring: 'starting' })).toBe(true);
    expect(effects.startMonitoring).toHaveBeenCalledOnce();
    await settle();
    expect(actor.getSnapshot().matches({ monitoring: 'running' })).toBe(true);
  });

  it('waits without consent, then starts on the update that grants C0002, exactly once', async () => {
    const { actor, effects, listener } = startConsent({
      groups: NECESSARY,
      topLevelWindow: true,
    });
    expect(actor.getSnapshot().matches({ monitoring: 'awaitingConsent' })).toBe(true);
    expect(listener.active).toBe(true);
    listener.update(TARGETING);
    expect(effects.startMonitoring).not.toHaveBeenCalled();
    listener.update(ALL);
    await settle();
    expect(actor.getSnapshot().matches({ monitoring: 'running' })).toBe(true);
    // Later updates, even a withdrawal and a new grant, never start it again.
    listener.update(NECESSARY);
    listener.update(ALL);
    await settle();
    expect(effects.startMonitoring).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches({ monitoring: 'running' })).toBe(true);
  });

  it('never starts monitoring inside a frame, whatever the consent', async () => {
    const { actor, effects, listener } = startConsent({ groups: ALL, topLevelWindow: false });
    listener.update(ALL);
    await settle();
    expect(actor.getSnapshot().matches({ monitoring: 'notInTopWindow' })).toBe(true);
    expect(effects.startMonitoring).not.toHaveBeenCalled();
    // The chat beacon does not depend on the window being top-level.
    expect(effects.addChatBeacon).toHaveBeenCalledOnce();
  });

  it('logs a failed start and carries on without monitoring', async () => {
    const failure = new Error('chunk failed to load');
    const { actor, effects, listener } = startConsent(
      { groups: PERFORMANCE, topLevelWindow: true },
      () => Promise.reject(failure),
    );
    await settle();
    expect(actor.getSnapshot().matches({ monitoring: 'failed' })).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(effects.logMonitoringError).toHaveBeenCalledWith({ error: failure });
    listener.update(ALL);
    expect(effects.startMonitoring).toHaveBeenCalledOnce();
    expect(effects.addChatBeacon).toHaveBeenCalledOnce();
  });

  it('gives up on a start that does not finish within the timeout, and logs it', () => {
    const { actor, clock, effects } = startConsent(
      { groups: PERFORMANCE, topLevelWindow: true },
      () => new Promise<undefined>(() => undefined),
    );
    clock.increment(CONSENT_DELAYS.monitoringStartTimeout - 1);
    expect(actor.getSnapshot().matches({ monitoring: 'starting' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ monitoring: 'failed' })).toBe(true);
    expect(effects.logMonitoringTimeout).toHaveBeenCalledOnce();
    expect(effects.logMonitoringError).not.toHaveBeenCalled();
  });
});

describe('consent: chat beacon (C0004)', () => {
  it('adds the beacon only while C0004 is active, re-evaluated on every update', () => {
    const { actor, effects, listener } = startConsent({ groups: NECESSARY, topLevelWindow: true });
    expect(actor.getSnapshot().matches({ chatBeacon: 'off' })).toBe(true);
    expect(effects.addChatBeacon).not.toHaveBeenCalled();

    listener.update(TARGETING);
    expect(actor.getSnapshot().matches({ chatBeacon: 'on' })).toBe(true);
    expect(effects.addChatBeacon).toHaveBeenCalledTimes(1);

    listener.update(ALL);
    expect(effects.addChatBeacon).toHaveBeenCalledTimes(1);
    expect(effects.removeChatBeacon).not.toHaveBeenCalled();

    listener.update(PERFORMANCE);
    expect(actor.getSnapshot().matches({ chatBeacon: 'off' })).toBe(true);
    expect(effects.removeChatBeacon).toHaveBeenCalledTimes(1);

    listener.update(ALL);
    expect(effects.addChatBeacon).toHaveBeenCalledTimes(2);
  });

  it('adds the beacon at start when C0004 is already active', () => {
    const { effects } = startConsent({ groups: ['C0004'], topLevelWindow: true });
    expect(effects.addChatBeacon).toHaveBeenCalledOnce();
  });

  it('stores the latest groups and stops listening when stopped', () => {
    const { actor, listener } = startConsent({ groups: NECESSARY, topLevelWindow: true });
    listener.update(TARGETING);
    expect(actor.getSnapshot().context.groups).toEqual(TARGETING);
    actor.stop();
    expect(listener.active).toBe(false);
  });
});
