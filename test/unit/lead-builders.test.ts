import { describe, expect, it } from 'vitest';
import type { ComplaintValue } from '../../machines/complaint-values';
import type { CachedPersonalDetails, QueryDraft } from '../../machines/complaint.machine';
import type { FeedbackDetails } from '../../machines/feedback.machine';
import type { MeterReadSubmission } from '../../machines/meter-read.machine';
import {
  buildFeedbackLead,
  buildHelpAndSupportLead,
  buildMeterReadLead,
  type LeadAuthor,
} from '../../src/api/leads';
import {
  leadRequestSchema,
  type ContactNumber,
  type MeterReadAdditionalInformation,
} from '../../src/api/schemas/leads';
import {
  adaDetails,
  blankContactExtras,
  feedbackLeadWith,
  helpAndSupportLead,
  meterReadLeadWith,
} from '../support/lead-wire';
import {
  validateDetailsForm,
  validateFeedbackDetails,
  validateMeterReadForm,
  validateQueryForm,
} from '../../machines/validation';

function expectValidWireLead(lead: unknown): void {
  const parsed = leadRequestSchema.safeParse(lead);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(lead);
}

const details = adaDetails;
const complaintQuery: QueryDraft = { query: 'My bill doubled overnight.', subject: null };
const enquiryQuery: QueryDraft = { query: 'When is my next bill?', subject: 'Balance queries' };
const topUpQuery: QueryDraft = { query: 'How do I top up?', subject: null };
const signedIn = { signedIn: true, accountNumber: 'A1234567' };
// An account number known for an anonymous visitor (a stale prefill) must still not be sent.
const anonymous = { signedIn: false, accountNumber: 'A1234567' };

const payAsYouGoFlags = {
  economySevenMeter: false,
  newBillingAddress: false,
  energySupplied: false,
  cancelServices: false,
  paymentMethod: 'newBankAccountDetails',
  forwardingAddressUk: true,
  probate: false,
  thirdParty: false,
};

/** The attributes every help-and-support lead built from `details` carries. */
const adaAttributes = {
  'first-name': 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  ...blankContactExtras,
} as const;
const mobile = { number: '07700 900123', type: 'mobile' } as const;

