/**
 * Consent gating of the scripts that need cookie consent. Spec §1 (cross-cutting behaviour), §4
 * "Consent-gated scripts", §8 "Monitoring failure" and §9 (monitoring settings, consent group C0004),
 * following the OneTrust conventions of DESIGN.md: C0002 is the performance group, C0004 targeting.
 *
 * Two regions run side by side once the chart starts:
 * - `monitoring` starts real-user monitoring only when the performance group is active and the page
 *   is the top-level window. Until then it waits; every consent update is re-checked, and once
 *   monitoring has been started it never reacts to consent again, so it is initialised exactly once.
 *   A failed or timed-out start is logged and the page carries on without monitoring.
 * - `chatBeacon` adds the chat beacon script while the targeting group is active and removes it when
 *   it is not, re-evaluated on every consent update.
 *
 * The active groups arrive as input (read from the `OptanonConsent` cookie and
 * `window.OnetrustActiveGroups` in src/monitoring) and with each `consent.updated` event (sent by the
 * `listenForConsentUpdates` actor on `OneTrustGroupsUpdated`). Both regions decide by `always`
 * transitions on the stored groups, so an update is handled the same way as the first reading.
 */
import { assign, fromCallback, fromPromise, not, setup, type EventObject } from 'xstate';

/** OneTrust group ids the chart reacts to. */
export const CONSENT_GROUPS = { performance: 'C0002', targeting: 'C0004' } as const;

/** Events of the consent chart. */
export type ConsentEvent = { type: 'consent.updated'; groups: readonly string[] };

/** Input: the consent groups active when the chart starts, and whether the page is top-level. */
export interface ConsentInput {
  groups: readonly string[];
  topLevelWindow: boolean;
}

/** Context of the consent chart. */
export interface ConsentContext {
  /** The active OneTrust groups, e.g. `['C0001', 'C0002']`. */
  groups: readonly string[];
  topLevelWindow: boolean;
}

/** Default of the start-up timeout of monitoring, in milliseconds; src/ may provide another. */
export const CONSENT_DELAYS = { monitoringStartTimeout: 30_000 } as const;

function notProvided(name: string, params?: unknown): never {
  throw new Error(`${name} must be supplied with machine.provide()`, { cause: params });
}

/** The consent chart. Every action and actor below is supplied from src/monitoring. */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actors: {
    /** Sends `consent.updated` with the active groups on every `OneTrustGroupsUpdated`. */
    listenForConsentUpdates: fromCallback<EventObject>(() =>
      notProvided('listenForConsentUpdates'),
    ),
    /** Loads and initialises real-user monitoring (deferred to idle time); resolves when done. */
    startMonitoring: fromPromise<undefined>(() => notProvided('startMonitoring')),
  },
  guards: {
    isFramed: ({ context }) => !context.topLevelWindow,
    allowsPerformance: ({ context }) => context.groups.includes(CONSENT_GROUPS.performance),
    allowsTargeting: ({ context }) => context.groups.includes(CONSENT_GROUPS.targeting),
  },
  actions: {
    storeGroups: assign({ groups: ({ event }) => event.groups }),
    addChatBeacon: () => notProvided('addChatBeacon'),
    removeChatBeacon: () => notProvided('removeChatBeacon'),
    /** Logs a failed start of monitoring (spec §8); nothing is shown to the visitor. */
    logMonitoringError: (_, params: { error: unknown }) =>
      notProvided('logMonitoringError', params),
    /** Logs a start of monitoring that did not finish in time (spec §8). */
    logMonitoringTimeout: () => notProvided('logMonitoringTimeout'),
  },
  delays: CONSENT_DELAYS,
}).createMachine({
  id: 'consent',
  description:
    'Starts real-user monitoring once the performance group (C0002) is consented in a top-level window, exactly once; adds and removes the chat beacon with the targeting group (C0004).',
  context: ({ input }) => ({ groups: input.groups, topLevelWindow: input.topLevelWindow }),
  type: 'parallel',
  invoke: { id: 'consentUpdates', src: 'listenForConsentUpdates' },
  on: {
    'consent.updated': { actions: 'storeGroups' },
  },
  states: {
    monitoring: {
      initial: 'awaitingConsent',
      states: {
        awaitingConsent: {
          always: [
            { guard: 'isFramed', target: 'notInTopWindow' },
            { guard: 'allowsPerformance', target: 'starting' },
          ],
        },
        starting: {
          invoke: {
            id: 'startMonitoring',
            src: 'startMonitoring',
            onDone: 'running',
            onError: {
              target: 'failed',
              actions: {
                type: 'logMonitoringError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
          after: {
            monitoringStartTimeout: { target: 'failed', actions: 'logMonitoringTimeout' },
          },
        },
        running: { type: 'final' },
        failed: { type: 'final' },
        notInTopWindow: { type: 'final' },
      },
    },
    chatBeacon: {
      initial: 'off',
      states: {
        off: {
          always: { guard: 'allowsTargeting', target: 'on' },
        },
        on: {
          entry: 'addChatBeacon',
          exit: 'removeChatBeacon',
          always: { guard: not('allowsTargeting'), target: 'off' },
        },
      },
    },
  },
});
