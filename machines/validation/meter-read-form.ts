/**
 * The price-cap meter-read form of submit-meter-read (spec §3 fields, §5 rules, §9 limits). Field names
 * are the form's own (spec §3), so URL prefill and errors use the same keys.
 */
import type {
  ElectricityReading,
  GasReading,
  MeterReadFuel,
  MeterReadPrefillField,
  MeterReadSubmission,
} from '../meter-read.machine';
import {
  accountNumberPattern,
  titleOptions,
  type TitleOption,
} from '../../src/api/schemas/lead-fields';
import { valuesOf } from '../form-kernel';
import { ErrorCollector, type ValidationResult } from './result';
import { emailError, nameError, nameMaxLength, phoneShapeError } from './rules';

/** The form's fields in display order (the error summary lists errors in this order). */
export const meterReadFormFields = [
  'title',
  'first_name',
  'last_name',
  'telephone',
  'email',
  'fuel',
  'gas_account_number',
  'gas_reading',
  'elec_account_number',
  'is_economy_7_radio',
  'elec_reading',
  'elec7_reading_normal',
  'elec7_reading_low',
  'date',
] as const;

/** Fields that can carry an error. */
export type MeterReadFormField = (typeof meterReadFormFields)[number];

/**
 * Raw answers of the meter-read form: `is_economy_7_radio` is 'yes' or 'no' (default 'no'), `date`
 * the reading date as an `<input type="date">` gives it (YYYY-MM-DD).
 */
export type MeterReadFormInput = Record<MeterReadFormField, string>;

/** The values a form opened with this URL prefill starts from (spec §3); Economy 7 defaults to 'no'. */
export function initialMeterReadValues(
  prefill: Partial<Record<MeterReadPrefillField, string>>,
): MeterReadFormInput {
  const prefilled: Partial<MeterReadFormInput> = prefill;
  return valuesOf(meterReadFormFields, (field) =>
    field === 'is_economy_7_radio' ? 'no' : (prefilled[field] ?? ''),
  );
}

/**
 * The parts of the form the answers so far ask for (spec §3): the chosen fuel's fields, and for an
 * Economy 7 meter its two readings instead of one. The form shows these and checks only these.
 */
export function meterReadSections({
  fuel,
  is_economy_7_radio,
}: Pick<MeterReadFormInput, 'fuel' | 'is_economy_7_radio'>) {
  const electricity = fuel === 'Dual' || fuel === 'Electricity';
  return {
    gas: fuel === 'Dual' || fuel === 'Gas',
    electricity,
    economy7: electricity && is_economy_7_radio === 'yes',
  };
}

const gasFields: readonly MeterReadFormField[] = ['gas_account_number', 'gas_reading'];
const electricityFields: readonly MeterReadFormField[] = [
  'elec_account_number',
  'is_economy_7_radio',
];

/** Whether the form asks `field` with these answers (see `meterReadSections`). */
export function asksMeterReadField(input: MeterReadFormInput, field: MeterReadFormField): boolean {
  const sections = meterReadSections(input);
  if (gasFields.includes(field)) return sections.gas;
  if (electricityFields.includes(field)) return sections.electricity;
  if (field === 'elec_reading') return sections.electricity && !sections.economy7;
  if (field === 'elec7_reading_normal' || field === 'elec7_reading_low') return sections.economy7;
  return true;
}

/** Longest meter reading, in digits (spec §9). */
const meterReadingMaxLength = 6;

/** The form's fuel choices (spec §3); Dual is sent as 'Gas and Electricity'. */
export const meterReadFuelOptions: readonly MeterReadFuel[] = ['Dual', 'Gas', 'Electricity'];

function isFuel(value: string): value is MeterReadFuel {
  return (meterReadFuelOptions as readonly string[]).includes(value);
}

function isTitleOption(value: string): value is TitleOption {
  return (titleOptions as readonly string[]).includes(value);
}

function customerNumberError(value: string, fuel: 'gas' | 'electricity'): string | null {
  const number = value.trim();
  if (number === '') return `Enter your ${fuel} customer number`;
  return accountNumberPattern.test(number)
    ? null
    : 'Enter a customer number in the correct format, like 850123456789, A1234567 or BGX12345';
}

