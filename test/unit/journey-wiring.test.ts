import type { LeadPost } from '../../src/api/queries/leads';
import { createQueryClient } from '../../src/api/queries/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPersonFor } from '../support/journey-fixtures';
import { manual } from '../support/address-samples';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/routes/router';
import { createActor, waitFor } from 'xstate';
import { emptyAddressValues } from '../../machines/address-selection.machine';
import { freshForm } from '../../machines/form-kernel';
import { detailsFormFields } from '../../machines/complaint.machine';
import { addressCreateAttributesSchema } from '../../src/api/schemas/addresses';
import { leadRequestSchema } from '../../src/api/schemas/leads';
import { confirmationFrom } from '../../src/journeys/confirmation-state';
import { toAddressCreateAttributes } from '../../src/journeys/manual-address';
import { validateMeterReadSearch } from '../../src/journeys/meter-read-search';
import { postcodeError, validateManualAddress } from '../../machines/validation/address-form';
import {
  confirmationContent,
  days,
  responseTimeText,
} from '../../src/ui/confirmation/confirmation-content';
import { chooseType, submitQuery } from './complaint-answers';

const postLead = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<unknown>>());
vi.mock('../../src/api/queries/leads', () => ({
  leadMutation: () => ({
    mutationFn: ({ lead, idempotencyKey }: LeadPost) => postLead(lead, idempotencyKey),
  }),
}));
// Who posts comes from the session's prefill lookup (signed in, and the live account's number).
const lookUpPrefill = vi.hoisted(() => vi.fn());
vi.mock('../../src/session/prefill', () => ({ fetchPrefill: lookUpPrefill }));

function givenVisitor(signedIn: boolean, accountNumber: string | null = null): void {
  // The sign-in cookies decide whether the lookup runs at all; the mocked lookup answers it.
  vi.stubGlobal('document', { cookie: signedIn ? 'id_token=abc' : '' });
  const details = { firstName: 'Ada', surname: 'Lovelace', email: '', telephoneNumber: '' };
  lookUpPrefill.mockResolvedValue(
    signedIn
      ? { signedIn, details: accountNumber === null ? details : { ...details, accountNumber } }
      : { signedIn },
  );
}

const { externalComplaintUrls, provideComplaintJourney } =
  await import('../../src/journeys/complaint-journey');

const cached = cachedPersonFor('gas-and-electricity');

