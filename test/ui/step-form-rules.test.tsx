/**
 * A step's @mantine/form and its chart run one rule: for any values typed, the form's verdict
 * (`form.validate()`, `form.isValid()`, the first field in error, the branch `onSubmit` takes) is the
 * verdict the chart reaches when the submit arrives. Each run starts a real chart at its step, types
 * the values through the form as the screen binds it (`useStepForm`), then submits.
 */
import { act, renderHook } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type Actor,
  type AnyActorLogic,
  type SnapshotFrom,
} from 'xstate';
import {
  addressFields,
  addressInputsRule,
  addressSelectionMachine,
  manualAddressRule,
  postcodeRule,
  type AddressField,
  type AddressOption,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import {
  complaintMachine,
  queryFormFields,
  complaintFormRules,
  type ComplaintInput,
} from '../../machines/complaint.machine';
import type { ComplaintValue } from '../../machines/complaint-values';
import { enquirySubjects } from '../../machines/complaint-values';
import { feedbackFormRules, feedbackMachine } from '../../machines/feedback.machine';
import { valuesOf as formValues, type FormState } from '../../machines/form-kernel';
import {
  meterReadFormFields,
  meterReadFormRule,
  meterReadMachine,
  type MeterReadConfig,
} from '../../machines/meter-read.machine';
import { detailsFormFields } from '../../machines/validation/details-form';
import { feedbackDetailsFields } from '../../machines/validation/feedback-form';
import { addressSelectionChild } from '../../src/journeys/address-actors';
import { typedDetails } from '../support/journey-fixtures';
import { useStepForm, type StepFormRule } from '../../src/ui/journeys/shared/use-step-form';
import type { LeadReceipt } from '../../machines/journey-kernel';
import { controllableActor } from '../model/harness';
import { journeyEffectSpies } from '../support/journey-effect-spies';
import { coronationStreet } from '../support/journey-fixtures';

const runs = { numRuns: 60 };

/** Values of `fields`: for each, a few its rule accepts or refuses on purpose, or any text. */
function typedValues<F extends string>(
  fields: readonly F[],
  samples: Record<F, readonly string[]>,
): fc.Arbitrary<Record<F, string>> {
  const valueOf = (field: F) =>
    fc.oneof(fc.constantFrom('', ' ', ...samples[field]), fc.string({ maxLength: 12 }));
  return fc
    .tuple(...fields.map(valueOf))
    .map((values) => formValues(fields, (field) => values[fields.indexOf(field)] ?? ''));
}

const names = ['Ada', 'Mary-Jane', "O'Brien", 'Ada1', 'x'.repeat(101)];
const emails = ['ada@example.com', 'ada@', 'a b@example.com'];
const phones = ['07911 123456', '+353 1 234 5678', '020 7946 0000', '0791', '+1 202 555 0100'];

/** The chart's form at a step, the events it takes for edits and the submit, and where it is now. */
interface ChartStep<F extends string, L extends AnyActorLogic> {
  actor: Actor<L>;
  formOf: (snapshot: SnapshotFrom<L>) => FormState<F>;
  change: (field: F, value: string) => void;
  submit: () => void;
}

/**
 * Types `values` through the step's form, asks the form for its verdict, submits, and gives both
 * verdicts: the form's errors (in order) and validity, and the messages the chart then shows.
 */
function verdicts<F extends string, L extends AnyActorLogic>(
  step: ChartStep<F, L>,
  fields: readonly F[],
  rule: StepFormRule<F>,
  values: Record<F, string>,
) {
  const { result, unmount } = renderHook(() =>
    useStepForm(fields, useSelector(step.actor, step.formOf), rule, step),
  );
  act(() => result.current.form.setValues(values));
  const typed = step.formOf(step.actor.getSnapshot()).values;
  const formIsValid = result.current.form.isValid();
  const formErrors = Object.entries(result.current.form.validate().errors);
  act(() => result.current.onSubmit());
  const chartErrors = Object.entries(step.formOf(step.actor.getSnapshot()).errors);
  unmount();
  return { typed, formIsValid, formErrors, chartErrors };
}

function expectOneVerdict<F extends string, L extends AnyActorLogic>(
  step: ChartStep<F, L>,
  fields: readonly F[],
  rule: StepFormRule<F>,
  values: Record<F, string>,
) {
  const { typed, formIsValid, formErrors, chartErrors } = verdicts(step, fields, rule, values);
  // The chart holds what was typed, so both judged the same values.
  expect(typed).toEqual({ ...typed, ...values });
  expect(formErrors).toEqual(chartErrors);
  expect(formIsValid).toBe(chartErrors.length === 0);
}

const noAddressCalls = addressSelectionMachine.provide({
  actors: {
    lookupAddresses: fromPromise<AddressOption[], { postcode: string }>(() => Promise.resolve([])),
    saveManualAddress: fromPromise<AddressOption, ManualAddress>(() =>
      Promise.reject(new Error('not saved')),
    ),
  },
});

/** A post the test never answers: a valid submit leaves the chart `submitting`. */
const neverAnswered = <I,>() => controllableActor<LeadReceipt, I>().logic;

const newVisitor: ComplaintInput = { signedIn: false, personalDetails: null, submissionKey: null };

function complaintActor() {
  return createActor(
    complaintMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: {
            lookupAddresses: fromPromise<AddressOption[], { postcode: string }>(() =>
              Promise.resolve([coronationStreet]),
            ),
            saveManualAddress: fromPromise<AddressOption, ManualAddress>(() =>
              Promise.reject(new Error('not saved')),
            ),
          },
        }),
        submitLead: neverAnswered(),
        loadPrefill: fromPromise(() => Promise.resolve({})),
      },
      actions: {
        persistPersonalDetails: () => undefined,
        redirectToExternalComplaint: () => undefined,
        ...journeyEffectSpies(),
      },
    }),
    { input: newVisitor },
  ).start();
}

