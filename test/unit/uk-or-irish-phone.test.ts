/**
 * The UK or Irish phone rule against its oracle, libphonenumber-js: `ukOrIrishPhoneError` (the
 * library's `core` entry with the generated metadata of +44 and +353) must give the answer of the
 * rule written out below as `libraryAnswer`, with the shipped metadata cut to +44 and +353 here and
 * with every country's, over a deterministic corpus of national and international writings of numbers of every leading-digit
 * prefix and length.
 */
import { parsePhoneNumberFromString as parseWithAllCountries } from 'libphonenumber-js';
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min.json';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneNumberPattern } from '../../src/api/schemas/lead-fields';
import { phoneFormatMessage, phoneRequiredMessage } from '../../machines/validation/rules';
import { ukOrIrishPhoneError } from '../../machines/validation/uk-or-irish-phone';

/** The shipped metadata cut to the countries of +44 and +353 (formats and all). */
const cutMetadata = {
  ...metadata,
  country_calling_codes: { 44: metadata.country_calling_codes[44], 353: ['IE'] },
  countries: Object.fromEntries(
    Object.entries(metadata.countries).filter(([country]) =>
      ['GB', 'GG', 'IM', 'JE', 'IE'].includes(country),
    ),
  ),
  nonGeographic: {},
} as unknown as MetadataJson;

/** What the rule read of a parsed number (the two entry points declare their own classes). */
interface Parsed {
  isValid(): boolean;
  countryCallingCode: string;
  country?: string | undefined;
}
type Parse = (phone: string, country: CountryCode) => Parsed | undefined;
const parseCut: Parse = (phone, country) => parsePhoneNumberFromString(phone, country, cutMetadata);
const parseAll: Parse = (phone, country) => parseWithAllCountries(phone, country);

/** The rule with libphonenumber-js, and the country of the number it accepted. */
function libraryAnswer(value: string, parse: Parse, minLength?: number) {
  const phone = value.trim();
  if (phone === '') return { error: phoneRequiredMessage };
  if (minLength !== undefined && phone.length < minLength) {
    return { error: `Telephone number must be at least ${minLength} characters` };
  }
  const accepted = (['GB', 'IE'] as const)
    .map((country) => parse(phone, country))
    .find((parsed) => parsed?.isValid() && ['44', '353'].includes(parsed.countryCallingCode));
  return phoneNumberPattern.test(phone) && accepted
    ? { error: null, country: accepted.country }
    : { error: phoneFormatMessage };
}

/** Deterministic digits: a linear congruential generator, so every run checks the same corpus. */
function digitSource(seed: number): (count: number) => string {
  let state = seed;
  return (count) => {
    let digits = '';
    for (let i = 0; i < count; i++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      digits += String(Math.floor(state / 2 ** 16) % 10);
    }
    return digits;
  };
}

/** How the digits after a calling code are spaced: plain, grouped, bracketed, hyphenated. */
const LAYOUTS: ((digits: string) => string)[] = [
  (digits) => digits,
  (digits) => digits.replace(/^(\d{5})(\d{3})?/, '$1 $2 ').trimEnd(),
  (digits) => digits.replace(/^(\d{3})(\d{4})?/, '($1) $2 ').trimEnd(),
  (digits) => digits.replace(/(\d{3})(?=\d)/g, '$1-'),
  (digits) => digits.replace(/^(\d{2})(\d{4})?/, '$1  $2 - ').trimEnd(),
];

/**
 * A number's writings: `national` as dialled in the UK or Ireland (trunk 0 and all), and after
 * +44, 0044, 44, +353, 00353 and 353 without its first digit (the trunk 0 of a national number).
 */
const WRITINGS: ((national: string) => string)[] = [
  (national) => national,
  (national) => `+44 ${national.slice(1)}`,
  (national) => `+44 (0)${national.slice(1)}`,
  (national) => `+44${national}`,
  (national) => `0044 ${national.slice(1)}`,
  (national) => `44${national.slice(1)}`,
  (national) => `+353 ${national.slice(1)}`,
  (national) => `+(353) ${national.slice(1)}`,
  (national) => `00353 ${national.slice(1)}`,
  (national) => `353${national.slice(1)}`,
];

