import { describe, expect, it, vi } from 'vitest';
import { fakeLeadPost } from '../support/lead-post-fake';
import {
  cachedPersonFor,
  coronationStreet,
  personalDetails,
  typedDetails,
} from '../support/journey-fixtures';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  LeadPostFailure,
  type LeadReceipt,
  type SubmissionKey,
} from '../../machines/journey-kernel';
import {
  addressSelectionMachine,
  type AddressOption,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import {
  complaintValues,
  type ComplaintValue,
  type EnergyPaymentType,
  type OtherComplaintType,
} from '../../machines/complaint-values';
import {
  validateComplaintTypeChoice,
  validateEnergyPaymentChoice,
} from '../../machines/validation/journey-choices';
import { characterLimitNotice, validateQueryForm } from '../../machines/validation/query-form';
import {
  complaintMachine,
  type CachedPersonalDetails,
  type ComplaintInput,
  type ComplaintSubmission,
  type DetailsFormField,
} from '../../machines/complaint.machine';
import type { ContactPrefill } from '../../machines/details-step';
import { validateDetailsForm } from '../../machines/validation/details-form';
import { addressSelectionChild } from '../../src/journeys/address-actors';
import { chooseEnergy, chooseType, submitQuery } from './complaint-answers';
import { journeyEffectSpies } from '../support/journey-effect-spies';

const address = coronationStreet;
const details = personalDetails(false);

function setup(
  input: ComplaintInput = { signedIn: false, personalDetails: null, submissionKey: null },
  submit: (input: ComplaintSubmission) => Promise<LeadReceipt> = () =>
    Promise.resolve({ id: 'HS-1' }),
  prefill: ContactPrefill = {},
) {
  const { submitLead, idempotencyKeys, logic: submitLeadLogic } = fakeLeadPost(submit);
  const lookupAddresses = vi.fn(({ postcode }: { postcode: string }) =>
    Promise.resolve(postcode === address.postcode ? [address] : []),
  );
  const persistPersonalDetails = vi.fn();
  const effects = journeyEffectSpies();
  const redirectToExternalComplaint = vi.fn();
  const actor = createActor(
    complaintMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: {
            lookupAddresses: fromPromise(({ input }) => lookupAddresses(input)),
            saveManualAddress: fromPromise<AddressOption, ManualAddress>(() =>
              Promise.reject(new Error('unused')),
            ),
          },
        }),
        submitLead: submitLeadLogic,
        loadPrefill: fromPromise(() => Promise.resolve(prefill)),
      },
      actions: {
        persistPersonalDetails,
        ...effects,
        redirectToExternalComplaint,
      },
    }),
    { input },
  );
  actor.start();

  const addressChild = () => {
    const child = addressSelectionChild(actor.getSnapshot());
    if (child === undefined) throw new Error('no address-selection child');
    return child;
  };
  /** Chooses the address through the real child chart, as the details page does. */
  const chooseAddress = async () => {
    addressChild().send({ type: 'address.change', field: 'postcode', value: 'M1 1AA' });
    addressChild().send({ type: 'address.lookup' });
    await waitFor(
      addressChild(),
      (snapshot) =>
        snapshot.status === 'active' && 'value' in snapshot && snapshot.value === 'choosing',
    );
    addressChild().send({ type: 'address.select', id: address.id });
  };
  /** Types the details form's answers, as the details page sends them. */
  const typeDetails = (values: Partial<Record<DetailsFormField, string>> = typedDetails) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'details.change', field: field as DetailsFormField, value });
    }
  };
  const toQuery = async (complaint: ComplaintValue) => {
    actor.send({ type: 'journey.start', complaint });
    await chooseAddress();
    typeDetails();
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().matches('describeQuery')).toBe(true);
  };
  return {
    actor,
    submitLead,
    idempotencyKeys,
    ...effects,
    lookupAddresses,
    persistPersonalDetails,
    redirectToExternalComplaint,
    addressChild,
    chooseAddress,
    typeDetails,
    toQuery,
  };
}