describe('buildHelpAndSupportLead', () => {
  const textphone = { textphoneNumber: '01632960999' } as const;
  /** What a signed-in customer's lead adds to the anonymous copy of the same answers. */
  const signedInCopy = (accountPrefix: 'A' | null, account: string | null) =>
    ({ 'vulnerability-consent': true, accountPrefix, account }) as const;
  const anonymousCopy = { 'vulnerability-consent': false, accountPrefix: null, account: null };

  it.each<{
    name: string;
    complaint: ComplaintValue;
    author: LeadAuthor;
    query: QueryDraft;
    /** The query type and subtype of spec §2's table, written out. */
    type: [string, string];
    caseType: string | null;
    flags: Record<string, boolean | string>;
    copy: {
      'vulnerability-consent': boolean;
      accountPrefix: 'A' | null;
      account: string | null;
    };
  }>([
    {
      name: 'gas-and-electricity, signed in: account, prefix A, textphone',
      complaint: 'gas-and-electricity',
      author: signedIn,
      query: complaintQuery,
      type: ['Meters', 'Make a complaint-Monthly or quarterly'],
      caseType: null,
      flags: {},
      copy: signedInCopy('A', 'A1234567'),
    },
    {
      name: 'gas-and-electricity, anonymous: the textphone kept, account blanked',
      complaint: 'gas-and-electricity',
      author: anonymous,
      query: complaintQuery,
      type: ['Meters', 'Make a complaint-Monthly or quarterly'],
      caseType: null,
      flags: {},
      copy: anonymousCopy,
    },
    {
      name: 'enquiry-gas-and-electricity, signed in: the subject as caseType',
      complaint: 'enquiry-gas-and-electricity',
      author: signedIn,
      query: enquiryQuery,
      type: ['Enquiry', 'Enquiry-Credit Energy'],
      caseType: 'Balance queries',
      flags: {},
      copy: signedInCopy('A', 'A1234567'),
    },
    {
      name: 'enquiry-gas-and-electricity, anonymous: the subject and textphone kept',
      complaint: 'enquiry-gas-and-electricity',
      author: anonymous,
      query: enquiryQuery,
      type: ['Enquiry', 'Enquiry-Credit Energy'],
      caseType: 'Balance queries',
      flags: {},
      copy: anonymousCopy,
    },
    {
      name: 'pay-as-you-go, signed in: the default flags and no account',
      complaint: 'pay-as-you-go',
      author: signedIn,
      query: complaintQuery,
      type: ['Meters', 'Make a complaint-Pay As You Go'],
      caseType: null,
      flags: payAsYouGoFlags,
      copy: signedInCopy(null, null),
    },
    {
      name: 'pay-as-you-go, anonymous: the textphone and the default flags',
      complaint: 'pay-as-you-go',
      author: anonymous,
      query: complaintQuery,
      type: ['Meters', 'Make a complaint-Pay As You Go'],
      caseType: null,
      flags: payAsYouGoFlags,
      copy: anonymousCopy,
    },
    {
      name: 'enquiry-pay-as-you-go, signed in: the default flags and no account',
      complaint: 'enquiry-pay-as-you-go',
      author: signedIn,
      query: topUpQuery,
      type: ['Enquiry', 'Enquiry-Pay As You Go'],
      caseType: null,
      flags: payAsYouGoFlags,
      copy: signedInCopy(null, null),
    },
    {
      name: 'enquiry-pay-as-you-go, anonymous: the textphone and the default flags',
      complaint: 'enquiry-pay-as-you-go',
      author: anonymous,
      query: topUpQuery,
      type: ['Enquiry', 'Enquiry-Pay As You Go'],
      caseType: null,
      flags: payAsYouGoFlags,
      copy: anonymousCopy,
    },
  ])(
    '$name',
    ({ complaint, author, query, type: [queryType, querySubtype], caseType, flags, copy }) => {
      const lead = buildHelpAndSupportLead(details, query, complaint, author);
      expect(lead).toEqual({
        data: {
          type: 'leads',
          attributes: {
            title: 'NA',
            topic: 'help-&-support',
            'query-type': queryType,
            'query-subtype': querySubtype,
            query: query.query,
            'first-name': 'Ada',
            surname: 'Lovelace',
            'vulnerability-consent': copy['vulnerability-consent'],
            email: 'ada@example.com',
            'contact-number': mobile,
            'additional-information': {
              caseType,
              accountPrefix: copy.accountPrefix,
              ...textphone,
              ...flags,
            },
            account: copy.account,
            'alternate-contact-number': null,
            'chat-history': null,
            'customer-references': null,
            'contact-preference': null,
          },
          relationships: { address: { data: { type: 'addresses', id: 'addr-1' } } },
        },
      });
      expectValidWireLead(lead);
    },
  );

  it('sends a home number as such and a missing textphone number as null', () => {
    const lead = buildHelpAndSupportLead(
      { ...details, telephoneNumber: '01632 960001', textphoneNumber: null },
      complaintQuery,
      'gas-and-electricity',
      anonymous,
    );
    expect(lead).toEqual(
      helpAndSupportLead(
        {
          ...adaAttributes,
          'query-type': 'Meters',
          'query-subtype': 'Make a complaint-Monthly or quarterly',
          query: 'My bill doubled overnight.',
          'vulnerability-consent': false,
          'contact-number': { number: '01632 960001', type: 'home' },
          'additional-information': { caseType: null, accountPrefix: null, textphoneNumber: null },
          account: null,
        },
        'addr-1',
      ),
    );
    expectValidWireLead(lead);
  });

  it('sends no account prefix for a signed-in customer whose account number is unknown', () => {
    const lead = buildHelpAndSupportLead(details, complaintQuery, 'gas-and-electricity', {
      signedIn: true,
    });
    expect(lead.data.attributes.account).toBeNull();
    expect(lead.data.attributes['additional-information'].accountPrefix).toBeNull();
    expect(lead.data.attributes['vulnerability-consent']).toBe(true);
    expectValidWireLead(lead);
  });

  it('drops a subject sent for a value without the subject select', () => {
    const lead = buildHelpAndSupportLead(details, enquiryQuery, 'gas-and-electricity', signedIn);
    expect(lead.data.attributes['additional-information'].caseType).toBeNull();
  });
});

