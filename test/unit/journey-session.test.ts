import { createQueryClient } from '../../src/api/queries/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journeyRoutes } from '../../machines/journey-routes';
import { JourneyRegistry } from '../../src/journeys/journey-registry';
import type { Navigation, RouterPort } from '../../src/journeys/journey-session';
import { chooseType } from './complaint-answers';
import type { MeterReadFormField } from '../../machines/meter-read.machine';
import { localIsoDate } from '../../machines/validation/meter-read-form';

/** A router that stays where it is told and records where the sessions send it. */
class FakeRouter implements RouterPort {
  readonly navigations: Navigation[] = [];
  path: string = journeyRoutes.selectType.path;
  previous: string | undefined = undefined;

  currentPath(): string {
    return this.path;
  }

  previousPath(): string | undefined {
    return this.previous;
  }

  navigate(navigation: Navigation): void {
    this.navigations.push(navigation);
  }
}

const selectType = { route: journeyRoutes.selectType.path, params: {} };
const selectEnergy = { route: journeyRoutes.selectEnergy.path, params: {} };

let router: FakeRouter;
let registry: JourneyRegistry;

beforeEach(() => {
  // Sessions listen for pages restored from the back/forward cache; the development inspector
  // reads the URL.
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { search: '' } }));
  router = new FakeRouter();
  registry = new JourneyRegistry(createQueryClient());
  registry.attach(router);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a journey session', () => {
  it('accepts a step the chart is at, and answers a refused one with a replacing redirect', async () => {
    const session = await registry.open('complaint', {});
    expect(session.visit(selectType)).toBeNull();
    router.path = journeyRoutes.selectEnergy.path;
    expect(session.visit(selectEnergy)).toEqual({
      to: journeyRoutes.selectType.path,
      replace: true,
    });
    expect(router.navigations).toEqual([]);
  });

  it("pushes the chart's next step when a user's event moves it", async () => {
    const session = await registry.open('complaint', {});
    session.visit(selectType);
    chooseType(session.actor, 'energy');
    expect(router.navigations).toEqual([{ to: journeyRoutes.selectEnergy.path, replace: false }]);
  });

  it('never pulls the router back once the URL has left the journey', async () => {
    const session = await registry.open('complaint', {});
    session.visit(selectType);
    router.path = '/contact-us';
    chooseType(session.actor, 'energy');
    expect(router.navigations).toEqual([]);
  });

  it('tells the chart again what the URL shows when the page comes back from the back/forward cache', async () => {
    const session = await registry.open('complaint', {});
    session.visit(selectType);
    chooseType(session.actor, 'energy');
    router.path = journeyRoutes.selectType.path;
    // Back restored the select-type page with the actor still at select-energy.
    const pageShow = Object.assign(new Event('pageshow'), { persisted: true });
    window.dispatchEvent(pageShow);
    expect(session.actor.getSnapshot().matches('selectType')).toBe(true);
  });
});

describe("a journey's visitor", () => {
  it('is signed in when the chart starts with the sign-in cookie: the chart knows it, not the screen', async () => {
    const anonymous = await registry.open('complaint', {});
    anonymous.visit(selectType);
    expect(anonymous.actor.getSnapshot().context.signedIn).toBe(false);

    vi.stubGlobal('document', { cookie: 'access_token=abc' });
    const signedInRegistry = new JourneyRegistry(createQueryClient());
    signedInRegistry.attach(new FakeRouter());
    const signedIn = await signedInRegistry.open('complaint', {});
    signedIn.visit(selectType);
    expect(signedIn.actor.getSnapshot().context.signedIn).toBe(true);
  });
});

describe('the journey registry', () => {
  it('has no session for a journey its routes have not opened', () => {
    expect(() => registry.session('feedback')).toThrow('The feedback journey is not open.');
  });

  it('keeps the running session while the visitor moves between its steps', async () => {
    const first = await registry.open('complaint', {});
    router.previous = journeyRoutes.selectType.path;
    expect(await registry.open('complaint', {})).toBe(first);
    expect(registry.session('complaint')).toBe(first);
  });

  it('starts afresh, stopping the old actor, when the visitor comes from outside the journey', async () => {
    const first = await registry.open('complaint', {});
    chooseType(first.actor, 'energy');
    router.previous = '/confirmation';
    const second = await registry.open('complaint', {});
    expect(second).not.toBe(first);
    expect(first.actor.getSnapshot().status).toBe('stopped');
    expect(second.actor.getSnapshot().matches('selectType')).toBe(true);
  });

  it('starts afresh when the running journey has finished, unless it goes into its last screen', async () => {
    const openWeek = {
      isMeterReadWeek: true,
      headingTemplate: '',
      smrErrorTemplate: '',
      contactCardPillTemplate: '',
      contactCardTemplate: '',
    };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return Promise.resolve(
        url.includes('/v1/leads')
          ? Response.json({ data: { id: 'MR-1' } }, { status: 201 })
          : Response.json(openWeek),
      );
    });
    const first = await registry.open('meterRead', { first_name: 'Mary', fuel: 'Gas' });
    await vi.waitFor(() => expect(first.actor.getSnapshot().matches('form')).toBe(true));
    const reading = {
      last_name: 'Somerville',
      telephone: '01632 960002',
      gas_account_number: '850123456789',
      gas_reading: '01234',
      date: localIsoDate(new Date()),
    } as const;
    for (const [field, value] of Object.entries(reading) as [MeterReadFormField, string][]) {
      first.actor.send({ type: 'reading.change', field, value });
    }
    first.actor.send({ type: 'reading.submit' });
    await vi.waitFor(() => expect(first.actor.getSnapshot().status).toBe('done'));
    router.previous = journeyRoutes.meterReadConfirm.path;
    // Into its last screen (the confirmation) it continues, also with a trailing slash.
    router.path = journeyRoutes.meterReadConfirm.path;
    expect(await registry.open('meterRead', {})).toBe(first);
    router.path = `${journeyRoutes.meterReadConfirm.path}/`;
    expect(await registry.open('meterRead', {})).toBe(first);
    // Back from the confirmation is a new form.
    router.path = journeyRoutes.meterRead.path;
    const second = await registry.open('meterRead', {});
    expect(second).not.toBe(first);
    expect(registry.session('meterRead')).toBe(second);
    second.actor.stop();
  });

  it('starts the meter-read journey with the prefill of the URL it was opened with', async () => {
    const session = await registry.open('meterRead', { first_name: 'Mary', fuel: 'Dual' });
    expect(session.actor.getSnapshot().context.prefill).toEqual({
      first_name: 'Mary',
      fuel: 'Dual',
    });
    session.actor.stop();
  });
});