const layout = (digits: string, index: number) =>
  (LAYOUTS[index % LAYOUTS.length] ?? String)(digits);
const writing = (national: string, index: number) =>
  (WRITINGS[index % WRITINGS.length] ?? String)(national);

/** Every 1- to 4-digit prefix, each at every length from 6 to 13 digits, in changing writings. */
function prefixSweep(): string[] {
  const fill = digitSource(44);
  const phones: string[] = [];
  for (let prefixLength = 1; prefixLength <= 4; prefixLength++) {
    for (let prefix = 0; prefix < 10 ** prefixLength; prefix++) {
      const digits = String(prefix).padStart(prefixLength, '0');
      for (let length = 6; length <= 13; length++) {
        const national = layout(digits + fill(length - prefixLength), prefix + length);
        phones.push(writing(national, prefix * 3 + length));
      }
    }
  }
  return phones;
}

/** National ranges of the UK, the Crown dependencies and Ireland, the text relay prefixes. */
const RANGES = [
  ...['01481', '07781', '07839', '07911', '01624', '07524', '07624', '07924', '074576'],
  ...['01534', '07509', '07700', '07797', '07937', '01', '011', '0113', '0121', '0131', '0141'],
  ...['01632', '020', '0207', '0208', '0238', '028', '029', '03', '0300', '0345', '055', '056'],
  ...['070', '076', '07624', '07640', '0800', '0808', '0845', '0870', '09', '0908', '021', '022'],
  ...['023', '024', '025', '026', '027', '028', '029', '040', '041', '042', '043', '044', '045'],
  ...['046', '047', '049', '050', '051', '052', '053', '056', '057', '058', '059', '061', '062'],
  ...['063', '064', '065', '066', '067', '068', '069', '071', '074', '076', '083', '085', '086'],
  ...['087', '089', '0818', '1800', '1850', '15', '18001', '18002', '180020', '1800201', '0044'],
];

/** Ranges of Guernsey, the Isle of Man and Jersey (their numbers share +44 with the UK). */
const CROWN_DEPENDENCY_RANGES = [
  ...['01481', '07781', '07839', '079111', '079117', '01624', '07524', '07624', '074576'],
  ...['01534', '07509', '07829', '07937', '077003', '077007', '077008', '07797'],
];

/** National numbers: each range at each length, filled `fillings` ways. */
function nationalNumbers(ranges: string[], lengths: number[], fillings: number, seed: number) {
  const fill = digitSource(seed);
  return ranges.flatMap((range) =>
    lengths.flatMap((length) =>
      Array.from({ length: fillings }, () => range + fill(Math.max(0, length - range.length))),
    ),
  );
}

/** Each number in every writing, laid out in turn. */
const inEveryWriting = (nationals: string[]) =>
  nationals.flatMap((national, number) =>
    WRITINGS.map((_, index) => writing(layout(national, number + index), index)),
  );

/**
 * UK numbers the library accepts, after the text relay prefixes: 18002, and 180020 which the
 * trunk 0 follows (the GB national prefix for parsing, '0|180020'), and 18001 and 1800 likewise.
 */
function textRelayNumbers(): string[] {
  const ukRanges = RANGES.filter((range) => range.startsWith('0'));
  const accepted = nationalNumbers(ukRanges, [10, 11], 40, 18002).filter(
    (national) => libraryAnswer(national, parseAll).country === 'GB',
  );
  return inEveryWriting(
    accepted.flatMap((national) => [
      `18002${national}`,
      `180020${national.slice(1)}`,
      `18001${national}`,
      `1800${national}`,
    ]),
  );
}

