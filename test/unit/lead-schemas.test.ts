import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  accountNumberSchema,
  addressCreateRequestSchema,
  contactNumberSchema,
  contactNumberType,
  emailPattern,
  leadRequestSchema,
  leadResponseSchema,
  phoneNumberPattern,
} from '../../src/api/schemas';
import {
  complaintLead,
  feedbackLead,
  manualAddress,
  meterReadLead,
  payAsYouGoLead,
  withAdditionalInformation,
  withAttributes,
} from '../server/lead-examples';

/** The path of the first issue, or 'valid' when the value parses. */
function firstIssuePath(value: unknown): string {
  const result = leadRequestSchema.safeParse(value);
  if (result.success) return 'valid';
  return result.error.issues[0]?.path.join('.') ?? '';
}

/** The path of the first issue of the meter-read example with `additional` in its additional information. */
function meterReadIssue(additional: Parameters<typeof withAdditionalInformation>[1]): string {
  return firstIssuePath(withAdditionalInformation(meterReadLead(), additional));
}

const attributes = 'data.attributes';
const info = `${attributes}.additional-information`;

describe('leadRequestSchema: the three variants', () => {
  it.each([
    ['complaint', complaintLead('addr-1')],
    ['pay-as-you-go enquiry', payAsYouGoLead()],
    ['feedback', feedbackLead()],
    ['meter read', meterReadLead()],
  ])('accepts a valid %s lead', (_name, lead) => {
    expect(firstIssuePath(lead)).toBe('valid');
  });

  it('rejects an unknown topic at the topic field', () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { topic: 'sales' }))).toBe(
      `${attributes}.topic`,
    );
  });

  it('rejects a variant with fields of another variant (strict attributes)', () => {
    const result = leadRequestSchema.safeParse(
      withAttributes(feedbackLead(), { 'vulnerability-consent': true }),
    );
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['vulnerability-consent'],
      path: ['data', 'attributes'],
    });
  });

  it('rejects unknown keys at the top level and in data', () => {
    const lead = complaintLead();
    expect(leadRequestSchema.safeParse({ ...lead, extra: 1 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['extra'],
    });
    expect(
      leadRequestSchema.safeParse({ data: { ...lead.data, id: 'HS-1' } }).error?.issues[0],
    ).toMatchObject({ code: 'unrecognized_keys', keys: ['id'], path: ['data'] });
  });

  it('requires type leads and an address relationship (data may be null)', () => {
    const lead = complaintLead();
    expect(firstIssuePath({ data: { ...lead.data, type: 'lead' } })).toBe('data.type');
    expect(firstIssuePath({ data: { ...lead.data, relationships: {} } })).toBe(
      'data.relationships.address',
    );
    expect(
      firstIssuePath({
        data: { ...lead.data, relationships: { address: { data: { type: 'address', id: 'x' } } } },
      }),
    ).toBe('data.relationships.address.data.type');
  });
});

describe('leadRequestSchema: shared attribute rules', () => {
  it("fixes title to 'NA' for complaints and feedback", () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { title: 'Mr' }))).toBe(
      `${attributes}.title`,
    );
    expect(firstIssuePath(withAttributes(feedbackLead(), { title: '' }))).toBe(
      `${attributes}.title`,
    );
  });

  it('requires non-blank names and trims them', () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { 'first-name': '   ' }))).toBe(
      `${attributes}.first-name`,
    );
    const parsed = leadRequestSchema.parse(
      withAttributes(complaintLead(), { surname: '  Byron ' }),
    );
    expect(parsed.data.attributes.surname).toBe('Byron');
  });

  it('limits meter-read names to 100 characters', () => {
    expect(firstIssuePath(withAttributes(meterReadLead(), { surname: 'x'.repeat(100) }))).toBe(
      'valid',
    );
    expect(firstIssuePath(withAttributes(meterReadLead(), { surname: 'x'.repeat(101) }))).toBe(
      `${attributes}.surname`,
    );
  });

  it('requires a valid email, except that a meter read may send null', () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { email: 'not-an-email' }))).toBe(
      `${attributes}.email`,
    );
    expect(firstIssuePath(withAttributes(feedbackLead(), { email: null }))).toBe(
      `${attributes}.email`,
    );
    expect(firstIssuePath(withAttributes(meterReadLead(), { email: 'a@example.com' }))).toBe(
      'valid',
    );
    expect(firstIssuePath(withAttributes(meterReadLead(), { email: 'a@' }))).toBe(
      `${attributes}.email`,
    );
  });

  it('accepts a query of 1 to 30000 characters that is not only spaces', () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { query: 'x'.repeat(30000) }))).toBe(
      'valid',
    );
    for (const query of ['', '   ', 'x'.repeat(30001)]) {
      expect(firstIssuePath(withAttributes(complaintLead(), { query }))).toBe(
        `${attributes}.query`,
      );
    }
  });

  it.each([
    ['missing', undefined],
    ['a string', 'true'],
  ])('refuses a complaint whose vulnerability-consent is %s', (_name, consent) => {
    expect(
      firstIssuePath(withAttributes(complaintLead(), { 'vulnerability-consent': consent })),
    ).toBe(`${attributes}.vulnerability-consent`);
  });

  it('fixes query-type and query-subtype of feedback', () => {
    expect(firstIssuePath(withAttributes(feedbackLead(), { 'query-type': 'Meters' }))).toBe(
      `${attributes}.query-type`,
    );
    expect(firstIssuePath(withAttributes(feedbackLead(), { 'query-subtype': 'Other' }))).toBe(
      `${attributes}.query-subtype`,
    );
  });
});

