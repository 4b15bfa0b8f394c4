/**
 * Model of the complaint / enquiry journey: a new visit, a reload with cached personal details and a
 * reload with drafts that show errors: the event samples the paths are generated from (choices and
 * typing on the three forms the chart owns, valid and invalid submits), what the app and child actors
 * can actually send (`when`), and the driver that runs one path against the product chart with its
 * checks. Shared by `test/model/complaint.model.test.ts` and the QA report (scripts/model-report.ts).
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, vi } from 'vitest';
import { cachedPersonFor, coronationStreet, personalDetails } from '../../support/journey-fixtures';
import { type SnapshotFrom } from 'xstate';
import { leadPostAnswers } from '../../support/actor-events';
import { emptyAddressValues } from '../../../machines/address-selection.machine';
import type { ContactPrefill } from '../../../machines/details-step';
import { fillEmpty, freshForm } from '../../../machines/form-kernel';
import { validateDetailsForm } from '../../../machines/validation/details-form';
import { addressReports } from './address-reports';
import {
  validateComplaintTypeChoice,
  validateEnergyPaymentChoice,
} from '../../../machines/validation/journey-choices';
import {
  complaintMachine,
  type ComplaintContext,
  type ComplaintEvent,
  type ComplaintSubmission,
  type DetailsFormField,
} from '../../../machines/complaint.machine';
import { complaintValues, type ComplaintType } from '../../../machines/complaint-values';
import { validateQueryForm } from '../../../machines/validation/query-form';
import * as detailsDriver from './details-step-driver';
import * as kit from './model-kit';
import {
  detailsStepChecks,
  formStepChecksOf,
  isUntouched,
  postingStepChecks,
  submitIsModelled,
  textStepChecks,
} from '../form-checks';
import { flush } from '../harness';

type Snapshot = SnapshotFrom<typeof complaintMachine>;
const formChecks = formStepChecksOf<Snapshot>();
/** The chart's own events and the answers of the actors it invokes. */
export type ModelEvent = detailsDriver.DetailsJourneyModelEvent<ComplaintEvent>;

const address = coronationStreet;
const details = personalDetails(true);
const cached = cachedPersonFor('gas-and-electricity', 'addr-from-cache');

/** What a user types into each details field (in page order): a valid answer; the email also one the rules refuse. */
const typed: Partial<Record<DetailsFormField, { valid: string; invalid?: string }>> = {
  firstName: { valid: details.firstName },
  surname: { valid: details.surname },
  email: { valid: details.email, invalid: 'ada@' },
  telephoneNumber: { valid: details.telephoneNumber },
  vulnerability: { valid: 'true' },
};
const typedOrder = Object.keys(typed) as DetailsFormField[];
/** An anonymous visitor has no prefill; a signed-in one fills the names (spec §4 "Prefill"). */
const prefill: ContactPrefill = { firstName: details.firstName, surname: details.surname };
const emptyDetails = freshForm<DetailsFormField>({
  firstName: '',
  surname: '',
  email: '',
  telephoneNumber: '',
  textphoneNumber: '',
  vulnerability: '',
});
/** The details form as the session's cached answers leave it. */
const cachedDetailsForm = freshForm<DetailsFormField>({
  ...emptyDetails.values,
  ...typedValues(),
});
function typedValues(): Partial<Record<DetailsFormField, string>> {
  return Object.fromEntries(typedOrder.map((field) => [field, typed[field]?.valid ?? '']));
}
/** The forms a user has not worked on: fresh, prefilled, or from the cache. */
const untouchedDetailsForms = [emptyDetails, fillEmpty(emptyDetails, prefill), cachedDetailsForm];

const reports = addressReports(address);

const queryText = 'My bill doubled.';
/** One character over the limit (spec §5): refused with the limit notice. */
const overLimit = 'y'.repeat(30001);

/**
 * The select-type and select-energy steps' events: each of `types` chosen, an answer of each of
 * the energy step's two outcomes (pay as you go or not), and the submits.
 */
export function choiceStepSamples(types: readonly ComplaintType[]): ModelEvent[] {
  return [
    ...types.map((value): ModelEvent => ({ type: 'type.change', value })),
    { type: 'type.submit' },
    { type: 'energy.change', value: 'credit' },
    { type: 'energy.change', value: 'payAsYouGo' },
    { type: 'energy.submit' },
  ];
}