const routeOf = (snapshot: ReturnType<ReturnType<typeof setup>['actor']['getSnapshot']>) =>
  Object.values(snapshot.getMeta())[0]?.route;

describe('complaint chart: choosing the service and energy type', () => {
  it('starts at select-type', () => {
    const { actor } = setup();
    expect(actor.getSnapshot().matches('selectType')).toBe(true);
    expect(routeOf(actor.getSnapshot())).toBe('/make-a-complaint-select-type');
  });

  it('goes on to select-energy for energy', () => {
    const { actor, redirectToExternalComplaint } = setup();
    chooseType(actor, 'energy');
    expect(actor.getSnapshot().matches('selectEnergy')).toBe(true);
    expect(routeOf(actor.getSnapshot())).toBe('/make-a-complaint-select-energy');
    expect(redirectToExternalComplaint).not.toHaveBeenCalled();
  });

  it.each<OtherComplaintType>(['homeServices', 'installations', 'electricVehicle'])(
    'leaves for the external complaint page of %s',
    (value) => {
      const { actor, redirectToExternalComplaint } = setup();
      chooseType(actor, value);
      expect(actor.getSnapshot().value).toBe('leavingForOtherComplaint');
      expect(redirectToExternalComplaint).toHaveBeenCalledOnce();
      expect(redirectToExternalComplaint).toHaveBeenCalledWith(expect.anything(), {
        complaintType: value,
      });
      // Coming back (bfcache, Back) shows the choice again.
      actor.send({ type: 'route.visit', step: 'selectType' });
      expect(actor.getSnapshot().matches('selectType')).toBe(true);
    },
  );

  it.each<[EnergyPaymentType, ComplaintValue]>([
    ['credit', 'gas-and-electricity'],
    ['directDebit', 'gas-and-electricity'],
    ['other', 'gas-and-electricity'],
    ['payAsYouGo', 'pay-as-you-go'],
  ])('routes the energy choice %s to the %s details page', (value, complaint) => {
    const { actor } = setup();
    chooseType(actor, 'energy');
    chooseEnergy(actor, value);
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ complaint, energyPayment: value });
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/$complaint');
  });

  it('refuses select-energy by URL before energy was chosen', () => {
    const { actor } = setup();
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().matches('selectType')).toBe(true);
  });

  it('goes back and forward between the choice steps', () => {
    const { actor } = setup();
    chooseType(actor, 'energy');
    chooseEnergy(actor, 'credit');
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().matches('selectEnergy')).toBe(true);
    actor.send({ type: 'route.visit', step: 'selectType' });
    expect(actor.getSnapshot().matches('selectType')).toBe(true);
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });
});