describe('contact-number', () => {
  it("is 'mobile' exactly when the number starts with 07", () => {
    expect(contactNumberType('07700 900123')).toBe('mobile');
    expect(contactNumberType('01632 960123')).toBe('home');
    expect(contactNumberType('+447700900123')).toBe('home');
  });

  it('rejects a type that disagrees with the number, pointing at type', () => {
    const mobileAsHome = contactNumberSchema.safeParse({ number: '07700900123', type: 'home' });
    const landlineAsMobile = contactNumberSchema.safeParse({
      number: '01632960123',
      type: 'mobile',
    });
    expect(mobileAsHome.success).toBe(false);
    expect(mobileAsHome.error?.issues[0]?.path).toEqual(['type']);
    expect(landlineAsMobile.success).toBe(false);
  });

  it('rejects letters, unknown types and extra keys', () => {
    expect(contactNumberSchema.safeParse({ number: '0770O900123', type: 'mobile' }).success).toBe(
      false,
    );
    expect(contactNumberSchema.safeParse({ number: '01632960123', type: 'work' }).success).toBe(
      false,
    );
    expect(
      contactNumberSchema.safeParse({ number: '01632960123', type: 'home', ext: '1' }).success,
    ).toBe(false);
  });
});

describe('help-&-support additional-information', () => {
  it("is the form's object for every visitor: a lead without it is refused", () => {
    expect(
      firstIssuePath(withAttributes(complaintLead(), { 'additional-information': null })),
    ).toBe(info);
  });

  it('needs caseType, accountPrefix and textphoneNumber, each possibly null', () => {
    expect(
      firstIssuePath(withAdditionalInformation(complaintLead(), { textphoneNumber: undefined })),
    ).toBe(`${info}.textphoneNumber`);
    expect(
      firstIssuePath(withAdditionalInformation(complaintLead(), { caseType: 'Balance queries' })),
    ).toBe('valid');
  });

  it("allows only 'A' as accountPrefix and a numeric textphone number", () => {
    expect(firstIssuePath(withAdditionalInformation(complaintLead(), { accountPrefix: 'B' }))).toBe(
      `${info}.accountPrefix`,
    );
    expect(
      firstIssuePath(withAdditionalInformation(complaintLead(), { textphoneNumber: '18001 x' })),
    ).toBe(`${info}.textphoneNumber`);
  });

  it('accepts extra pay-as-you-go flags only as booleans or short strings', () => {
    expect(
      firstIssuePath(
        withAdditionalInformation(payAsYouGoLead(), { probate: false, thirdParty: false }),
      ),
    ).toBe('valid');
    expect(firstIssuePath(withAdditionalInformation(payAsYouGoLead(), { probate: 1 }))).toBe(
      `${info}.probate`,
    );
    expect(
      firstIssuePath(withAdditionalInformation(payAsYouGoLead(), { probate: { nested: true } })),
    ).toBe(`${info}.probate`);
  });

  it('checks the optional account number and blanked copies', () => {
    expect(firstIssuePath(withAttributes(complaintLead(), { account: 'A1234567' }))).toBe('valid');
    expect(firstIssuePath(withAttributes(complaintLead(), { account: 'X1234567' }))).toBe(
      `${attributes}.account`,
    );
    expect(firstIssuePath(withAttributes(complaintLead(), { 'chat-history': 42 }))).toBe(
      `${attributes}.chat-history`,
    );
  });
});