describe('buildFeedbackLead', () => {
  const feedbackDetails: FeedbackDetails = {
    firstName: 'Leopold',
    surname: 'Bloom',
    email: 'leopold@example.com',
    telephoneNumber: '07700 900777',
  };

  it.each<{
    name: string;
    build: () => ReturnType<typeof buildFeedbackLead>;
    query: string;
    contactNumber: ContactNumber;
    addressId: string | null;
  }>([
    {
      name: 'builds the feedback lead with an address',
      build: () => buildFeedbackLead('Use my credit for my bill.', feedbackDetails, 'addr-7'),
      query: 'Use my credit for my bill.',
      contactNumber: { number: '07700 900777', type: 'mobile' },
      addressId: 'addr-7',
    },
    {
      name: 'builds the feedback lead without an address and with a home number',
      build: () =>
        buildFeedbackLead(
          'Keep it.',
          { ...feedbackDetails, telephoneNumber: '+353 1 234 5678' },
          null,
        ),
      query: 'Keep it.',
      contactNumber: { number: '+353 1 234 5678', type: 'home' },
      addressId: null,
    },
  ])('$name', ({ build, query, contactNumber, addressId }) => {
    const lead = build();
    expect(lead).toEqual(
      feedbackLeadWith(
        {
          query,
          'first-name': 'Leopold',
          surname: 'Bloom',
          email: 'leopold@example.com',
          'contact-number': contactNumber,
        },
        addressId,
      ),
    );
    expectValidWireLead(lead);
  });
});

describe('buildMeterReadLead', () => {
  const person = {
    title: 'Dr',
    firstName: 'Mary',
    lastName: 'Somerville',
    telephone: '07700 900456',
    email: 'mary@example.com',
    readingDate: '2025-03-10',
  };
  const gas = { accountNumber: '851234567890', reading: '01234' };

  const gasInfo = { GasAccountNumber: '851234567890', GasReading: '01234' };
  /** The additional-information every reading of `person` carries, for the wire fuel. */
  const readingInfo = (Fuel: MeterReadAdditionalInformation['Fuel']) =>
    ({
      Telephone: '07700 900456',
      Fuel,
      Company: 'Price-cap',
      ReadingDate: '2025-03-10',
    }) as const;

  it.each<{
    name: string;
    reading: MeterReadSubmission;
    title?: 'NA' | 'Dr';
    email?: null;
    info: MeterReadAdditionalInformation;
  }>([
    {
      name: 'sends Dual as Gas and Electricity with gas and Economy 7 readings',
      reading: {
        ...person,
        fuel: 'Dual',
        gas,
        electricity: {
          accountNumber: 'A1234567',
          economy7: true,
          normalReading: '54321',
          lowReading: '1234',
        },
      },
      info: {
        ...readingInfo('Gas and Electricity'),
        ...gasInfo,
        ElecAccountNumber: 'A1234567',
        IsEconomy7: true,
        Elec7ReadingNormal: '54321',
        Elec7ReadingLow: '1234',
      },
    },
    {
      name: 'sends Dual with a single electricity reading when not Economy 7',
      reading: {
        ...person,
        fuel: 'Dual',
        gas,
        electricity: { accountNumber: 'bgx1234', economy7: false, reading: '777777' },
      },
      info: {
        ...readingInfo('Gas and Electricity'),
        ...gasInfo,
        ElecAccountNumber: 'bgx1234',
        IsEconomy7: false,
        ElecReading: '777777',
      },
    },
    {
      name: 'sends only the gas fields for Gas, with title NA and no email when not given',
      reading: { ...person, title: null, email: null, fuel: 'Gas', gas },
      title: 'NA',
      email: null,
      info: { ...readingInfo('Gas'), ...gasInfo },
    },
    {
      name: 'sends only the electricity fields for Electricity',
      reading: {
        ...person,
        fuel: 'Electricity',
        electricity: { accountNumber: 'a12345', economy7: false, reading: '42' },
      },
      info: {
        ...readingInfo('Electricity'),
        ElecAccountNumber: 'a12345',
        IsEconomy7: false,
        ElecReading: '42',
      },
    },
    {
      name: 'sends only the Economy 7 electricity fields for Electricity on Economy 7',
      reading: {
        ...person,
        fuel: 'Electricity',
        electricity: {
          accountNumber: 'a12345',
          economy7: true,
          normalReading: '1',
          lowReading: '2',
        },
      },
      info: {
        ...readingInfo('Electricity'),
        ElecAccountNumber: 'a12345',
        IsEconomy7: true,
        Elec7ReadingNormal: '1',
        Elec7ReadingLow: '2',
      },
    },
  ])('$name', ({ reading, title = 'Dr', email = 'mary@example.com', info }) => {
    const lead = buildMeterReadLead(reading);
    expect(lead).toEqual(
      meterReadLeadWith({
        title,
        'first-name': 'Mary',
        surname: 'Somerville',
        email,
        'additional-information': info,
      }),
    );
    expectValidWireLead(lead);
  });
});