const samples: readonly ModelEvent[] = [
  ...choiceStepSamples(['energy', 'homeServices']),
  { type: 'journey.start', complaint: 'enquiry-gas-and-electricity' },
  ...detailsDriver.detailsStepSamples({ prefill, reports, fields: typedOrder, typed }),
  { type: 'query.change', field: 'query', value: queryText },
  { type: 'query.change', field: 'query', value: overLimit },
  { type: 'query.change', field: 'subject', value: 'Dispute Bill/Balance' },
  { type: 'query.submit' },
  kit.failureDismiss,
  { type: 'route.visit', step: 'selectType' },
  { type: 'route.visit', step: 'selectEnergy' },
  { type: 'route.visit', step: 'details' },
  { type: 'route.visit', step: 'query' },
  ...leadPostAnswers('HS-1001', '502'),
];

/**
 * The new visit is a signed-in customer's: its paths answer the prefill with their record. The
 * reloads start from the cached details, whose form the prefill leaves as it is.
 */
const inputs: kit.NamedInputs<typeof complaintMachine> = [
  { name: 'new visit', input: { signedIn: true, personalDetails: null, submissionKey: null } },
  {
    name: 'reload with cached personal details',
    input: { signedIn: false, personalDetails: cached, submissionKey: null },
  },
  {
    name: 'reload with drafts that show errors',
    input: {
      signedIn: false,
      personalDetails: cached,
      submissionKey: null,
      typeDraft: {
        values: { complaintType: '' },
        errors: validateComplaintTypeChoice({ complaintType: '' }).errors,
        attempt: 1,
      },
      // The draft of the enquiry this input's journey starts at (a direct link).
      queryDraft: {
        complaint: 'enquiry-gas-and-electricity',
        form: {
          values: { subject: '', query: '' },
          errors: validateQueryForm({ subject: '', query: '' }, 'enquiry-gas-and-electricity')
            .errors,
          attempt: 1,
        },
      },
    },
  },
];

export const complaintModel = kit.defineChartModel(complaintMachine, {
  samples,
  when: canHappen,
  inputs,
  runPath,
});

