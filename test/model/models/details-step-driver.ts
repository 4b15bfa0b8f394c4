/**
 * What the complaint and feedback drivers share about a journey with a details step: the invoked
 * actors the path settles (address lookup and save, lead post, contact prefill), the address child
 * the step runs, and the checks of a lead posted from it.
 */
import type { AnyActorRef, EventObject } from 'xstate';
import { expect } from 'vitest';
import {
  addressSelectionMachine,
  type AddressOption,
  type AddressSelectionParentEvent,
  type ManualAddress,
} from '../../../machines/address-selection.machine';
import type { ContactPrefill, ReportedAddress } from '../../../machines/details-step';
import type { KeyedSubmission, LeadReceipt } from '../../../machines/journey-kernel';
import { addressSelectionChild } from '../../../src/journeys/address-actors';
import { controllableActor, routeOf } from '../harness';
import type { LeadActorEvent } from '../../support/actor-events';
import type { addressReports } from './address-reports';

/** What a details journey's model sends: the chart's own events and its invoked actors' answers. */
export type DetailsJourneyModelEvent<TChartEvent> = TChartEvent | LeadActorEvent<ContactPrefill>;

/**
 * The actors a details journey invokes, each settled by the path: the address child's lookup and
 * manual save, the lead post and the contact prefill; `logic` is what the chart is provided with.
 */
export function controllableDetailsActors<TSubmission>() {
  const lookup = controllableActor<AddressOption[], { postcode: string }>();
  const save = controllableActor<AddressOption, ManualAddress>();
  const submit = controllableActor<LeadReceipt, KeyedSubmission<TSubmission>>();
  const loadPrefill = controllableActor<ContactPrefill, unknown>();
  return {
    lookup,
    submit,
    loadPrefill,
    logic: {
      addressSelection: addressSelectionMachine.provide({
        actors: { lookupAddresses: lookup.logic, saveManualAddress: save.logic },
      }),
      submitLead: submit.logic,
      loadPrefill: loadPrefill.logic,
    },
  };
}

/** A sample that only the address child sends, never a view. */
function isAddressReport(sample: EventObject): sample is AddressSelectionParentEvent {
  return sample.type === 'address.reported';
}

/**
 * The sample a path step stands for, as a view sends it; the answers of invoked actors and the
 * address child's reports are not a view's to send.
 */
export function viewSample(
  sampleFor: (event: { type: string }) => EventObject,
  event: { type: string },
): EventObject {
  const sample = sampleFor(event);
  if (sample.type.startsWith('xstate.') || isAddressReport(sample)) {
    throw new Error(`${sample.type} is not sent by a view`);
  }
  return sample;
}

/**
 * The address part of `actor`'s details step: the running child, the path step that makes it send
 * a report, and the check that it holds what its parent was told.
 */
export function addressPart(
  actor: { getSnapshot(): { children: Partial<Record<string, AnyActorRef>> } },
  reports: ReturnType<typeof addressReports>,
  lookup: ReturnType<typeof controllableDetailsActors>['lookup'],
  sampleFor: (event: { type: string }) => EventObject,
) {
  const child = () => {
    const running = addressSelectionChild(actor.getSnapshot());
    if (running === undefined) throw new Error('the details step has no address-selection child');
    return running;
  };
  return {
    child,
    /** Drives the child to send the step's `address.reported` sample. */
    report: async ({ event }: { event: EventObject }): Promise<void> => {
      const sample = sampleFor(event);
      if (!isAddressReport(sample)) throw new Error('sample mismatch');
      await reports.reportThroughChild(sample, child(), lookup);
    },
    /** The child holds the pick and the inputs in `snapshot`'s context. */
    expectHolds: (snapshot: { context: ReportedAddress }): void => {
      const held = child().getSnapshot().context;
      expect(held.selected).toEqual(snapshot.context.address);
      expect(held.form).toEqual(snapshot.context.addressForm);
    },
  };
}

/** The journey ended on the confirmation page with the lead's receipt for `origin`. */
export function expectConfirmed(
  snapshot: Parameters<typeof routeOf>[0],
  actor: { getSnapshot(): { output: unknown } },
  output: { origin: unknown; receipt: LeadReceipt },
): void {
  expect(routeOf(snapshot)).toBe('/confirmation');
  expect(actor.getSnapshot().output).toEqual(output);
}