describe('complaint chart: details step', () => {
  it.each(Object.keys(complaintValues) as ComplaintValue[])(
    'starts directly at the details of %s',
    (complaint) => {
      const { actor } = setup();
      actor.send({ type: 'journey.start', complaint });
      expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
      expect(actor.getSnapshot().context.complaint).toBe(complaint);
      expect(actor.getSnapshot().children.addressSelection).toBeDefined();
    },
  );

  it('refuses details.submit until an address is chosen', async () => {
    const { actor, chooseAddress, typeDetails, persistPersonalDetails } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    typeDetails();
    expect(actor.getSnapshot().can({ type: 'details.submit' })).toBe(false);
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    expect(persistPersonalDetails).not.toHaveBeenCalled();

    await chooseAddress();
    expect(actor.getSnapshot().context.address).toEqual(address);
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().matches('describeQuery')).toBe(true);
  });

  it("shows the spec's messages in the invalid state and keeps what was typed", async () => {
    const { actor, chooseAddress, typeDetails, persistPersonalDetails } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    await chooseAddress();
    typeDetails({ ...typedDetails, email: 'ada@', vulnerability: '' });
    actor.send({ type: 'details.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ enterDetails: 'invalid' });
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.detailsForm).toMatchObject({
      values: { ...typedDetails, email: 'ada@', vulnerability: '' },
      errors: validateDetailsForm({ ...typedDetails, email: 'ada@', vulnerability: '' }).errors,
      attempt: 1,
    });
    expect(Object.keys(snapshot.context.detailsForm.errors)).toEqual(['email', 'vulnerability']);
    expect(persistPersonalDetails).not.toHaveBeenCalled();

    typeDetails({ email: 'ada@example.com' });
    expect(actor.getSnapshot().context.detailsForm.errors).toEqual({
      vulnerability: 'Select yes or no',
    });
    typeDetails({ vulnerability: 'true' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });

  it('is invalid while the address inputs show a message', () => {
    const { actor, addressChild } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    addressChild().send({ type: 'address.lookup' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'invalid' });
    expect(actor.getSnapshot().context.addressForm.errors).toEqual({
      postcode: 'Enter a postcode',
    });
    addressChild().send({ type: 'address.change', field: 'postcode', value: 'M1' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });

  it("fills only the empty fields with the signed-in customer's details", async () => {
    const { actor } = setup(undefined, undefined, {
      firstName: 'Augusta',
      email: 'ada@example.org',
    });
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'details.change', field: 'firstName', value: 'Ada' });
    await waitFor(actor, (snapshot) => snapshot.context.detailsForm.values.email !== '');
    expect(actor.getSnapshot().context.detailsForm.values).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.org',
    });
  });

  it('keeps the form, the address inputs and the pick in its draft, and starts from it', async () => {
    const { actor, chooseAddress, persistDraft } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'details.change', field: 'surname', value: 'Byron' });
    await chooseAddress();
    const { detailsForm, addressForm } = actor.getSnapshot().context;
    const draft = { form: detailsForm, addressForm, address };
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form: 'complaint-details',
      draft,
    });

    const reloaded = setup({
      signedIn: false,
      personalDetails: null,
      submissionKey: null,
      detailsDraft: draft,
    });
    reloaded.actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    expect(reloaded.actor.getSnapshot().context).toMatchObject({
      detailsForm,
      addressForm,
      address,
    });
    const child = reloaded.addressChild().getSnapshot();
    expect(child.value).toBe('picked');
    expect(child.context.form).toEqual(addressForm);
  });

  it('forgets the address when the child clears it', async () => {
    const { actor, chooseAddress, addressChild } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    await chooseAddress();
    addressChild().send({ type: 'address.clear' });
    expect(actor.getSnapshot().context.address).toBeNull();
    expect(actor.getSnapshot().can({ type: 'details.submit' })).toBe(false);
  });

  it('persists the spec personalDetails fields with type, subtype and address id', async () => {
    const { actor, toQuery, persistPersonalDetails } = setup();
    await toQuery('pay-as-you-go');
    const cached: CachedPersonalDetails = {
      ...details,
      queryType: 'Meters',
      querySubtype: 'Make a complaint-Pay As You Go',
      addressId: 'addr-1',
    };
    expect(actor.getSnapshot().context.personalDetails).toEqual(cached);
    expect(persistPersonalDetails).toHaveBeenCalledOnce();
    expect(persistPersonalDetails).toHaveBeenCalledWith(expect.anything(), {
      personalDetails: cached,
    });
  });

  it('shows the chosen address again when the details step is revisited', async () => {
    const { actor, toQuery, addressChild } = setup();
    await toQuery('gas-and-electricity');
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    const child = addressChild().getSnapshot();
    expect(child.value).toBe('picked');
    expect(actor.getSnapshot().can({ type: 'details.submit' })).toBe(true);
  });
});

