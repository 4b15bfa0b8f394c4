/**
 * The only monitoring code in the entry chunk: at idle time after load it imports the consent
 * gating (`start-monitoring.ts`), which loads the consent chart and Datadog RUM only after consent.
 */
import { afterLoadWhenIdle } from './when-idle';

/** Starts consent gating at idle time; a failure is logged and swallowed (spec §8). */
export function scheduleMonitoring(): void {
  afterLoadWhenIdle()
    .then(() => import('./start-monitoring'))
    .then((monitoring) => monitoring.startConsentGating())
    .catch((error: unknown) => console.error('Monitoring could not be started', error));
}