describe('validated form answers always make a valid wire lead', () => {
  it('details + query forms -> help-&-support lead', () => {
    const { values: personal } = validateDetailsForm({
      firstName: ' Siobhán ',
      surname: "O'Brien-Smith",
      email: 'siobhan@example.ie',
      telephoneNumber: '+353 1 234 5678',
      textphoneNumber: '',
      vulnerability: 'false',
    });
    const { values: query } = validateQueryForm(
      { query: 'Please call me back.', subject: 'Faulty meter' },
      'enquiry-gas-and-electricity',
    );
    if (personal === null || query === null) throw new Error('expected valid answers');
    const cachedDetails: CachedPersonalDetails = {
      ...personal,
      queryType: 'Enquiry',
      querySubtype: 'Enquiry-Credit Energy',
      addressId: 'addr_1-x',
    };
    for (const complaint of [
      'gas-and-electricity',
      'enquiry-gas-and-electricity',
      'pay-as-you-go',
      'enquiry-pay-as-you-go',
    ] as const) {
      expectValidWireLead(buildHelpAndSupportLead(cachedDetails, query, complaint, signedIn));
      expectValidWireLead(buildHelpAndSupportLead(cachedDetails, query, complaint, anonymous));
    }
  });

  it('feedback details -> feedback lead', () => {
    const { values } = validateFeedbackDetails({
      firstName: 'Jo',
      surname: 'Bloggs',
      email: 'jo@example.com',
      telephoneNumber: '020 7946 0000',
    });
    if (values === null) throw new Error('expected valid answers');
    expectValidWireLead(buildFeedbackLead('No refund please.', values, null));
  });

  it('meter-read form -> meter-read lead', () => {
    const { values } = validateMeterReadForm(
      {
        title: '',
        first_name: 'Mary',
        last_name: 'Somerville',
        telephone: '01632 960002',
        email: '',
        fuel: 'Dual',
        gas_account_number: 'BGX12345',
        elec_account_number: '850000000001',
        is_economy_7_radio: 'yes',
        gas_reading: '123456',
        elec_reading: '',
        elec7_reading_normal: '1',
        elec7_reading_low: '000002',
        date: '2025-03-01',
      },
      new Date(2025, 2, 10),
    );
    if (values === null) throw new Error('expected valid answers');
    expectValidWireLead(buildMeterReadLead(values));
  });
});
