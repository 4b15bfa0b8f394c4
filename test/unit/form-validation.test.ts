import { describe, expect, it } from 'vitest';
import {
  characterLimitNotice,
  charactersOverLimit,
  detailsFormFields,
  enquirySubjects,
  readingDateWindow,
  validateComplaintTypeChoice,
  validateDetailsForm,
  validateEnergyPaymentChoice,
  validateFeedbackDetails,
  validateFeedbackText,
  validateMeterReadForm,
  validateQueryForm,
  type DetailsFormInput,
  type MeterReadFormInput,
} from '../../machines/validation';

describe('select-type and select-energy radios', () => {
  it('require one of the four service choices', () => {
    expect(validateComplaintTypeChoice({ complaintType: 'installations' })).toEqual({
      values: { complaintType: 'installations' },
      errors: {},
    });
    expect(validateComplaintTypeChoice({ complaintType: '' })).toEqual({
      values: null,
      errors: { complaintType: 'Select what your complaint is about' },
    });
    expect(validateComplaintTypeChoice({ complaintType: 'gas' }).values).toBeNull();
  });

  it('require one of the four energy payment choices', () => {
    for (const energyPayment of ['credit', 'payAsYouGo', 'directDebit', 'other']) {
      expect(validateEnergyPaymentChoice({ energyPayment }).values).toEqual({ energyPayment });
    }
    expect(validateEnergyPaymentChoice({ energyPayment: '' })).toEqual({
      values: null,
      errors: { energyPayment: 'Select how you pay for your energy' },
    });
  });
});

