/**
 * Consent gating at start-up, imported at idle time after load (`schedule-monitoring.ts`). The
 * consent chart (`consent-chart.ts`, with xstate) only has work when a group beyond the strictly
 * necessary one is active — monitoring needs C0002, the chat beacon C0004 — so it is loaded then:
 * at once when such consent is stored, else with the first `OneTrustGroupsUpdated` that grants
 * one. A visitor who has not consented downloads neither the chart nor xstate.
 */
import { listenForConsentUpdates, readConsentGroups } from './consent';

const STRICTLY_NECESSARY = 'C0001';

const givesChartWork = (groups: readonly string[]) =>
  groups.some((group) => group !== STRICTLY_NECESSARY);

function startChart(): void {
  import('./consent-chart')
    .then((chart) => chart.startConsentChart())
    .catch((error: unknown) => console.error('Monitoring could not be started', error));
}

let started = false;

/** Starts consent gating once per page; failures are logged and swallowed (spec §8). */
export function startConsentGating(): void {
  if (started) return;
  started = true;
  const groups = readConsentGroups();
  if (givesChartWork(groups)) {
    startChart();
    return;
  }
  const stopListening = listenForConsentUpdates((updated) => {
    if (!givesChartWork(updated)) return;
    stopListening();
    startChart();
  });
}
