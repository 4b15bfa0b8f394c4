import { describe, expect, it } from 'vitest';
import { cachedDetailsFor } from '../support/journey-fixtures';
import { createActor, fromPromise } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { complaintMachine, type ComplaintInput } from '../../machines/complaint.machine';
import { feedbackMachine } from '../../machines/feedback.machine';
import { meterReadMachine, type MeterReadConfig } from '../../machines/meter-read.machine';
import { complaintBinding } from '../../src/journeys/complaint-journey';
import { feedbackBinding } from '../../src/journeys/feedback-journey';
import { meterReadBinding } from '../../src/journeys/meter-read-journey';
import {
  activeRoute,
  activeTitle,
  fillRoute,
  isPathOf,
  navigationFor,
  samePath,
  targetPath,
  withoutTrailingSlash,
  type RouteMatch,
} from '../../src/journeys/journey-session';
import { chooseType, submitQuery } from './complaint-answers';

const cached = { ...cachedDetailsFor('gas-and-electricity'), addressId: 'addr-1' };

/** The complaint chart with inert implementations: only its decisions matter here. */
function complaintActor(input: ComplaintInput) {
  const never = () => new Promise<never>(() => undefined);
  return createActor(
    complaintMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: {
            lookupAddresses: fromPromise<AddressOption[], { postcode: string }>(never),
            saveManualAddress: fromPromise<AddressOption, ManualAddress>(never),
          },
        }),
        submitLead: fromPromise(() => Promise.resolve({ id: 'HS-1' })),
        loadPrefill: fromPromise(() => Promise.resolve({})),
      },
      actions: {
        persistPersonalDetails: () => undefined,
        persistSubmissionKey: () => undefined,
        persistDraft: () => undefined,
        logSubmitError: () => undefined,
        redirectToExternalComplaint: () => undefined,
      },
    }),
    { input },
  ).start();
}

/**
 * The binding's algorithm as the hook runs it, without React: send the visit events of the URL,
 * then ask where the router must go.
 */
/** Where the router goes once the chart has moved on from the step the URL `from` shows. */
function navigationAfterMoveFrom(actor: ReturnType<typeof complaintActor>, from: string) {
  return navigationFor(actor.getSnapshot(), complaintBinding, from, 'transition');
}

function visit(actor: ReturnType<typeof complaintActor>, path: string, match: RouteMatch) {
  for (const event of complaintBinding.visitEvents(match, actor.getSnapshot())) actor.send(event);
  return navigationFor(actor.getSnapshot(), complaintBinding, path, 'visit');
}

describe('route templates', () => {
  it('fills $params and refuses to build a path with one missing', () => {
    expect(fillRoute('/complaints/$complaint/query', { complaint: 'pay-as-you-go' })).toBe(
      '/complaints/pay-as-you-go/query',
    );
    expect(fillRoute('/complaints/$complaint', {})).toBeUndefined();
    expect(fillRoute('/confirmation', {})).toBe('/confirmation');
  });

  it('recognises the paths of a journey, params included', () => {
    const routes = complaintBinding.routes;
    expect(isPathOf('/complaints/enquiry-pay-as-you-go', routes)).toBe(true);
    expect(isPathOf('/complaints/enquiry-pay-as-you-go/query', routes)).toBe(true);
    expect(isPathOf('/make-a-complaint-select-type', routes)).toBe(true);
    expect(isPathOf('/contact-us', routes)).toBe(false);
    expect(isPathOf('/confirmation', routes)).toBe(false);
    expect(isPathOf('/complaints/a/b/c', routes)).toBe(false);
  });

  it('compares paths without a trailing slash and removes one from an href', () => {
    expect(samePath('/submit-meter-read/', '/submit-meter-read')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(withoutTrailingSlash('/help-and-support/submit-meter-read/?fuel=Gas')).toBe(
      '/help-and-support/submit-meter-read?fuel=Gas',
    );
    expect(withoutTrailingSlash('/help-and-support/submit-meter-read')).toBe(
      '/help-and-support/submit-meter-read',
    );
    expect(withoutTrailingSlash('/')).toBe('/');
  });
});

describe('chart -> URL: navigationFor', () => {
  it("reads the active state's route and title from meta", () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    expect(activeRoute(actor.getSnapshot())).toBe('/make-a-complaint-select-type');
    actor.send({ type: 'journey.start', complaint: 'pay-as-you-go' });
    expect(activeRoute(actor.getSnapshot())).toBe('/complaints/$complaint');
    expect(activeTitle(actor.getSnapshot())).toBe('A bit about you');
    expect(targetPath(actor.getSnapshot(), complaintBinding)).toBe('/complaints/pay-as-you-go');
  });

  it('pushes a step the chart moved to and replaces a URL the chart refused', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    chooseType(actor, 'energy');
    expect(navigationAfterMoveFrom(actor, '/make-a-complaint-select-type')).toEqual({
      to: '/make-a-complaint-select-energy',
      replace: false,
    });
    expect(
      navigationFor(actor.getSnapshot(), complaintBinding, '/complaints/pay-as-you-go', 'visit'),
    ).toEqual({ to: '/make-a-complaint-select-energy', replace: true });
  });

  it('stays put when the URL already shows the state, or shows a page outside the journey', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    const snapshot = actor.getSnapshot();
    expect(
      navigationFor(snapshot, complaintBinding, '/make-a-complaint-select-type', 'visit'),
    ).toBeNull();
    // A header link out of the journey is never pulled back.
    expect(navigationFor(snapshot, complaintBinding, '/contact-us', 'transition')).toBeNull();
  });

  it('does nothing while the browser leaves for another complaint page (no screen)', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    chooseType(actor, 'installations');
    expect(activeRoute(actor.getSnapshot())).toBeUndefined();
    expect(navigationAfterMoveFrom(actor, '/make-a-complaint-select-type')).toBeNull();
  });

  it('carries the confirmation data in the history state when the chart is done', async () => {
    const actor = complaintActor({ signedIn: false, personalDetails: cached, submissionKey: null });
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    submitQuery(actor, 'Where is my refund?');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().status).toBe('done');
    expect(
      navigationFor(
        actor.getSnapshot(),
        complaintBinding,
        '/complaints/gas-and-electricity/query',
        'transition',
      ),
    ).toEqual({
      to: '/confirmation',
      replace: false,
      state: {
        confirmation: { origin: '/complaints/gas-and-electricity', data: { id: 'HS-1' } },
      },
    });
  });
});