describe('the complaint chart with its real implementations', () => {
  beforeEach(() => {
    postLead.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function submit(signedIn: boolean, accountNumber: string | null = null) {
    givenVisitor(signedIn, accountNumber);
    postLead.mockResolvedValue({ type: 'leads', id: 'HS-77', attributes: {} });
    const actor = createActor(provideComplaintJourney(createQueryClient()), {
      input: { signedIn: false, personalDetails: cached, submissionKey: null },
    }).start();
    actor.send({ type: 'journey.start', complaint: 'gas-and-electricity' });
    actor.send({ type: 'route.visit', step: 'query' });
    submitQuery(actor, 'My bill doubled.');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    return actor.getSnapshot();
  }

  it('posts the wire lead built from the submission once and confirms with its id', async () => {
    const snapshot = await submit(true);
    expect(postLead).toHaveBeenCalledTimes(1);
    const [lead, idempotencyKey] = postLead.mock.calls[0] as [unknown, string];
    expect(leadRequestSchema.safeParse(lead).success).toBe(true);
    expect(idempotencyKey).toBe(snapshot.context.submissionKey?.key);
    expect(idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(lead).toMatchObject({
      data: {
        attributes: { topic: 'help-&-support', 'vulnerability-consent': true },
        relationships: { address: { data: { type: 'addresses', id: 'addr-sw1a1aa-1' } } },
      },
    });
    expect(snapshot.output).toEqual({ origin: 'gas-and-electricity', receipt: { id: 'HS-77' } });
  });

  it("puts a signed-in customer's account on the lead with the 'A' prefix", async () => {
    await submit(true, 'A1234567');
    const [lead] = postLead.mock.calls[0] as [{ data: { attributes: Record<string, unknown> } }];
    expect(lead.data.attributes.account).toBe('A1234567');
    expect(lead.data.attributes['additional-information']).toEqual({
      caseType: null,
      accountPrefix: 'A',
      textphoneNumber: null,
    });
  });

  it('posts the anonymous copy for a visitor who is not signed in', async () => {
    await submit(false);
    const [lead] = postLead.mock.calls[0] as [{ data: { attributes: Record<string, unknown> } }];
    expect(lead.data.attributes['vulnerability-consent']).toBe(false);
  });

  it('caches the personal details and logs a failed post', async () => {
    const setItem = vi.fn();
    vi.stubGlobal('window', { sessionStorage: { setItem, getItem: vi.fn(), removeItem: vi.fn() } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    givenVisitor(false);
    postLead.mockRejectedValue(new Error('503'));
    const actor = createActor(provideComplaintJourney(createQueryClient()), {
      input: { signedIn: false, personalDetails: null, submissionKey: null },
    }).start();
    actor.send({ type: 'journey.start', complaint: 'pay-as-you-go' });
    // The address child reports a choice; here it is sent as the child would.
    actor.send({
      type: 'address.reported',
      selected: {
        id: 'addr-1',
        label: 'x',
        houseNameNumber: '',
        addressLine1: '',
        addressLine2: '',
        county: '',
        postcode: 'B1 1BB',
        postalTown: '',
        isManual: true,
      },
      form: freshForm(emptyAddressValues),
    });
    const typed = { ...cached, textphoneNumber: '', vulnerability: 'false' };
    for (const field of detailsFormFields) {
      actor.send({ type: 'details.change', field, value: typed[field] });
    }
    actor.send({ type: 'details.submit' });
    expect(setItem).toHaveBeenCalledWith(
      'personalDetails',
      expect.stringContaining('"querySubtype":"Make a complaint-Pay As You Go"'),
    );
    submitQuery(actor, 'No credit on my meter.');
    await waitFor(actor, (snapshot) => snapshot.context.submitError !== null);
    expect(error).toHaveBeenCalledWith('The complaint could not be sent', expect.any(Error));
  });

  it('leaves for the separate complaint page of the other services', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const actor = createActor(provideComplaintJourney(createQueryClient()), {
      input: { signedIn: false, personalDetails: null, submissionKey: null },
    }).start();
    chooseType(actor, 'electricVehicle');
    expect(assign).toHaveBeenCalledWith('/electric-vehicles/make-a-complaint');
    expect(externalComplaintUrls).toEqual({
      homeServices: '/home-services/make-a-complaint',
      installations: '/installations/make-a-complaint',
      electricVehicle: '/electric-vehicles/make-a-complaint',
    });
  });
});

describe('manual address', () => {
  it('builds POST /v1/addresses attributes the schema accepts, with a one-line label', () => {
    const numbered = toAddressCreateAttributes({
      ...manual,
      houseNameNumber: '12A',
      county: 'Borsetshire',
      postcode: 'b11bb',
    });
    expect(numbered).toEqual({
      address: '12A Mill Lane, Ambridge, Borsetshire, B1 1BB',
      'address-line-1': 'Mill Lane',
      county: 'Borsetshire',
      'house-number': '12A',
      postcode: 'B1 1BB',
      'postal-town': 'Ambridge',
      'is-manual': true,
    });
    expect(addressCreateAttributesSchema.safeParse(numbered).success).toBe(true);
    const named = toAddressCreateAttributes({ ...manual, addressLine2: 'Lower End' });
    expect(named.address).toBe('Rose Cottage, Mill Lane, Lower End, Ambridge, AB1 2CD');
    expect(named['house-name']).toBe('Rose Cottage');
    expect(addressCreateAttributesSchema.safeParse(named).success).toBe(true);
  });

  it('validates the postcode and the manual form with GOV.UK messages', () => {
    expect(postcodeError('')).toBe('Enter a postcode');
    expect(postcodeError('12345')).toBe('Enter a real postcode, like SW1A 1AA');
    expect(postcodeError(' sw1a1aa ')).toBeNull();
    expect(postcodeError('GIR 0AA')).toBeNull();
    expect(postcodeError('gir0aa')).toBeNull();
    expect(
      validateManualAddress({
        houseNameNumber: '',
        addressLine1: '',
        addressLine2: 'x'.repeat(101),
        postalTown: '',
        county: '',
        postcode: 'nope',
      }).errors,
    ).toEqual({
      houseNameNumber: 'Enter the house name or number',
      addressLine1: 'Enter the first line of the address',
      addressLine2: 'Address line 2 must be 100 characters or less',
      postalTown: 'Enter the town or city',
      postcode: 'Enter a real postcode, like SW1A 1AA',
    });
  });
});

describe('search params are plain strings', () => {
  it('read and write a query without changing its values', () => {
    const query = '?ref=12345678901234567890&gas_account_number=850123456789&q=true&n=%22x%22';
    const search = parsePlainSearch(query);
    expect(search).toEqual({
      ref: '12345678901234567890',
      gas_account_number: '850123456789',
      q: 'true',
      n: '"x"',
    });
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
    expect(stringifyPlainSearch(search)).toBe(query);
    expect(stringifyPlainSearch({})).toBe('');
  });
});

describe('meter-read URL prefill (validateSearch)', () => {
  it('keeps the spec §3 fields, as text, and drops anything malformed or unknown', () => {
    expect(
      validateMeterReadSearch({
        title: 'Dr',
        first_name: '  Mary ',
        last_name: '',
        telephone: '01632960002',
        email: ['a@b.c'],
        gas_account_number: '850123456789',
        elec_account_number: 'A1234567',
        fuel: 'Dual',
        is_economy_7_radio: 'yes',
      }),
    ).toEqual({
      title: 'Dr',
      first_name: 'Mary',
      telephone: '01632960002',
      gas_account_number: '850123456789',
      elec_account_number: 'A1234567',
      fuel: 'Dual',
    });
    expect(validateMeterReadSearch({ fuel: 'Oil', first_name: 'x'.repeat(300) })).toEqual({
      first_name: 'x'.repeat(254),
    });
  });

  it('picks the title and fuel option a value names in any case, and drops one that names none', () => {
    expect(validateMeterReadSearch({ title: ' mr ', fuel: 'gas' })).toEqual({
      title: 'Mr',
      fuel: 'Gas',
    });
    expect(validateMeterReadSearch({ title: 'REVEREND', fuel: 'ELECTRICITY' })).toEqual({
      title: 'Reverend',
      fuel: 'Electricity',
    });
    expect(validateMeterReadSearch({ title: 'Rev', fuel: 'Gas and Electricity' })).toEqual({});
  });
});

describe('confirmation', () => {
  it('states the response time of spec §9 per origin', () => {
    expect(days(7)).toBe('seven days');
    expect(days(21)).toBe('21 days');
    expect(responseTimeText({ averageDays: 2, maxDays: null })).toBe(
      'On average we respond within two days.',
    );
    expect(confirmationContent('/complaints/gas-and-electricity').resTime).toBe(
      'On average we respond within seven days, and always within 21 days.',
    );
    expect(confirmationContent('/complaints/pay-as-you-go').resTime).toBe(
      'On average we respond within seven days, and always within 21 days.',
    );
    expect(confirmationContent('/complaints/enquiry-gas-and-electricity')).toMatchObject({
      heading: "Thank you, we've received your enquiry",
      resTime: 'On average we respond within two days.',
    });
    expect(confirmationContent('/complaints/enquiry-pay-as-you-go').resTime).toBe(
      'On average we respond within seven days.',
    );
    expect(confirmationContent('feedback')).toMatchObject({
      heading: 'Thank you for your feedback',
      resTime: null,
    });
  });

  it('reads confirmation data from history state only when complete and known', () => {
    expect(
      confirmationFrom({ confirmation: { origin: 'feedback', data: { id: 'FB-1' } } }),
    ).toEqual({ origin: 'feedback', data: { id: 'FB-1' } });
    expect(
      confirmationFrom({
        confirmation: { origin: '/complaints/pay-as-you-go', data: { id: 'HS-1', type: 'leads' } },
      }),
    ).toEqual({ origin: '/complaints/pay-as-you-go', data: { id: 'HS-1' } });
    expect(
      confirmationFrom({ confirmation: { origin: '/complaints/broadband', data: { id: 'X' } } }),
    ).toBeUndefined();
    expect(
      confirmationFrom({ confirmation: { origin: 'gas-and-electricity', data: { id: 'X' } } }),
    ).toBeUndefined();
    expect(
      confirmationFrom({ confirmation: { origin: 'feedback', data: { id: '' } } }),
    ).toBeUndefined();
    expect(confirmationFrom({ title: 'x' })).toBeUndefined();
    expect(confirmationFrom(undefined)).toBeUndefined();
  });
});