describe('details form', () => {
  const valid: DetailsFormInput = {
    firstName: ' Ada ',
    surname: "O'Neill-Byron",
    email: 'ada@example.com',
    telephoneNumber: '07911 123456',
    textphoneNumber: '',
    vulnerability: 'true',
  };
  const errorsFor = (change: Partial<DetailsFormInput>) =>
    validateDetailsForm({ ...valid, ...change }).errors;

  it('returns trimmed values with the vulnerability answer as a boolean', () => {
    expect(validateDetailsForm(valid)).toEqual({
      values: {
        firstName: 'Ada',
        surname: "O'Neill-Byron",
        email: 'ada@example.com',
        telephoneNumber: '07911 123456',
        textphoneNumber: null,
        vulnerabilityConsent: true,
      },
      errors: {},
    });
    expect(validateDetailsForm({ ...valid, vulnerability: 'false' }).values).toMatchObject({
      vulnerabilityConsent: false,
    });
  });

  it('requires valid names', () => {
    expect(errorsFor({ firstName: '  ' })).toEqual({ firstName: 'Enter your first name' });
    expect(errorsFor({ surname: '' })).toEqual({ surname: 'Enter your surname' });
    // The message names every kind of character the rule accepts, letters of any alphabet too.
    expect(errorsFor({ firstName: 'R2-D2' })).toEqual({
      firstName:
        'First name must only include letters, spaces, hyphens, apostrophes and full stops',
    });
    for (const firstName of ['Zoë', 'Łukasz', 'Mary-Jane', "D'Arcy", 'St. John'])
      expect(errorsFor({ firstName })).toEqual({});
    expect(errorsFor({ surname: 'x'.repeat(101) })).toEqual({
      surname: 'Surname must be 100 characters or less',
    });
    expect(errorsFor({ firstName: 'Zoë', surname: 'Saint-Exupéry' })).toEqual({});
  });

  it('requires a valid email address', () => {
    expect(errorsFor({ email: '' })).toEqual({ email: 'Enter your email address' });
    expect(errorsFor({ email: 'ada@' })).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('requires a UK or Irish telephone number of at least 11 characters', () => {
    const wrong = 'Enter a telephone number, like 020 7946 0000 or +353 1 234 5678';
    expect(errorsFor({ telephoneNumber: '' })).toEqual({
      telephoneNumber: 'Enter a telephone number',
    });
    expect(errorsFor({ telephoneNumber: '0871234567' })).toEqual({
      telephoneNumber: 'Telephone number must be at least 11 characters',
    });
    expect(errorsFor({ telephoneNumber: '12345678901' })).toEqual({ telephoneNumber: wrong });
    expect(errorsFor({ telephoneNumber: '+1 202 555 0143' })).toEqual({ telephoneNumber: wrong });
    expect(errorsFor({ telephoneNumber: '07911 123 ext 4' })).toEqual({ telephoneNumber: wrong });
    for (const telephoneNumber of [
      '020 7946 0000',
      '+44 7911 123456',
      '087 123 4567',
      '+353 1 234 5678',
    ]) {
      expect(errorsFor({ telephoneNumber })).toEqual({});
    }
  });

  it('accepts an optional, numeric textphone number', () => {
    expect(validateDetailsForm({ ...valid, textphoneNumber: '18001' }).values).toMatchObject({
      textphoneNumber: '18001',
    });
    expect(errorsFor({ textphoneNumber: '180 01' })).toEqual({
      textphoneNumber: 'Textphone number must only include numbers',
    });
    expect(errorsFor({ textphoneNumber: '1'.repeat(21) })).toEqual({
      textphoneNumber: 'Textphone number must be 20 digits or less',
    });
  });

  it('requires the vulnerability question', () => {
    expect(errorsFor({ vulnerability: '' })).toEqual({ vulnerability: 'Select yes or no' });
  });

  it('lists every error in form order', () => {
    const result = validateDetailsForm({
      firstName: '',
      surname: '',
      email: '',
      telephoneNumber: '',
      textphoneNumber: 'abc',
      vulnerability: '',
    });
    expect(result.values).toBeNull();
    // Every field has an error here, so the order is the whole of the page order.
    expect(Object.keys(result.errors)).toEqual(detailsFormFields);
  });
});

describe('query form', () => {
  it('counts characters over the 30000 limit and words the notice exactly', () => {
    expect(charactersOverLimit('x'.repeat(30000))).toBe(0);
    expect(charactersOverLimit('x'.repeat(30012))).toBe(12);
    // Spaces around the text are not sent, so they do not count.
    expect(charactersOverLimit(`  ${'x'.repeat(30000)} `)).toBe(0);
    expect(charactersOverLimit(` ${'x'.repeat(30001)}`)).toBe(1);
    expect(characterLimitNotice(12)).toBe(
      'Maximum character limit reached. You are currently 12 characters over.',
    );
  });

  it('requires the query text, up to 30000 characters', () => {
    expect(validateQueryForm({ query: ' ', subject: '' }, 'gas-and-electricity').errors).toEqual({
      query: 'Enter details of your complaint',
    });
    expect(validateQueryForm({ query: '', subject: '' }, 'enquiry-pay-as-you-go').errors).toEqual({
      query: 'Enter your enquiry',
    });
    expect(
      validateQueryForm({ query: 'y'.repeat(30001), subject: '' }, 'pay-as-you-go').errors,
    ).toEqual({
      query: 'Maximum character limit reached. You are currently 1 characters over.',
    });
    expect(
      validateQueryForm({ query: 'y'.repeat(30000), subject: '' }, 'pay-as-you-go').values,
    ).toEqual({ query: 'y'.repeat(30000), subject: null });
  });

  it('has the seventeen energy-enquiry subjects of the spec', () => {
    expect(enquirySubjects).toHaveLength(17);
    expect(enquirySubjects[0]).toBe('Amend moving house dates/meter reader');
    expect(enquirySubjects).toContain('Online portal/app/login/website issues');
  });

  it('requires a listed subject for the energy enquiry only', () => {
    expect(
      validateQueryForm({ query: 'Hello', subject: '' }, 'enquiry-gas-and-electricity').errors,
    ).toEqual({ subject: 'Select a subject' });
    expect(
      validateQueryForm({ query: 'Hello', subject: 'Bananas' }, 'enquiry-gas-and-electricity')
        .errors,
    ).toEqual({ subject: 'Select a subject from the list' });
    expect(
      validateQueryForm({ query: ' Hello ', subject: 'Discount' }, 'enquiry-gas-and-electricity'),
    ).toEqual({ values: { query: 'Hello', subject: 'Discount' }, errors: {} });
    expect(
      validateQueryForm({ query: 'Hello', subject: 'Discount' }, 'enquiry-pay-as-you-go').values,
    ).toEqual({ query: 'Hello', subject: null });
  });
});

describe('feedback forms', () => {
  it('requires the feedback text within the limit', () => {
    expect(validateFeedbackText({ feedback: ' Keep it ' })).toEqual({
      values: { feedback: 'Keep it' },
      errors: {},
    });
    expect(validateFeedbackText({ feedback: '' }).errors).toEqual({
      feedback: 'Enter your feedback',
    });
    expect(validateFeedbackText({ feedback: 'z'.repeat(30005) }).errors).toEqual({
      feedback: 'Maximum character limit reached. You are currently 5 characters over.',
    });
  });

  it('requires names, a valid email and a UK or Irish phone number', () => {
    const valid = {
      firstName: 'Jo',
      surname: 'Bloggs',
      email: 'jo@example.com',
      telephoneNumber: '+353 1 234 5678',
    };
    expect(validateFeedbackDetails(valid)).toEqual({ values: valid, errors: {} });
    expect(
      validateFeedbackDetails({ firstName: '', surname: '', email: 'jo', telephoneNumber: '' })
        .errors,
    ).toEqual({
      firstName: 'Enter your first name',
      surname: 'Enter your surname',
      email: 'Enter an email address in the correct format, like name@example.com',
      telephoneNumber: 'Enter a telephone number',
    });
    expect(validateFeedbackDetails({ ...valid, email: ' ' }).errors).toEqual({
      email: 'Enter your email address',
    });
  });

  it('states no rule the spec does not: any characters and length in names, no phone minimum', () => {
    const result = validateFeedbackDetails({
      firstName: "O'Brien-Smith 2nd (Jnr)",
      surname: 'x'.repeat(150),
      email: 'jo@example.com',
      // A valid Irish landline of 10 characters: under the complaint form's 11-character minimum.
      telephoneNumber: '01 2345678',
    });
    expect(result.errors).toEqual({});
    expect(
      validateFeedbackDetails({
        firstName: 'Jo',
        surname: 'Bloggs',
        email: 'jo@example.com',
        telephoneNumber: '+1 202 555 0143',
      }).errors,
    ).toEqual({
      telephoneNumber: 'Enter a telephone number, like 020 7946 0000 or +353 1 234 5678',
    });
  });
});

describe('meter-read form', () => {
  const today = new Date(2025, 2, 31); // 31 March 2025, local time
  const valid: MeterReadFormInput = {
    title: 'Mrs',
    first_name: 'Mary',
    last_name: 'Somerville',
    telephone: '01632 960002',
    email: '',
    fuel: 'Dual',
    gas_account_number: '851234567890',
    elec_account_number: 'A1234',
    is_economy_7_radio: 'no',
    gas_reading: '012345',
    elec_reading: '42',
    elec7_reading_normal: '',
    elec7_reading_low: '',
    date: '2025-03-30',
  };
  const errorsFor = (change: Partial<MeterReadFormInput>) =>
    validateMeterReadForm({ ...valid, ...change }, today).errors;

  it('returns only the chosen fuel readings', () => {
    const reader = {
      title: 'Mrs',
      firstName: 'Mary',
      lastName: 'Somerville',
      telephone: '01632 960002',
      email: null,
      readingDate: '2025-03-30',
    };
    const gas = { accountNumber: '851234567890', reading: '012345' };
    expect(validateMeterReadForm(valid, today)).toEqual({
      values: {
        ...reader,
        fuel: 'Dual',
        gas,
        electricity: { accountNumber: 'A1234', economy7: false, reading: '42' },
      },
      errors: {},
    });
    expect(
      validateMeterReadForm({ ...valid, fuel: 'Gas', elec_account_number: 'junk' }, today).values,
    ).toEqual({ ...reader, fuel: 'Gas', gas });
    expect(
      validateMeterReadForm(
        {
          ...valid,
          fuel: 'Electricity',
          gas_reading: '',
          is_economy_7_radio: 'yes',
          elec_reading: 'ignored',
          elec7_reading_normal: '111',
          elec7_reading_low: '222',
        },
        today,
      ).values,
    ).toMatchObject({
      fuel: 'Electricity',
      electricity: {
        accountNumber: 'A1234',
        economy7: true,
        normalReading: '111',
        lowReading: '222',
      },
    });
  });

  it('requires the fuel', () => {
    expect(errorsFor({ fuel: '' })).toEqual({
      fuel: 'Select which fuel you are giving a reading for',
    });
  });

  it('checks customer numbers against the three patterns', () => {
    for (const number of ['851234567890', 'A1234', 'a12345678', 'BGX1234', 'bgx12345']) {
      expect(errorsFor({ gas_account_number: number })).toEqual({});
    }
    const format =
      'Enter a customer number in the correct format, like 850123456789, A1234567 or BGX12345';
    for (const number of [
      '8512345678',
      'A123',
      'A123456789',
      'BGX123',
      'Bgx1234',
      '861234567890',
    ]) {
      expect(errorsFor({ gas_account_number: number })).toEqual({ gas_account_number: format });
    }
    expect(errorsFor({ gas_account_number: '' })).toEqual({
      gas_account_number: 'Enter your gas customer number',
    });
    expect(errorsFor({ elec_account_number: '' })).toEqual({
      elec_account_number: 'Enter your electricity customer number',
    });
  });

  it('requires numeric readings of at most 6 digits', () => {
    expect(errorsFor({ gas_reading: '' })).toEqual({ gas_reading: 'Enter your gas meter reading' });
    expect(errorsFor({ gas_reading: '12.5' })).toEqual({
      gas_reading: 'Gas meter reading must only include numbers',
    });
    expect(errorsFor({ elec_reading: '1234567' })).toEqual({
      elec_reading: 'Electricity meter reading must be 6 digits or less',
    });
    expect(errorsFor({ is_economy_7_radio: 'yes' })).toEqual({
      elec7_reading_normal: 'Enter your normal rate reading',
      elec7_reading_low: 'Enter your low rate reading',
    });
  });

  it('requires the Economy 7 answer for electricity', () => {
    expect(errorsFor({ is_economy_7_radio: '' })).toEqual({
      is_economy_7_radio: 'Select yes if you have an Economy 7 meter',
    });
    expect(errorsFor({ fuel: 'Gas', is_economy_7_radio: '' })).toEqual({});
  });

  it('requires a reading date between one month ago and today', () => {
    expect(readingDateWindow(today)).toEqual({ earliest: '2025-02-28', latest: '2025-03-31' });
    expect(readingDateWindow(new Date(2025, 0, 15))).toEqual({
      earliest: '2024-12-15',
      latest: '2025-01-15',
    });
    expect(errorsFor({ date: '2025-02-28' })).toEqual({});
    expect(errorsFor({ date: '2025-03-31' })).toEqual({});
    const window = 'Reading date must be today or within the last month';
    expect(errorsFor({ date: '2025-02-27' })).toEqual({ date: window });
    expect(errorsFor({ date: '2025-04-01' })).toEqual({ date: window });
    expect(errorsFor({ date: '' })).toEqual({ date: 'Enter the date you took the reading' });
    expect(errorsFor({ date: '2025-02-30' })).toEqual({ date: 'Reading date must be a real date' });
    expect(errorsFor({ date: '30/03/2025' })).toEqual({ date: 'Reading date must be a real date' });
  });

  it('requires names of at most 100 characters', () => {
    expect(errorsFor({ first_name: '', last_name: ' ' })).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Enter your surname',
    });
    expect(errorsFor({ first_name: 'M'.repeat(101) })).toEqual({
      first_name: 'First name must be 100 characters or less',
    });
    expect(errorsFor({ first_name: 'M'.repeat(100) })).toEqual({});
  });

  it('requires a telephone number', () => {
    expect(errorsFor({ telephone: '' })).toEqual({ telephone: 'Enter a telephone number' });
    expect(errorsFor({ telephone: 'call me' })).toEqual({
      telephone: 'Enter a telephone number, like 020 7946 0000 or +353 1 234 5678',
    });
  });

  it('accepts no email but rejects an invalid one', () => {
    expect(
      validateMeterReadForm({ ...valid, email: 'mary@example.com' }, today).values,
    ).toMatchObject({ email: 'mary@example.com' });
    expect(errorsFor({ email: 'mary@example' })).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
    });
  });

  it('accepts no title or one of the title options', () => {
    expect(validateMeterReadForm({ ...valid, title: '' }, today).values).toMatchObject({
      title: null,
    });
    expect(errorsFor({ title: 'Professor' })).toEqual({});
    expect(errorsFor({ title: 'Captain' })).toEqual({ title: 'Select a title from the list' });
  });
});