describe('URL -> chart: visit events', () => {
  const query: RouteMatch = {
    route: '/complaints/$complaint/query',
    params: { complaint: 'gas-and-electricity' },
  };

  it('starts the journey at the linked complaint, then asks for the step', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    expect(complaintBinding.visitEvents(query, actor.getSnapshot())).toEqual([
      { type: 'journey.start', complaint: 'gas-and-electricity' },
      { type: 'route.visit', step: 'query' },
    ]);
  });

  it('only asks for the step once the journey has begun', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    chooseType(actor, 'energy');
    expect(complaintBinding.visitEvents(query, actor.getSnapshot())).toEqual([
      { type: 'route.visit', step: 'query' },
    ]);
    expect(
      complaintBinding.visitEvents(
        { route: '/make-a-complaint-select-type', params: {} },
        actor.getSnapshot(),
      ),
    ).toEqual([{ type: 'route.visit', step: 'selectType' }]);
  });

  it('names no step for a route outside the journey or an unknown complaint value', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    expect(
      complaintBinding.visitEvents({ route: '/contact-us', params: {} }, actor.getSnapshot()),
    ).toEqual([]);
    expect(
      complaintBinding.visitEvents(
        { route: '/complaints/$complaint', params: { complaint: 'broadband' } },
        actor.getSnapshot(),
      ),
    ).toEqual([{ type: 'route.visit', step: 'details' }]);
  });

  it('a reload on the query page resumes there with cached details', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: cached, submissionKey: null });
    expect(visit(actor, '/complaints/gas-and-electricity/query', query)).toBeNull();
    expect(actor.getSnapshot().matches('describeQuery')).toBe(true);
  });

  it('without cached details the query URL is refused and replaced by the details page', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    expect(visit(actor, '/complaints/gas-and-electricity/query', query)).toEqual({
      to: '/complaints/gas-and-electricity',
      replace: true,
    });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });

  it('a deep link to select-energy is refused until energy was chosen', () => {
    const actor = complaintActor({ signedIn: false, personalDetails: null, submissionKey: null });
    expect(
      visit(actor, '/make-a-complaint-select-energy', {
        route: '/make-a-complaint-select-energy',
        params: {},
      }),
    ).toEqual({ to: '/make-a-complaint-select-type', replace: true });
  });

  it('feedback: the details URL names the details step; the chart decides', () => {
    const actor = createActor(feedbackMachine, {
      input: { signedIn: false, feedback: null, submissionKey: null },
    }).start();
    const events = feedbackBinding.visitEvents(
      { route: '/complaints/feedback/personal-details', params: {} },
      actor.getSnapshot(),
    );
    expect(events).toEqual([{ type: 'route.visit', step: 'details' }]);
    for (const event of events) actor.send(event);
    expect(
      navigationFor(
        actor.getSnapshot(),
        feedbackBinding,
        '/complaints/feedback/personal-details',
        'visit',
      ),
    ).toEqual({ to: '/complaints/feedback', replace: true });
  });

  it('meter read: no URL events; a direct visit to the confirm page goes back to the form', () => {
    const actor = createActor(
      meterReadMachine.provide({
        actors: {
          loadMeterReadConfig: fromPromise<MeterReadConfig>(() => new Promise(() => undefined)),
        },
      }),
      { input: { signedIn: false, prefill: {}, submissionKey: null, today: '2025-03-15' } },
    ).start();
    expect(
      meterReadBinding.visitEvents(
        { route: '/submit-meter-read-confirm', params: {} },
        actor.getSnapshot(),
      ),
    ).toEqual([]);
    expect(
      navigationFor(actor.getSnapshot(), meterReadBinding, '/submit-meter-read-confirm', 'visit'),
    ).toEqual({ to: '/submit-meter-read', replace: true });
  });

  it('meter read: a reload of the confirmation stays on it, its receipt kept in the history entry', () => {
    const receipt = { id: 'HS-RELOAD1' };
    const actor = createActor(meterReadMachine, {
      input: { signedIn: false, prefill: {}, submissionKey: null, today: '2025-03-15', receipt },
    }).start();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(
      navigationFor(actor.getSnapshot(), meterReadBinding, '/submit-meter-read-confirm', 'visit'),
    ).toBeNull();
    expect(meterReadBinding.historyState?.(actor.getSnapshot())).toEqual({
      meterReadReceipt: receipt,
    });
  });
});