/**
 * What the app and the address child can actually send: the app starts a journey at the details step
 * only on a fresh actor (a direct link); the child reports a selection only when none is held, and a
 * clear only after one; a change always changes the value, and a radio choice cannot be undone, so
 * only a submit before any choice has errors. To keep the model small the user settles the service
 * before the payment type, and the payment type before the details; the details and query steps are
 * explored only after choices that went through at the first try; only an enquiry asks for a
 * subject; the query text is typed once (valid or over the limit) and an over-limit text is
 * corrected to the sample text.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { context } = snapshot;
  const { typeForm, energyForm, queryForm, detailsForm, addressForm } = context;
  // Until the prefill answers a new visit's details form is as fresh as the chart made it; later
  // entries of the step ask again, but the answer is the same and the model leaves it out.
  const prefilling =
    snapshot.matches('enterDetails') && isDeepStrictEqual(detailsForm, emptyDetails);
  if (!kit.fitsPrefill(prefilling, event)) return false;
  const detailsUntouched = untouchedDetailsForms.some((form) =>
    isDeepStrictEqual(detailsForm, form),
  );
  // Nothing typed into the query form yet (a restored draft may still show errors).
  const queryUntouched = Object.values(queryForm.values).every((value) => value === '');
  // Past the choice steps only after choices that went through at the first try.
  const pastChoices = snapshot.matches('enterDetails') || snapshot.matches('describeQuery');
  const choicesAtFirstTry =
    energyForm.attempt === 0 && (typeForm.attempt === 0 || context.complaintType === null);
  if (pastChoices && !choicesAtFirstTry) return false;
  // The query step only after details and an address that went through at the first try, typed
  // into the fresh form of a new visit or taken as cached; the details step is entered again only
  // from a query step that nothing was typed into.
  const detailsAtFirstTry =
    detailsForm.attempt === 0 &&
    addressForm.attempt === 0 &&
    (isDeepStrictEqual(detailsForm, cachedDetailsForm) ||
      isDeepStrictEqual(detailsForm.values, cachedDetailsForm.values));
  if (snapshot.matches('describeQuery') && !detailsAtFirstTry) return false;
  switch (event.type) {
    case 'journey.start':
      return context.complaint === null && context.complaintType === null;
    case 'address.reported':
      // The address is settled before the details are typed and the query is touched.
      return detailsUntouched && queryUntouched && reports.canReport(event, context);
    case 'details.change': {
      if (
        context.address === null ||
        !queryUntouched ||
        detailsForm.values[event.field] === event.value
      )
        return false;
      const before = typedOrder.slice(0, typedOrder.indexOf(event.field));
      return before.every((field) => detailsForm.values[field] === typed[field]?.valid);
    }
    case 'details.submit':
      return submitIsModelled(
        validateDetailsForm(detailsForm.values).values !== null,
        detailsForm.attempt,
      );
    case 'type.change':
    case 'energy.change':
      return choiceCanHappen(context, event);
    case 'type.submit':
      return (
        context.complaint === null &&
        isUntouched(energyForm) &&
        submitIsModelled(
          validateComplaintTypeChoice(typeForm.values).values !== null,
          typeForm.attempt,
        )
      );
    case 'energy.submit':
      return (
        context.personalDetails === null &&
        submitIsModelled(
          validateEnergyPaymentChoice(energyForm.values).values !== null,
          energyForm.attempt,
        )
      );
    case 'query.change':
      // Nothing is typed once a query was posted (a failed post is retried as it was).
      if (queryForm.values[event.field] === event.value || context.query !== null) return false;
      if (event.field === 'subject')
        return context.complaint !== null && complaintValues[context.complaint].needsSubject;
      return queryForm.values.query === '' || queryForm.values.query === overLimit;
    case 'route.visit':
      // Back from the details step only before working on it (or on the way back from the query
      // step, the address shown again), and Forward to the query step after editing what was
      // submitted; from the query step before typing, or right after a submit with errors.
      if (snapshot.matches('enterDetails'))
        return (
          (detailsUntouched &&
            (isDeepStrictEqual(addressForm, freshForm(emptyAddressValues)) ||
              (context.address !== null && context.personalDetails !== null))) ||
          (event.step === 'query' && context.personalDetails !== null)
        );
      return (
        !snapshot.matches('describeQuery') ||
        queryUntouched ||
        isDeepStrictEqual(queryForm.errors, queryErrors(snapshot))
      );
    case 'query.submit':
      return submitIsModelled(
        validateQueryForm(queryForm.values, kit.required(context.complaint)).values !== null,
        queryForm.attempt,
      );
    case 'failure.dismiss':
      // The alert's close button, on the query step the failed post returned to.
      return snapshot.hasTag('failed');
    default:
      return true;
  }
}

/** The query form's errors by the rules, for the complaint in context. */
function queryErrors(snapshot: Snapshot) {
  const { queryForm, complaint } = snapshot.context;
  return validateQueryForm(queryForm.values, kit.required(complaint)).errors;
}

/**
 * Whether the user can make this choice now (a radio choice always changes the value), with the
 * service settled before the payment type and the payment type before the details.
 */
export function choiceCanHappen(
  context: ComplaintContext,
  event: Extract<ComplaintEvent, { type: 'type.change' | 'energy.change' }>,
): boolean {
  return event.type === 'type.change'
    ? context.typeForm.values.complaintType !== event.value &&
        context.complaint === null &&
        isUntouched(context.energyForm)
    : context.energyForm.values.energyPayment !== event.value && context.personalDetails === null;
}

