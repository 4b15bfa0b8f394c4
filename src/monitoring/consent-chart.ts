/**
 * The consent chart (machines/consent.machine.ts) wired to the browser. This module, and with it
 * xstate, is loaded by `start-monitoring.ts` only once consent gives the chart something to do.
 */
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { consentMachine } from '../../machines/consent.machine';
import { config } from '../config';
import { addChatBeacon, removeChatBeacon } from './chat-beacon';
import { isTopLevelWindow, listenForConsentUpdates, readConsentGroups } from './consent';
import { startRum } from './rum';

/** The chart with the browser's implementations and the configured start-up timeout. */
const browserConsentMachine = consentMachine.provide({
  actors: {
    listenForConsentUpdates: fromCallback(({ sendBack }) =>
      listenForConsentUpdates((groups) => sendBack({ type: 'consent.updated', groups })),
    ),
    startMonitoring: fromPromise(async ({ signal }) => {
      await startRum(config.monitoring, signal);
      return undefined;
    }),
  },
  actions: {
    addChatBeacon: () => addChatBeacon(config.chatBeaconUrl),
    removeChatBeacon: () => removeChatBeacon(),
    logMonitoringError: (_, { error }) => console.error('Monitoring could not be started', error),
    logMonitoringTimeout: () =>
      console.error(
        `Monitoring did not start within ${config.monitoring.startTimeoutMs} ms and was abandoned`,
      ),
  },
  delays: { monitoringStartTimeout: config.monitoring.startTimeoutMs },
});

let consent: Actor<typeof browserConsentMachine> | undefined;

/**
 * Starts the chart once per page with the groups active now, read when it starts: consent may have
 * changed while this module downloaded, after the listener that loaded it had stopped. An error of
 * the chart is logged and swallowed. From then on the chart follows every consent update itself.
 */
export function startConsentChart(): void {
  if (consent) return;
  consent = createActor(browserConsentMachine, {
    input: { groups: readConsentGroups(), topLevelWindow: isTopLevelWindow() },
  });
  consent.subscribe({
    error: (error) => console.error('Consent handling failed', error),
  });
  consent.start();
}
