/**
 * What the complaint and feedback drivers share about a journey with a details step: the invoked
 * actors the path settles (address lookup and save, lead post, contact prefill), the address child
 * the step runs, and the checks of a lead posted from it.
 */
import type { AnyActorRef, AnyStateMachine, EventFromLogic, EventObject } from 'xstate';
import { expect, type Mock } from 'vitest';
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
import { actorDone, type LeadActorEvent } from '../../support/actor-events';
import { hasErrors, type FormState } from '../../../machines/form-kernel';
import { journeyEffectSpies } from '../../support/journey-effect-spies';
import type { addressReports } from './address-reports';
import { leadPostWatch, stepChecksWith, typingSamples, type PathRun } from './model-kit';

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

/**
 * A details step's samples: the contact prefill's answer, the address child's reports, typing into
 * each of `fields` as `typed` says (`typingSamples`) and the submit.
 */
export function detailsStepSamples<TField extends string>({
  prefill,
  reports,
  fields,
  typed,
}: {
  prefill: ContactPrefill;
  reports: ReturnType<typeof addressReports>;
  fields: readonly TField[];
  typed: Parameters<typeof typingSamples<'details.change', TField>>[2];
}) {
  return [
    actorDone('loadPrefill', prefill),
    ...reports.all,
    ...typingSamples('details.change', fields, typed),
    { type: 'details.submit' } as const,
  ];
}

/** A sample that only the address child sends, never a view. */
function isAddressReport(sample: EventObject): sample is AddressSelectionParentEvent {
  return sample.type === 'address.reported';
}

/**
 * The sample a path step stands for, as a view sends it; the answers of invoked actors and the
 * address child's reports are not a view's to send.
 */
function viewSample(
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
function addressPart(
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

/**
 * The journey is where the model is, ended on the confirmation page with the lead's receipt for
 * `origin`.
 */
export function expectConfirmed<TSnapshot extends Parameters<typeof routeOf>[0]>(
  snapshot: TSnapshot,
  {
    actor,
    leadPost,
  }: {
    actor: { getSnapshot(): { output: unknown } };
    leadPost: { matchesModel: (snapshot: TSnapshot) => void };
  },
  output: { origin: unknown; receipt: LeadReceipt },
): void {
  leadPost.matchesModel(snapshot);
  expect(routeOf(snapshot)).toBe('/confirmation');
  expect(actor.getSnapshot().output).toEqual(output);
}

/** What a details journey is provided with by its driver: controllable actors and spied effects. */
interface DetailsJourneyProvisions<TSubmission> {
  actors: ReturnType<typeof controllableDetailsActors<TSubmission>>['logic'];
  actions: ReturnType<typeof journeyEffectSpies>;
}

/** How a details journey's driver starts it (see `startDetailsJourney`). */
export interface DetailsJourneyStart<TMachine extends AnyStateMachine, TSubmission> {
  /** The invoked actors (`controllableDetailsActors`). */
  invoked: ReturnType<typeof controllableDetailsActors<TSubmission>>;
  /** The chart provided with the shared provisions and its own spies. */
  provide: (provisions: DetailsJourneyProvisions<TSubmission>) => TMachine;
  /** The address reports the path's samples come from. */
  reports: ReturnType<typeof addressReports>;
  /** The click that posts the lead. */
  submitEvent: EventObject;
}

/**
 * Starts the details journey a path drives and returns what its driver works with: the actor and
 * its invoked actors and effects, `send` as a view sends, the address part of its details step,
 * and the watch of its lead post with the step checks made from it.
 */
export function startDetailsJourney<
  TMachine extends AnyStateMachine,
  TEvent extends EventObject,
  TSubmission,
>(
  run: PathRun<TMachine, TEvent>,
  { invoked, provide, reports, submitEvent }: DetailsJourneyStart<TMachine, TSubmission>,
) {
  const effects = journeyEffectSpies();
  const actor = run.start(provide({ actors: invoked.logic, actions: effects }));
  const leadPost = leadPostWatch(actor, invoked.submit, effects, submitEvent);
  return {
    actor,
    invoked,
    effects,
    send: (event: { type: string }): void => {
      actor.send(viewSample(run.sampleFor, event) as EventFromLogic<TMachine>);
    },
    address: addressPart(actor, reports, invoked.lookup, run.sampleFor),
    leadPost,
    atStep: stepChecksWith(leadPost.matchesModel),
  };
}

/**
 * Sends a form event as its view does (`send`), then checks that the form's draft was kept as it
 * now is and that a submit with errors was counted. `drafts` gives each form's draft as the chart
 * keeps it: the form itself, or an object holding it as `form` (with the address inputs or the
 * complaint).
 */
export function formEventSender<TForm extends string>(
  send: (event: { type: string }) => void,
  persistDraft: Mock,
  drafts: Record<TForm, () => FormState<string> | { form: FormState<string> }>,
): (event: { type: string }, form: TForm) => void {
  const ownForm = (form: TForm): FormState<string> => {
    const kept = drafts[form]();
    return 'form' in kept ? kept.form : kept;
  };
  return (event, form) => {
    const attempt = ownForm(form).attempt;
    send(event);
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form,
      draft: drafts[form](),
    });
    const failed = event.type.endsWith('.submit') && hasErrors(ownForm(form));
    expect(ownForm(form).attempt).toBe(failed ? attempt + 1 : attempt);
  };
}