type ComplaintActor = ReturnType<typeof complaintActor>;

function feedbackActor() {
  return createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: noAddressCalls,
        submitLead: neverAnswered(),
        loadPrefill: fromPromise(() => Promise.resolve({})),
      },
      actions: { persistFeedback: () => undefined, ...journeyEffectSpies() },
    }),
    { input: { signedIn: false, feedback: null, submissionKey: null } },
  ).start();
}

/** The complaint chart on its details step for `complaint`, an address chosen ('Next step' shows). */
async function detailsStep(complaint: ComplaintValue): Promise<ComplaintActor> {
  const actor = complaintActor();
  actor.send({ type: 'journey.start', complaint });
  const address = addressSelectionChild(actor.getSnapshot());
  if (address === undefined) throw new Error('no address-selection child');
  address.send({ type: 'address.change', field: 'postcode', value: 'M1 1AA' });
  address.send({ type: 'address.lookup' });
  await waitFor(address, (snapshot) => snapshot.hasTag('list'));
  address.send({ type: 'address.select', id: coronationStreet.id });
  return actor;
}

/** The complaint chart on its query step for `complaint`. */
async function queryStep(complaint: ComplaintValue): Promise<ComplaintActor> {
  const actor = await detailsStep(complaint);
  for (const [field, value] of Object.entries(typedDetails)) {
    actor.send({ type: 'details.change', field: field as keyof typeof typedDetails, value });
  }
  actor.send({ type: 'details.submit' });
  if (!actor.getSnapshot().matches('describeQuery')) throw new Error('not on the query step');
  return actor;
}

/** The address-selection child of the feedback chart's details step. */
function addressStep() {
  const actor = feedbackActor();
  actor.send({ type: 'feedback.change', value: 'Keep my credit' });
  actor.send({ type: 'feedback.submit' });
  const address = addressSelectionChild(actor.getSnapshot());
  if (address === undefined) throw new Error('no address-selection child');
  return address;
}

