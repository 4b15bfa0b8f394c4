// @vitest-environment jsdom
/**
 * The browser side of monitoring: RUM settings and loading, the chat beacon element, and the
 * idle-time deferral, in jsdom with the Datadog SDK mocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import {
  addChatBeacon,
  CHAT_BEACON_ELEMENT_ID,
  removeChatBeacon,
} from '../../src/monitoring/chat-beacon';
import { rumInitConfiguration, startRum } from '../../src/monitoring/rum';
import { afterLoadWhenIdle } from '../../src/monitoring/when-idle';

const rum = vi.hoisted(() => ({
  init: vi.fn(),
  getInitConfiguration: vi.fn((): unknown => undefined),
}));
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }));

beforeEach(() => {
  rum.init.mockReset();
  rum.getInitConfiguration.mockReset().mockReturnValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('RUM settings (spec §9)', () => {
  it('initialises from configuration with the spec settings and no personal data', () => {
    expect(rumInitConfiguration(config.monitoring)).toEqual({
      applicationId: config.monitoring.datadogApplicationId,
      clientToken: config.monitoring.datadogClientToken,
      site: 'datadoghq.eu',
      service: 'help-and-support',
      env: 'dev',
      version: config.monitoring.version,
      sessionSampleRate: 100,
      sessionReplaySampleRate: 20,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      startSessionReplayRecordingManually: false,
      allowedTracingUrls: [],
      enableExperimentalFeatures: [],
    });
  });
});

describe('loading RUM', () => {
  it('waits for idle time, then initialises once', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    const started = startRum(config.monitoring, new AbortController().signal);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rum.init).not.toHaveBeenCalled();
    idle?.();
    await started;
    expect(rum.init).toHaveBeenCalledExactlyOnceWith(rumInitConfiguration(config.monitoring));
  });

  it('does not initialise after the start was abandoned, nor a second time', async () => {
    const abandoned = new AbortController();
    abandoned.abort();
    await startRum(config.monitoring, abandoned.signal);
    rum.getInitConfiguration.mockReturnValue({ applicationId: 'x' });
    await startRum(config.monitoring, new AbortController().signal);
    expect(rum.init).not.toHaveBeenCalled();
  });
});

describe('idle time after load', () => {
  it('waits for the load event when the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let resolved = false;
    const waiting = afterLoadWhenIdle(window).then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resolved).toBe(false);
    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(resolved).toBe(true);
  });
});

describe('chat beacon element', () => {
  it('is added once and removed', () => {
    addChatBeacon('https://beacon.example-chat.com/beacon.js');
    addChatBeacon('https://beacon.example-chat.com/beacon.js');
    const scripts = document.querySelectorAll(`script#${CHAT_BEACON_ELEMENT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://beacon.example-chat.com/beacon.js');
    removeChatBeacon();
    expect(document.getElementById(CHAT_BEACON_ELEMENT_ID)).toBeNull();
    removeChatBeacon();
  });
});