describe('complaint chart: query step', () => {
  it('refuses the query URL without cached personal details', () => {
    const { actor } = setup();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });

  it("refuses the query URL when the cached personal details are another complaint's", () => {
    const { queryType, querySubtype } = complaintValues['pay-as-you-go'];
    const personalDetails = { ...details, queryType, querySubtype, addressId: 'addr-9' };
    const { actor } = setup({ signedIn: false, personalDetails, submissionKey: null });
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
  });

  it('resumes on the query step after a reload with cached personal details', () => {
    const personalDetails: CachedPersonalDetails = {
      ...details,
      queryType: 'Enquiry',
      querySubtype: 'Enquiry-Pay As You Go',
      addressId: 'addr-9',
    };
    const { actor, submitLead } = setup({ signedIn: false, personalDetails, submissionKey: null });
    actor.send({ type: 'journey.start', complaint: 'enquiry-pay-as-you-go' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().matches('describeQuery')).toBe(true);
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/$complaint/query');
    submitQuery(actor, 'Top-up failed');
    expect(submitLead).toHaveBeenCalledWith({
      complaint: 'enquiry-pay-as-you-go',
      personalDetails,
      query: { query: 'Top-up failed', subject: null },
    });
  });

  it('requires the query text, and a subject for the energy enquiry', async () => {
    const { actor, toQuery, submitLead } = setup();
    await toQuery('enquiry-gas-and-electricity');
    submitQuery(actor, '   ', 'Discount');
    submitQuery(actor, 'When is my bill?');
    expect(actor.getSnapshot().matches('describeQuery')).toBe(true);
    submitQuery(actor, 'When is my bill?', 'Balance queries');
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submitLead).toHaveBeenCalledWith(
      expect.objectContaining({ query: { query: 'When is my bill?', subject: 'Balance queries' } }),
    );
  });

  it('ignores a subject outside the energy enquiry', async () => {
    const { actor, toQuery } = setup();
    await toQuery('gas-and-electricity');
    submitQuery(actor, 'Bill too high', 'Discount');
    expect(actor.getSnapshot().context.query).toEqual({ query: 'Bill too high', subject: null });
  });

  it('posts once when submit is clicked twice', async () => {
    const { actor, toQuery, submitLead } = setup();
    await toQuery('gas-and-electricity');
    submitQuery(actor, 'Bill too high');
    submitQuery(actor, 'Bill too high');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(submitLead).toHaveBeenCalledOnce();
  });

  it('confirms with the reference id and the origin', async () => {
    const { actor, toQuery } = setup();
    await toQuery('enquiry-pay-as-you-go');
    submitQuery(actor, 'How do I top up?');
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(snapshot.value).toBe('confirmed');
    expect(routeOf(snapshot)).toBe('/confirmation');
    expect(snapshot.context.receipt).toEqual({ id: 'HS-1' });
    expect(snapshot.output).toEqual({ origin: 'enquiry-pay-as-you-go', receipt: { id: 'HS-1' } });
  });

  it('tells a refused lead (main API error) from one that could not be sent', async () => {
    const { actor, toQuery } = setup(
      { signedIn: false, personalDetails: null, submissionKey: null },
      () => Promise.reject(new LeadPostFailure('notRecorded')),
    );
    await toQuery('gas-and-electricity');
    submitQuery(actor, 'Bill too high');
    const failed = await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(failed.context.submitError).toBe('notRecorded');
    expect(failed.matches('describeQuery')).toBe(true);
  });

  it("shows a failed post's alert again on Back and Next until it is closed", async () => {
    const { actor, toQuery } = setup(
      { signedIn: false, personalDetails: null, submissionKey: null },
      () => Promise.reject(new Error('502')),
    );
    await toQuery('gas-and-electricity');
    submitQuery(actor, 'Bill too high');
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({
      describeQuery: { form: 'failed', text: 'withinLimit' },
    });
    actor.send({ type: 'failure.dismiss' });
    actor.send({ type: 'route.visit', step: 'details' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({
      describeQuery: { form: 'editing', text: 'withinLimit' },
    });
  });

  it('keeps everything typed and sets the error flag when the post fails, then retries', async () => {
    let attempt = 0;
    const { actor, toQuery, submitLead, logSubmitError } = setup(
      { signedIn: false, personalDetails: null, submissionKey: null },
      () => (++attempt === 1 ? Promise.reject(new Error('502')) : Promise.resolve({ id: 'HS-2' })),
    );
    await toQuery('enquiry-gas-and-electricity');
    submitQuery(actor, 'Meter broken', 'Faulty meter');
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('describeQuery'));
    expect(failed.context).toMatchObject({
      submitError: 'technical',
      query: { query: 'Meter broken', subject: 'Faulty meter' },
      personalDetails: { ...details, addressId: 'addr-1' },
    });
    expect(logSubmitError).toHaveBeenCalledWith(expect.anything(), { error: new Error('502') });

    submitQuery(actor, 'Meter broken', 'Faulty meter');
    expect(actor.getSnapshot().context.submitError).toBeNull();
    await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output?.receipt).toEqual({ id: 'HS-2' });
  });

  describe('idempotency key (one lead per submission)', () => {
    const failOnce = () => {
      let attempt = 0;
      return () =>
        ++attempt === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve({ id: 'HS-3' });
    };

    /** Sends `text`, whose post fails, then `retryText`, whose post succeeds. */
    const sendAndRetry = async (text: string, retryText: string) => {
      const journey = setup(
        { signedIn: false, personalDetails: null, submissionKey: null },
        failOnce(),
      );
      await journey.toQuery('gas-and-electricity');
      submitQuery(journey.actor, text);
      await waitFor(journey.actor, (snapshot) => snapshot.matches('describeQuery'));
      submitQuery(journey.actor, retryText);
      await waitFor(journey.actor, ({ status }) => status === 'done');
      expect(journey.idempotencyKeys).toHaveLength(2);
      return journey;
    };

    it('sends the same key on a retry of unchanged data, and persists it first', async () => {
      const { idempotencyKeys, persistSubmissionKey } = await sendAndRetry(
        'Bill too high',
        'Bill too high',
      );
      expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
      expect(idempotencyKeys[0]).toMatch(/^[0-9a-f]{32}$/);
      expect(persistSubmissionKey).toHaveBeenCalledTimes(2);
      const [, persisted] = persistSubmissionKey.mock.lastCall as [
        unknown,
        { submissionKey: SubmissionKey },
      ];
      expect(persisted.submissionKey.key).toBe(idempotencyKeys[0]);
      expect(persisted.submissionKey.data).toContain('Bill too high');
    });

    it('mints a new key once the user changes what is submitted', async () => {
      const { idempotencyKeys } = await sendAndRetry('Bill too high', 'Bill far too high');
      expect(idempotencyKeys[1]).not.toBe(idempotencyKeys[0]);
    });

    it('reuses the key kept by the session when the same data are sent after a reload', async () => {
      const first = setup({ signedIn: false, personalDetails: null, submissionKey: null }, () =>
        Promise.reject(new Error('lost answer')),
      );
      await first.toQuery('gas-and-electricity');
      submitQuery(first.actor, 'Bill too high');
      const failed = await waitFor(first.actor, (snapshot) => snapshot.matches('describeQuery'));
      const { personalDetails, submissionKey } = failed.context;

      const reloaded = setup({ signedIn: false, personalDetails, submissionKey });
      reloaded.actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
      reloaded.actor.send({ type: 'route.visit', step: 'query' });
      submitQuery(reloaded.actor, 'Bill too high');
      await waitFor(reloaded.actor, ({ status }) => status === 'done');
      expect(reloaded.idempotencyKeys).toEqual(first.idempotencyKeys);
    });
  });

  it('fails into the error state, not a confirmation, when submitLead is not supplied', async () => {
    const ignore = () => undefined;
    const actor = createActor(
      complaintMachine.provide({
        actors: { loadPrefill: fromPromise(() => Promise.resolve({})) },
        actions: {
          persistPersonalDetails: ignore,
          persistSubmissionKey: ignore,
          persistDraft: ignore,
          logSubmitError: ignore,
        },
      }),
      {
        input: {
          signedIn: false,
          personalDetails: cachedPersonFor('gas-and-electricity', 'a'),
          submissionKey: null,
        },
      },
    );
    actor.start();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    submitQuery(actor, 'x');
    const snapshot = await waitFor(actor, (s) => s.context.submitError !== null);
    expect(snapshot.matches('describeQuery')).toBe(true);
  });
});

