import { describe, expect, it } from 'vitest';
import { ukAndIrishMetadata } from '../../scripts/phone-metadata';
import { ukAndIrishPhoneMetadata } from '../../machines/validation/phone-metadata';
import { ukOrIrishPhoneError } from '../../machines/validation/uk-or-irish-phone';

// The cut metadata answers as every country's on a large corpus: test/unit/uk-or-irish-phone.test.ts.
describe('UK and Irish phone metadata', () => {
  it('matches the installed libphonenumber-js (run `npm run phone-metadata` after upgrading it)', () => {
    expect(ukAndIrishPhoneMetadata).toEqual(ukAndIrishMetadata());
  });

  it('holds the UK, the Crown dependencies and Ireland, main country first', () => {
    expect(ukAndIrishPhoneMetadata.country_calling_codes).toEqual({
      44: ['GB', 'GG', 'IM', 'JE'],
      353: ['IE'],
    });
    expect(Object.keys(ukAndIrishPhoneMetadata.countries).sort()).toEqual([
      'GB',
      'GG',
      'IE',
      'IM',
      'JE',
    ]);
  });

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