async function runPath(run: kit.PathRun<typeof complaintMachine, ModelEvent>): Promise<void> {
  const persistPersonalDetails = vi.fn();
  const redirectToExternalComplaint = vi.fn();
  const journey = detailsDriver.startDetailsJourney(run, {
    invoked: detailsDriver.controllableDetailsActors<ComplaintSubmission>(),
    provide: ({ actors, actions }) =>
      complaintMachine.provide({
        actors,
        actions: { ...actions, persistPersonalDetails, redirectToExternalComplaint },
      }),
    reports,
    submitEvent: { type: 'query.submit' },
  });
  const { actor, effects, leadPost, atStep } = journey;
  const context = () => actor.getSnapshot().context;
  const drafts = {
    'complaint-type': () => context().typeForm,
    'complaint-energy': () => context().energyForm,
    'complaint-details': () => ({
      form: context().detailsForm,
      addressForm: context().addressForm,
      address: context().address,
    }),
    'complaint-query': () => ({ complaint: context().complaint, form: context().queryForm }),
  };
  const sendFormEvent = detailsDriver.formEventSender(journey.send, effects.persistDraft, drafts);

  await run.path.test({
    events: {
      'type.change': ({ event }) => sendFormEvent(event, 'complaint-type'),
      'type.submit': ({ event }) => sendFormEvent(event, 'complaint-type'),
      'energy.change': ({ event }) => sendFormEvent(event, 'complaint-energy'),
      'energy.submit': ({ event }) => sendFormEvent(event, 'complaint-energy'),
      'journey.start': ({ event }) => journey.send(event),
      'route.visit': ({ event }) => journey.send(event),
      'query.change': ({ event }) => sendFormEvent(event, 'complaint-query'),
      'query.submit': ({ event }) => sendFormEvent(event, 'complaint-query'),
      'details.change': ({ event }) => sendFormEvent(event, 'complaint-details'),
      'details.submit': ({ event }) => {
        const persisted = persistPersonalDetails.mock.calls.length;
        sendFormEvent(event, 'complaint-details');
        if (actor.getSnapshot().matches('enterDetails')) {
          expect(persistPersonalDetails).toHaveBeenCalledTimes(persisted);
        } else {
          expect(persistPersonalDetails).toHaveBeenLastCalledWith(expect.anything(), {
            personalDetails: actor.getSnapshot().context.personalDetails,
          });
        }
      },
      'address.reported': async (step) => {
        await journey.address.report(step);
        expect(effects.persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
          form: 'complaint-details',
          draft: drafts['complaint-details'](),
        });
      },
      'xstate.done.actor.loadPrefill': async () => {
        journey.invoked.loadPrefill.resolve(prefill);
        await flush();
        expect(context().detailsForm).toEqual(fillEmpty(emptyDetails, prefill));
      },
      ...kit.leadPostSteps(journey.invoked.submit, effects.logSubmitError, run.sampleFor),
      ...kit.failureDismissStep(actor),
    },
    states: run.coverage.checks<Snapshot>({
      'complaint.selectType': atStep('/make-a-complaint-select-type'),
      ...formChecks('complaint.selectType', 'typeForm', validateComplaintTypeChoice),
      'complaint.leavingForOtherComplaint': atStep(undefined, () => {
        expect(redirectToExternalComplaint).toHaveBeenLastCalledWith(expect.anything(), {
          complaintType: 'homeServices',
        });
      }),
      'complaint.selectEnergy': atStep('/make-a-complaint-select-energy', (snapshot) => {
        expect(snapshot.context.complaintType).toBe('energy');
      }),
      ...formChecks('complaint.selectEnergy', 'energyForm', validateEnergyPaymentChoice),
      'complaint.enterDetails': atStep('/complaints/$complaint', (snapshot) => {
        expect(snapshot.context.complaint).not.toBeNull();
        journey.address.expectHolds(snapshot);
        // 'Next step' shows once an address is chosen (spec §4).
        expect(snapshot.can({ type: 'details.submit' })).toBe(snapshot.context.address !== null);
      }),
      ...detailsStepChecks<DetailsFormField, Snapshot>(
        'complaint.enterDetails',
        (values) => validateDetailsForm(values).errors,
      ),
      'complaint.describeQuery': atStep('/complaints/$complaint/query', (snapshot) => {
        const { personalDetails, detailsForm } = snapshot.context;
        // What will be posted is what the details form shows: Forward past edits is refused.
        const answers = validateDetailsForm(detailsForm.values).values;
        expect(answers).not.toBeNull();
        expect(personalDetails).toMatchObject(answers ?? {});
        if (snapshot.context.submitError) expect(snapshot.context.query).not.toBeNull();
      }),
      ...postingStepChecks(
        'complaint.describeQuery.form',
        formChecks('complaint.describeQuery.form', 'queryForm', (values, { context }) =>
          validateQueryForm(values, kit.required(context.complaint)),
        ),
        ({ context }) => [context.queryForm],
      ),
      ...textStepChecks<Snapshot>(
        'complaint.describeQuery',
        ({ context }) => context.queryForm,
        'query',
      ),
      'complaint.submitting': (snapshot) => {
        const { complaint, personalDetails, query, queryForm } = snapshot.context;
        // What is posted is what the rules made of the query form.
        expect(query).toEqual(validateQueryForm(queryForm.values, kit.required(complaint)).values);
        kit.expectPostingLead(snapshot, { complaint, personalDetails, query }, leadPost);
      },
      'complaint.confirmed': (snapshot) =>
        detailsDriver.expectConfirmed(snapshot, journey, {
          origin: snapshot.context.complaint,
          receipt: { id: 'HS-1001' },
        }),
    }),
  });
}