describe('account numbers (spec §5)', () => {
  it.each(['851234567890', 'A1234', 'a12345678', 'BGX1234', 'bgx12345'])('accepts %s', (value) => {
    expect(accountNumberSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '85123456789',
    '8512345678901',
    'A123',
    'A123456789',
    'Bgx1234',
    'BGX123',
    'BGX123456',
    '',
  ])('rejects %s', (value) => {
    expect(accountNumberSchema.safeParse(value).success).toBe(false);
  });
});

describe('meter-read additional-information', () => {
  it("fixes Company to 'Price-cap' and Fuel to the three wire values", () => {
    expect(meterReadIssue({ Company: 'price-cap' })).toBe(`${info}.Company`);
    expect(meterReadIssue({ Fuel: 'Dual' })).toBe(`${info}.Fuel`);
  });

  it('needs ReadingDate as a real YYYY-MM-DD date', () => {
    for (const ReadingDate of ['31/03/2025', '2025-3-31', '2025-02-30', '2025-03-31T00:00:00Z']) {
      expect(meterReadIssue({ ReadingDate })).toBe(`${info}.ReadingDate`);
    }
  });

  it('accepts readings of up to 6 digits only', () => {
    expect(meterReadIssue({ GasReading: '1234567' })).toBe(`${info}.GasReading`);
    expect(meterReadIssue({ GasReading: '12.5' })).toBe(`${info}.GasReading`);
    expect(meterReadIssue({ GasReading: 1234 })).toBe(`${info}.GasReading`);
  });

  it('checks account numbers against the spec patterns', () => {
    expect(meterReadIssue({ ElecAccountNumber: 'A12' })).toBe(`${info}.ElecAccountNumber`);
  });

  it('requires the numbers and readings of the chosen fuel and refuses the other fuel', () => {
    const gasOnly = {
      Fuel: 'Gas',
      ElecAccountNumber: undefined,
      IsEconomy7: undefined,
      ElecReading: undefined,
    };
    expect(meterReadIssue(gasOnly)).toBe('valid');
    expect(meterReadIssue({ ...gasOnly, ElecReading: '1' })).toBe(`${info}.ElecReading`);
    expect(meterReadIssue({ GasReading: undefined })).toBe(`${info}.GasReading`);
    expect(
      meterReadIssue({
        Fuel: 'Electricity',
        GasAccountNumber: undefined,
        GasReading: undefined,
        ElecAccountNumber: undefined,
      }),
    ).toBe(`${info}.ElecAccountNumber`);
  });

  it('requires the Economy 7 answer and the matching readings', () => {
    expect(meterReadIssue({ IsEconomy7: undefined })).toBe(`${info}.IsEconomy7`);
    const economy7 = { IsEconomy7: true, ElecReading: undefined, Elec7ReadingNormal: '001234' };
    expect(meterReadIssue({ ...economy7, Elec7ReadingLow: '000567' })).toBe('valid');
    expect(meterReadIssue(economy7)).toBe(`${info}.Elec7ReadingLow`);
  });

  it("accepts a listed title or 'NA', nothing else", () => {
    expect(firstIssuePath(withAttributes(meterReadLead(), { title: 'NA' }))).toBe('valid');
    expect(firstIssuePath(withAttributes(meterReadLead(), { title: 'Captain' }))).toBe(
      `${attributes}.title`,
    );
  });
});

describe('leadResponseSchema', () => {
  it('parses the camelCased 201 body and needs the id', () => {
    const body = {
      data: {
        type: 'leads',
        id: 'HS-7K3Q9P2M',
        attributes: { topic: 'help-&-support', createdAt: '2025-01-01T00:00:00.000Z', title: 'NA' },
      },
    };
    expect(leadResponseSchema.parse(body).data.id).toBe('HS-7K3Q9P2M');
    expect(leadResponseSchema.parse({ data: { id: 'HS-2' } }).data.id).toBe('HS-2');
    expect(leadResponseSchema.safeParse({ data: { ...body.data, id: '' } }).success).toBe(false);
    expect(leadResponseSchema.safeParse({ data: { type: 'leads' } }).success).toBe(false);
  });
});

describe('addressCreateRequestSchema', () => {
  const manual = {
    data: {
      ...manualAddress.data,
      attributes: { ...manualAddress.data.attributes, 'house-number': '3' },
    },
  };

  it('accepts a manual address with the required parts', () => {
    expect(addressCreateRequestSchema.safeParse(manual).success).toBe(true);
  });

  it.each([
    ['postcode', { postcode: 'NOT A CODE' }],
    ['is-manual', { 'is-manual': false }],
    ['postal-town', { 'postal-town': '' }],
    ['mpans', { mpans: ['12ab'] }],
    ['unknown', { unknown: 'x' }],
  ])('rejects a bad %s', (_field, patch) => {
    const result = addressCreateRequestSchema.safeParse({
      data: { ...manual.data, attributes: { ...manual.data.attributes, ...patch } },
    });
    expect(result.success).toBe(false);
  });
});

describe('the plain field patterns the forms check without zod', () => {
  const emails = [
    'name@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@example-site.org',
    '.dot@example.com',
    'dot.@example.com',
    'two..dots@example.com',
    'no-at.example.com',
    'name@example',
    'name@-example.com',
    'name@example.c',
    'name @example.com',
    'name@exa_mple.com',
    '',
  ];

  it("accept the emails zod's default email check accepts, and only those", () => {
    const zodEmail = z.email();
    for (const email of emails) {
      expect(emailPattern.test(email), email).toBe(zodEmail.safeParse(email).success);
    }
  });

  it('describe the telephone numbers the leads schema accepts', () => {
    for (const [phone, valid] of [
      ['020 7946 0000', true],
      ['+353 1 234 5678', true],
      ['01632 (960)-001', true],
      ['(01632) 960001', true],
      ['((01632) 960001', false],
      ['0800', false],
      ['tel 0800 111 999', false],
      ['+44 20 7946 0000 ext 1', false],
    ] as const) {
      expect(phoneNumberPattern.test(phone), phone).toBe(valid);
      expect(
        contactNumberSchema.safeParse({ number: phone, type: contactNumberType(phone) }).success,
        phone,
      ).toBe(valid);
    }
  });
});