function readingError(value: string, label: string): string | null {
  const reading = value.trim();
  if (reading === '') return `Enter your ${label}`;
  if (!/^\d+$/.test(reading)) return `${capitalise(label)} must only include numbers`;
  return reading.length > meterReadingMaxLength
    ? `${capitalise(label)} must be ${meterReadingMaxLength} digits or less`
    : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isoDate(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The calendar day of `now` in the user's local calendar, as an ISO date (YYYY-MM-DD). */
export function localIsoDate(now: Date): string {
  return isoDate(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Local midnight of an ISO date (YYYY-MM-DD), the `today` the date rule and window take. */
export function localDay(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * The accepted reading-date window as ISO dates: from the same day one calendar month before `today`
 * (the month's last day when it is shorter, e.g. 31 March -> 28/29 February) to `today`, both in the
 * user's local calendar.
 */
export function readingDateWindow(today: Date): { earliest: string; latest: string } {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  const previousMonthYear = month === 0 ? year - 1 : year;
  const previousMonth = (month + 11) % 12;
  return {
    earliest: isoDate(
      previousMonthYear,
      previousMonth,
      Math.min(day, daysInMonth(previousMonthYear, previousMonth)),
    ),
    latest: isoDate(year, month, day),
  };
}

function readingDateError(value: string, today: Date): string | null {
  const date = value.trim();
  if (date === '') return 'Enter the date you took the reading';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const [, year, month, day] = match ?? [];
  if (year === undefined || month === undefined || day === undefined) {
    return 'Reading date must be a real date';
  }
  if (isoDate(Number(year), Number(month) - 1, Number(day)) !== date) {
    return 'Reading date must be a real date';
  }
  const { earliest, latest } = readingDateWindow(today);
  // ISO dates compare correctly as strings.
  return date < earliest || date > latest
    ? 'Reading date must be today or within the last month'
    : null;
}

/** Validates the meter-read form; only the chosen fuel's fields are checked and returned. */
export function validateMeterReadForm(
  input: MeterReadFormInput,
  today: Date,
): ValidationResult<MeterReadSubmission, MeterReadFormField> {
  const errors = new ErrorCollector<MeterReadFormField>();
  const title = input.title.trim();
  errors.check(
    'title',
    title === '' || isTitleOption(title) ? null : 'Select a title from the list',
  );
  const name = { strict: false, maxLength: nameMaxLength };
  errors.check('first_name', nameError(input.first_name, 'First name', name));
  errors.check('last_name', nameError(input.last_name, 'Surname', name));
  errors.check('telephone', phoneShapeError(input.telephone));
  errors.check('email', emailError(input.email, { required: false }));

  const fuel = input.fuel;
  errors.check('fuel', isFuel(fuel) ? null : 'Select which fuel you are giving a reading for');
  const { gas: hasGas, electricity: hasElectricity, economy7 } = meterReadSections(input);
  if (hasGas) {
    errors.check('gas_account_number', customerNumberError(input.gas_account_number, 'gas'));
    errors.check('gas_reading', readingError(input.gas_reading, 'gas meter reading'));
  }
  if (hasElectricity) {
    errors.check(
      'elec_account_number',
      customerNumberError(input.elec_account_number, 'electricity'),
    );
    errors.check(
      'is_economy_7_radio',
      input.is_economy_7_radio === 'yes' || input.is_economy_7_radio === 'no'
        ? null
        : 'Select yes if you have an Economy 7 meter',
    );
    if (economy7) {
      errors.check(
        'elec7_reading_normal',
        readingError(input.elec7_reading_normal, 'normal rate reading'),
      );
      errors.check('elec7_reading_low', readingError(input.elec7_reading_low, 'low rate reading'));
    } else {
      errors.check('elec_reading', readingError(input.elec_reading, 'electricity meter reading'));
    }
  }
  errors.check('date', readingDateError(input.date, today));

  return errors.result((): MeterReadSubmission => {
    const person = {
      title: title === '' ? null : title,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      telephone: input.telephone.trim(),
      email: input.email.trim() === '' ? null : input.email.trim(),
      readingDate: input.date.trim(),
    };
    const gas: GasReading = {
      accountNumber: input.gas_account_number.trim(),
      reading: input.gas_reading.trim(),
    };
    const electricity: ElectricityReading = economy7
      ? {
          accountNumber: input.elec_account_number.trim(),
          economy7: true,
          normalReading: input.elec7_reading_normal.trim(),
          lowReading: input.elec7_reading_low.trim(),
        }
      : {
          accountNumber: input.elec_account_number.trim(),
          economy7: false,
          reading: input.elec_reading.trim(),
        };
    if (fuel === 'Gas') return { ...person, fuel, gas };
    if (fuel === 'Electricity') return { ...person, fuel, electricity };
    return { ...person, fuel: 'Dual', gas, electricity };
  });
}