/** Other countries, too short or long numbers, and text the API's pattern refuses. */
const OTHERS = [
  ...[
    '+1 202 555 0143',
    '001 202 555 0143',
    '1 202 555 0143',
    '+33 1 23 45 67 89',
    '0033123456789',
  ],
  ...['+49 30 123456', '+354 123 4567', '+35 3123 4567', '+3531234', '+4420794600000000', '+0 44'],
  ...['+44', '+353', '0044', '00353', '00 44 20 7946 0000', '0', '00', '12345', '123456'],
  ...['020 7946 000', '020 7946 00000', '0871234567', '12345678901', '00000000000', '4'.repeat(24)],
  ...['07911 123456', '+447911123456', '07700 900123', '01481 256789', '01624 612345'],
  ...['01534 512345', '01 234 5678', '+353 1 234 5678', '087 123 4567', '020 7946 0000'],
  ...['(020) 7946 0000', '+(44) 20 7946 0000', '+44 (0) 20-7946-0000', '020 7946 0000 )'],
  ...['', '   ', 'call me', '07911 123 ext 4', '+44 20 7946 0000 x12', '+44–20 7946 0000'],
  ...['(+44) 20 7946 0000', '020.7946.0000', '+44 20 7946 0000#', '٠٧٩١١١٢٣٤٥٦', ' 07911 123456 '],
];

const CORPUS = {
  'every 1- to 4-digit prefix at every length from 6 to 13': prefixSweep(),
  'UK and Irish ranges and text relay prefixes at every length from 7 to 13': inEveryWriting(
    nationalNumbers(RANGES, [7, 8, 9, 10, 11, 12, 13], 5, 353),
  ),
  'Crown dependency ranges': inEveryWriting(
    nationalNumbers(CROWN_DEPENDENCY_RANGES, [11], 60, 1481),
  ),
  'UK numbers after text relay prefixes': textRelayNumbers(),
  'other countries, wrong lengths and refused text': OTHERS,
};

type Part = keyof typeof CORPUS;

interface Checked {
  phone: string;
  answer: string | null;
  /** The library's answer with the app's cut metadata and with every country's. */
  cut: string | null;
  all: string | null;
  /** Where the library placed an accepted number. */
  country: string | undefined;
}

describe('ukOrIrishPhoneError against libphonenumber-js', () => {
  const checked = new Map<Part, Checked[]>();

  beforeAll(() => {
    for (const [part, phones] of Object.entries(CORPUS) as [Part, string[]][]) {
      checked.set(
        part,
        phones.map((phone) => {
          const all = libraryAnswer(phone, parseAll);
          return {
            phone,
            answer: ukOrIrishPhoneError(phone),
            cut: libraryAnswer(phone, parseCut).error,
            all: all.error,
            country: all.country,
          };
        }),
      );
    }
  }, 120_000);

  it.each((Object.keys(CORPUS) as Part[]).map((part) => [part, CORPUS[part].length] as const))(
    'answers as the library did for %s (%i writings)',
    (part) => {
      const differences = (checked.get(part) ?? []).filter(
        ({ answer, cut, all }) => answer !== cut || cut !== all,
      );
      expect(differences).toEqual([]);
    },
  );

  it('has thousands of valid numbers of each country, and more invalid ones, in the corpus', () => {
    const found = [...checked.values()].flat();
    const count = (country: string | undefined) =>
      found.filter((phone) => phone.cut === null && phone.country === country).length;
    expect(found.length).toBeGreaterThan(170_000);
    for (const country of ['GB', 'GG', 'IM', 'JE', 'IE']) {
      expect({ country, many: count(country) >= 1_000 }).toEqual({ country, many: true });
    }
    expect(found.filter(({ cut }) => cut === phoneFormatMessage).length).toBeGreaterThan(130_000);
  });

  it('applies the 11-character minimum before the library rule, as before', () => {
    for (const phone of [...OTHERS, ...CORPUS['Crown dependency ranges'].slice(0, 1_000)]) {
      expect({ phone, answer: ukOrIrishPhoneError(phone, { minLength: 11 }) }).toEqual({
        phone,
        answer: libraryAnswer(phone, parseCut, 11).error,
      });
    }
  });
});