describe('complaint chart: browser Back and Forward', () => {
  it('returns to select-energy by Forward before an energy type was chosen', () => {
    const { actor } = setup();
    chooseType(actor, 'energy');
    actor.send({ type: 'route.visit', step: 'selectType' });
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().matches('selectEnergy')).toBe(true);
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().matches('selectEnergy')).toBe(true);
  });

  it('refuses Forward past a choice changed but not submitted', () => {
    const { actor } = setup();
    chooseType(actor, 'energy');
    chooseEnergy(actor, 'credit');
    expect(actor.getSnapshot().matches('enterDetails')).toBe(true);
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    actor.send({ type: 'energy.change', value: 'payAsYouGo' });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual({ selectEnergy: 'editing' });
    actor.send({ type: 'route.visit', step: 'selectType' });
    actor.send({ type: 'type.change', value: 'homeServices' });
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().value).toEqual({ selectType: 'editing' });
  });

  it('refuses Forward to the query step past details edited but not submitted', async () => {
    const { actor, toQuery, typeDetails, submitLead } = setup();
    await toQuery('gas-and-electricity');
    actor.send({ type: 'route.visit', step: 'details' });
    typeDetails({ email: 'ada@' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    typeDetails({ email: 'ada.l@example.com' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    // Submitted, the new answer goes on the lead.
    actor.send({ type: 'details.submit' });
    submitQuery(actor, 'My bill doubled.');
    expect(submitLead.mock.calls.at(-1)?.[0].personalDetails.email).toBe('ada.l@example.com');
  });

  it('resumes on select-energy after a reload, with energy chosen on select-type', () => {
    const { actor } = setup({
      signedIn: false,
      personalDetails: null,
      submissionKey: null,
      typeDraft: { values: { complaintType: 'energy' }, errors: {}, attempt: 0 },
    });
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().value).toEqual({ selectEnergy: 'editing' });
  });

  it('refuses select-energy on a journey that started at the details step', () => {
    const { actor } = setup();
    actor.send({ type: 'journey.start', complaint: 'enquiry-gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'selectEnergy' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    actor.send({ type: 'route.visit', step: 'selectType' });
    expect(actor.getSnapshot().matches('selectType')).toBe(true);
  });
});

describe('complaint chart: the forms it owns', () => {
  it('shows the select-type error on an empty submit, counts it, and clears it with a choice', () => {
    const { actor, persistDraft } = setup();
    actor.send({ type: 'type.submit' });
    const invalid = actor.getSnapshot();
    expect(invalid.matches({ selectType: 'invalid' })).toBe(true);
    expect(invalid.hasTag('invalid')).toBe(true);
    expect(invalid.context.typeForm).toEqual({
      values: { complaintType: '' },
      errors: validateComplaintTypeChoice({ complaintType: '' }).errors,
      attempt: 1,
    });
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form: 'complaint-type',
      draft: invalid.context.typeForm,
    });
    actor.send({ type: 'type.change', value: 'energy' });
    expect(actor.getSnapshot().matches({ selectType: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.typeForm.errors).toEqual({});
    actor.send({ type: 'type.submit' });
    expect(actor.getSnapshot().matches('selectEnergy')).toBe(true);
    expect(actor.getSnapshot().context.typeForm.attempt).toBe(1);
  });

  it('shows the select-energy error on an empty submit and stores the choice once valid', () => {
    const { actor } = setup();
    chooseType(actor, 'energy');
    actor.send({ type: 'energy.submit' });
    actor.send({ type: 'energy.submit' });
    const invalid = actor.getSnapshot();
    expect(invalid.matches({ selectEnergy: 'invalid' })).toBe(true);
    expect(invalid.context.energyForm.errors).toEqual(
      validateEnergyPaymentChoice({ energyPayment: '' }).errors,
    );
    expect(invalid.context.energyForm.attempt).toBe(2);
    chooseEnergy(actor, 'payAsYouGo');
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      energyPayment: 'payAsYouGo',
      complaint: 'pay-as-you-go',
    });
  });

  it('keeps the other field’s message when one field of the query form is edited', async () => {
    const { actor, toQuery } = setup();
    await toQuery('enquiry-gas-and-electricity');
    actor.send({ type: 'query.submit' });
    const { queryForm } = actor.getSnapshot().context;
    expect(queryForm.errors).toEqual(
      validateQueryForm({ query: '', subject: '' }, 'enquiry-gas-and-electricity').errors,
    );
    expect(Object.keys(queryForm.errors)).toEqual(['subject', 'query']);
    actor.send({ type: 'query.change', field: 'query', value: 'When is my bill?' });
    expect(actor.getSnapshot().matches({ describeQuery: { form: 'invalid' } })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.queryForm.errors)).toEqual(['subject']);
    actor.send({ type: 'query.change', field: 'subject', value: 'Balance queries' });
    expect(actor.getSnapshot().matches({ describeQuery: { form: 'editing' } })).toBe(true);
  });

  it('refuses a query over the character limit with the limit notice, and takes one at it', async () => {
    const { actor, toQuery } = setup();
    await toQuery('pay-as-you-go');
    submitQuery(actor, 'y'.repeat(30001));
    expect(actor.getSnapshot().matches({ describeQuery: { form: 'invalid' } })).toBe(true);
    expect(actor.getSnapshot().context.queryForm.errors).toEqual({
      query: characterLimitNotice(1),
    });
    submitQuery(actor, 'y'.repeat(30000));
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('is overLimit while the typed query is over the limit and the box shows no error', async () => {
    const { actor, toQuery } = setup();
    await toQuery('gas-and-electricity');
    const type = (query: string) =>
      actor.send({ type: 'query.change', field: 'query', value: query });
    type('y'.repeat(30000));
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
    type('y'.repeat(30001));
    expect(actor.getSnapshot().value).toEqual({
      describeQuery: { form: 'editing', text: 'overLimit' },
    });
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(true);
    // The submit's error gives the notice's words: the notice steps aside while it shows.
    actor.send({ type: 'query.submit' });
    expect(actor.getSnapshot().value).toEqual({
      describeQuery: { form: 'invalid', text: 'withinLimit' },
    });
    type('y'.repeat(30002));
    expect(actor.getSnapshot().value).toEqual({
      describeQuery: { form: 'editing', text: 'overLimit' },
    });
    type('y');
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
  });

  it('starts a step whose restored draft shows errors in invalid, with the draft as it was', () => {
    const queryDraft = {
      values: { subject: '', query: '' },
      errors: { query: 'Enter details of your complaint' },
      attempt: 2,
    };
    const { actor } = setup({
      signedIn: false,
      personalDetails: cachedPersonFor('gas-and-electricity', 'addr-1'),
      submissionKey: null,
      typeDraft: { values: { complaintType: '' }, errors: { complaintType: 'x' }, attempt: 1 },
      queryDraft: { complaint: 'gas-and-electricity', form: queryDraft },
    });
    expect(actor.getSnapshot().matches({ selectType: 'invalid' })).toBe(true);
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    expect(actor.getSnapshot().matches({ describeQuery: { form: 'invalid' } })).toBe(true);
    expect(actor.getSnapshot().context.queryForm).toEqual(queryDraft);
  });

  it("does not show a query draft on another complaint's query page", () => {
    const form = {
      values: { subject: '', query: 'Typed for the pay-as-you-go complaint' },
      errors: {},
      attempt: 0,
    };
    const input = (complaint: ComplaintValue): ComplaintInput => ({
      signedIn: false,
      personalDetails: cachedPersonFor(complaint, 'addr-1'),
      submissionKey: null,
      queryDraft: { complaint: 'pay-as-you-go', form },
    });
    const other = setup(input('gas-and-electricity')).actor;
    other.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    other.send({ type: 'route.visit', step: 'query' });
    expect(other.getSnapshot().context.queryForm.values.query).toBe('');

    const same = setup(input('pay-as-you-go')).actor;
    same.send({ type: 'journey.start', complaint: 'pay-as-you-go' });
    same.send({ type: 'route.visit', step: 'query' });
    expect(same.getSnapshot().context.queryForm).toEqual(form);
  });
});
