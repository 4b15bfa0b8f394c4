import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type * as InspectorModule from '../../src/journeys/inspector';

const next = vi.fn<(event: InspectionEvent) => void>();
const createBrowserInspector = vi.fn(() => ({ inspect: { next } }));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh copy of the module: it keeps one inspector per page in module state. */
async function loadModule(search: string): Promise<typeof InspectorModule> {
  vi.stubGlobal('window', { location: { search } });
  vi.resetModules();
  return import('../../src/journeys/inspector');
}

const event = (type: string) => ({ type }) as unknown as InspectionEvent;

describe('journeyInspector (development-only live inspection)', () => {
  beforeEach(() => {
    next.mockClear();
    createBrowserInspector.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('is off without ?inspect or VITE_INSPECT, and loads nothing', async () => {
    const { journeyInspector } = await loadModule('?step=1');
    expect(journeyInspector()).toBeUndefined();
    await vi.dynamicImportSettled();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('is off in production builds even with ?inspect', async () => {
    vi.stubEnv('DEV', false);
    const { journeyInspector } = await loadModule('?inspect');
    expect(journeyInspector()).toBeUndefined();
  });

  it('with ?inspect, streams every event to one shared inspector, replaying those sent while it loaded', async () => {
    const { journeyInspector } = await loadModule('?inspect');
    const inspect = journeyInspector();
    if (inspect === undefined) throw new Error('the inspector is off');
    inspect(event('@xstate.actor'));
    inspect(event('@xstate.snapshot'));
    await vi.dynamicImportSettled();
    inspect(event('@xstate.event'));

    expect(journeyInspector()).toBe(inspect);
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
    expect(next.mock.calls.map(([sent]) => sent.type)).toEqual([
      '@xstate.actor',
      '@xstate.snapshot',
      '@xstate.event',
    ]);
  });

  it('is on for every page with VITE_INSPECT=true', async () => {
    vi.stubEnv('VITE_INSPECT', 'true');
    const { journeyInspector } = await loadModule('');
    expect(journeyInspector()).toBeTypeOf('function');
  });
});
