import { parsePhoneNumberFromString as parseWithAllCountries } from 'libphonenumber-js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { ukAndIrishMetadata } from '../../scripts/phone-metadata';
import { ukAndIrishPhoneMetadata } from '../../machines/validation/phone-metadata';
import { ukOrIrishPhoneError } from '../../machines/validation/uk-or-irish-phone';

const samples = [
  '020 7946 0000',
  '+44 20 7946 0000',
  '07911 123456',
  '+447911123456',
  '07700 900123',
  '01481 256789',
  '01624 612345',
  '01534 512345',
  '01 234 5678',
  '+353 1 234 5678',
  '087 123 4567',
  '020 7946 000',
  '+1 202 555 0143',
  '+33 1 23 45 67 89',
  '12345',
];

describe('UK and Irish phone metadata', () => {
  it('matches the installed libphonenumber-js (run `npm run phone-metadata` after upgrading it)', () => {
    expect(ukAndIrishPhoneMetadata).toEqual(ukAndIrishMetadata());
  });

  it.each(samples.flatMap((phone) => [[phone, 'GB'] as const, [phone, 'IE'] as const]))(
    'reads %s as %s exactly as the metadata of every country does',
    (phone, country) => {
      const all = parseWithAllCountries(phone, country);
      const cut = parsePhoneNumberFromString(phone, country, ukAndIrishPhoneMetadata);
      const accepted = (number: { isValid(): boolean; countryCallingCode: string } | undefined) =>
        number !== undefined &&
        number.isValid() &&
        ['44', '353'].includes(number.countryCallingCode);
      expect(accepted(cut)).toBe(accepted(all));
    },
  );

  it.each(['020 7946 0000', '07911 123456', '01481 256789', '+353 1 234 5678', '087 123 4567'])(
    'accepts %s',
    (phone) => {
      expect(ukOrIrishPhoneError(phone)).toBeNull();
    },
  );

  it.each(['+1 202 555 0143', '+33 1 23 45 67 89', '07700 900123', '12345'])(
    'refuses %s',
    (phone) => {
      expect(ukOrIrishPhoneError(phone)).not.toBeNull();
    },
  );
});