describe('a step form and its chart judge alike (one rule, machines/validation)', () => {
  it('select-type and select-energy', () => {
    fc.assert(
      fc.property(
        typedValues(['complaintType'], { complaintType: ['energy', 'homeServices', 'other'] }),
        typedValues(['energyPayment'], {
          energyPayment: ['prepayment', 'payOnReceipt', 'directDebit', 'card'],
        }),
        (type, energy) => {
          const actor = complaintActor();
          expectOneVerdict(
            {
              actor,
              formOf: (snapshot) => snapshot.context.typeForm,
              change: (_, value) => actor.send({ type: 'type.change', value }),
              submit: () => actor.send({ type: 'type.submit' }),
            },
            ['complaintType'],
            complaintFormRules.type,
            type,
          );
          const onEnergy = complaintActor();
          onEnergy.send({ type: 'type.change', value: 'energy' });
          onEnergy.send({ type: 'type.submit' });
          expectOneVerdict(
            {
              actor: onEnergy,
              formOf: (snapshot) => snapshot.context.energyForm,
              change: (_, value) => onEnergy.send({ type: 'energy.change', value }),
              submit: () => onEnergy.send({ type: 'energy.submit' }),
            },
            ['energyPayment'],
            complaintFormRules.energy,
            energy,
          );
        },
      ),
      runs,
    );
  });

  it("complaint 'A bit about you'", async () => {
    await fc.assert(
      fc.asyncProperty(
        typedValues(detailsFormFields, {
          firstName: names,
          surname: names,
          email: emails,
          telephoneNumber: phones,
          textphoneNumber: ['123456', '12a', '1'.repeat(21)],
          vulnerability: ['true', 'false', 'maybe'],
        }),
        async (values) => {
          const actor = await detailsStep('gas-and-electricity');
          expectOneVerdict(
            {
              actor,
              formOf: (snapshot) => snapshot.context.detailsForm,
              change: (field, value) => actor.send({ type: 'details.change', field, value }),
              submit: () => actor.send({ type: 'details.submit' }),
            },
            detailsFormFields,
            complaintFormRules.details,
            values,
          );
        },
      ),
      runs,
    );
  });

  it.each<ComplaintValue>(['gas-and-electricity', 'enquiry-gas-and-electricity'])(
    'the query page of %s',
    async (complaint) => {
      await fc.assert(
        fc.asyncProperty(
          typedValues(queryFormFields, {
            subject: [enquirySubjects[0], 'Moving house'],
            query: ['My bill is wrong', 'x'.repeat(30001)],
          }),
          async (values) => {
            const actor = await queryStep(complaint);
            expectOneVerdict(
              {
                actor,
                formOf: (snapshot) => snapshot.context.queryForm,
                change: (field, value) => actor.send({ type: 'query.change', field, value }),
                submit: () => actor.send({ type: 'query.submit' }),
              },
              queryFormFields,
              (typed) => complaintFormRules.query(typed, { complaint }),
              values,
            );
          },
        ),
        { numRuns: 30 },
      );
    },
  );

  it('feedback and its personal details', () => {
    fc.assert(
      fc.property(
        typedValues(['feedback'], { feedback: ['Keep my credit', 'x'.repeat(30001)] }),
        typedValues(feedbackDetailsFields, {
          firstName: names,
          surname: names,
          email: emails,
          telephoneNumber: phones,
        }),
        (feedback, details) => {
          const actor = feedbackActor();
          expectOneVerdict(
            {
              actor,
              formOf: (snapshot) => snapshot.context.feedbackForm,
              change: (_, value) => actor.send({ type: 'feedback.change', value }),
              submit: () => actor.send({ type: 'feedback.submit' }),
            },
            ['feedback'],
            feedbackFormRules.feedback,
            feedback,
          );
          const onDetails = feedbackActor();
          onDetails.send({ type: 'feedback.change', value: 'Keep my credit' });
          onDetails.send({ type: 'feedback.submit' });
          expectOneVerdict(
            {
              actor: onDetails,
              formOf: (snapshot) => snapshot.context.detailsForm,
              change: (field, value) => onDetails.send({ type: 'details.change', field, value }),
              submit: () => onDetails.send({ type: 'details.submit' }),
            },
            feedbackDetailsFields,
            feedbackFormRules.details,
            details,
          );
        },
      ),
      runs,
    );
  });

  it('the meter read', () => {
    const today = '2025-03-15';
    fc.assert(
      fc.property(
        typedValues(meterReadFormFields, {
          title: ['Mr', 'Dr', 'Sir'],
          first_name: names,
          last_name: names,
          telephone: phones,
          email: emails,
          fuel: ['Gas', 'Electricity', 'Gas and Electricity', 'Oil'],
          gas_account_number: ['G1234567', '12'],
          gas_reading: ['12345', '12.5', 'abc'],
          elec_account_number: ['A1234567', '!'],
          is_economy_7_radio: ['yes', 'no'],
          elec_reading: ['42', '-1'],
          elec7_reading_normal: ['42', 'x'],
          elec7_reading_low: ['7', ''],
          date: ['2025-03-10', '2025-03-16', '2024-01-01', '10/03/2025'],
        }),
        (values) => {
          const actor = createActor(
            meterReadMachine.provide({
              actors: {
                loadMeterReadConfig: controllableActor<MeterReadConfig, unknown>().logic,
                submitLead: neverAnswered(),
                loadPrefill: fromPromise(() => Promise.resolve({})),
              },
              actions: journeyEffectSpies(),
            }),
            {
              input: {
                signedIn: false,
                prefill: {},
                submissionKey: null,
                today,
                config: {
                  isMeterReadWeek: true,
                  headingTemplate: '<p>Submit a reading</p>',
                  smrErrorTemplate: '<p>Call us.</p>',
                  contactCardPillTemplate: '<p>Meter read week</p>',
                  contactCardTemplate: '<p>Send us your reading</p>',
                },
              },
            },
          ).start();
          expectOneVerdict(
            {
              actor,
              formOf: (snapshot) => snapshot.context.form,
              change: (field, value) => actor.send({ type: 'reading.change', field, value }),
              submit: () => actor.send({ type: 'reading.submit' }),
            },
            meterReadFormFields,
            (typed) => meterReadFormRule(typed, { today }),
            values,
          );
        },
      ),
      runs,
    );
  });

  it("the address selector's postcode lookup and manual address", () => {
    const samples: Record<AddressField, readonly string[]> = {
      postcode: ['M1 1AA', 'sw1a1aa', 'D02 X285', 'ZZ'],
      houseNameNumber: ['1', 'Rose Cottage'],
      addressLine1: ['High Street', 'x'.repeat(101)],
      addressLine2: ['Flat 2'],
      postalTown: ['Manchester'],
      county: ['Lancashire'],
      manualPostcode: ['M1 1AA', 'ZZ'],
    };
    fc.assert(
      fc.property(typedValues(addressFields, samples), (values) => {
        const actor = addressStep();
        const { result, unmount } = renderHook(() =>
          useStepForm(
            addressFields,
            useSelector(actor, (snapshot) => snapshot.context.form),
            addressInputsRule,
            { change: (field, value) => actor.send({ type: 'address.change', field, value }) },
          ),
        );
        act(() => result.current.form.setValues(values));
        const formPostcode = result.current.form.validateField('postcode').error ?? undefined;
        const formManual = Object.entries(result.current.form.validate().errors).filter(
          ([field]) => field !== 'postcode',
        );
        act(() => actor.send({ type: 'address.lookup' }));
        expect(actor.getSnapshot().context.form.errors.postcode).toBe(formPostcode);
        expect(postcodeRule(values).errors.postcode).toBe(formPostcode);

        const manual = addressStep();
        manual.send({ type: 'address.enterManually' });
        for (const field of addressFields) {
          manual.send({ type: 'address.change', field, value: values[field] });
        }
        manual.send({ type: 'address.saveManual' });
        expect(Object.entries(manual.getSnapshot().context.form.errors)).toEqual(formManual);
        expect(Object.entries(manualAddressRule(values).errors)).toEqual(formManual);
        unmount();
      }),
      runs,
    );
  });
});
