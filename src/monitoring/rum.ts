/**
 * Datadog real-user monitoring (spec §1, §9). The SDK (about 64 kB gzip) is a dynamic import made
 * only after consent and at idle time, so no visitor without consent downloads it.
 */
import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { AppConfig } from '../config';
import { afterLoadWhenIdle } from './when-idle';

export type MonitoringSettings = AppConfig['monitoring'];

/** The init settings of spec §9. No personal data: typed input is masked in replays. */
export function rumInitConfiguration(settings: MonitoringSettings): RumInitConfiguration {
  return {
    applicationId: settings.datadogApplicationId,
    clientToken: settings.datadogClientToken,
    site: settings.site,
    service: settings.appName,
    env: settings.env,
    version: settings.version,
    sessionSampleRate: settings.sessionSampleRate,
    sessionReplaySampleRate: settings.sessionReplaySampleRate,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
    // Replay recording starts with the session, on init.
    startSessionReplayRecordingManually: false,
    allowedTracingUrls: [...settings.allowedTracingUrls],
    enableExperimentalFeatures: [...settings.enableExperimentalFeatures],
  };
}

/**
 * Waits for idle time, loads the SDK and initialises it once. Does nothing more once `signal` is
 * aborted (the consent chart gave up on a slow start), so a late download never initialises.
 */
export async function startRum(settings: MonitoringSettings, signal: AbortSignal): Promise<void> {
  await afterLoadWhenIdle();
  const { datadogRum } = await import('@datadog/browser-rum');
  if (signal.aborted || datadogRum.getInitConfiguration() !== undefined) return;
  datadogRum.init(rumInitConfiguration(settings));
}
