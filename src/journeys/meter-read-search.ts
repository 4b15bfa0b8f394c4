/**
 * The URL query parameters that prefill the meter-read form (spec §3): title, first_name, last_name,
 * telephone, email, gas_account_number, elec_account_number and fuel. Each is checked on its own and
 * a malformed one is dropped rather than failing the page; the form's own validation judges the
 * values when the form is submitted. The title and fuel are choices: a value matching one of their
 * options, whatever its case, selects that option, and anything else is dropped, so a link's `mr`
 * picks Mr instead of leaving the select showing no choice while holding a rejected value.
 *
 * The meter-read journey's layout reads the URL's search params through this when it starts the
 * journey, so it loads with the journey's code, not in the entry chunk.
 */
import type { MeterReadPrefillField } from '../../machines/meter-read.machine';
import { meterReadFuelOptions } from '../../machines/validation/meter-read-form';
import { titleOptions } from '../api/schemas/lead-fields';

/** Longest prefill value kept (the longest form field, email, allows 254). */
const maxLength = 254;

const textFields = [
  'first_name',
  'last_name',
  'telephone',
  'email',
  'gas_account_number',
  'elec_account_number',
] as const satisfies readonly MeterReadPrefillField[];

/** Validated search params of /submit-meter-read: the well-formed, non-empty prefill values. */
export type MeterReadSearch = Partial<Record<MeterReadPrefillField, string>>;

/** The option that `value` names, ignoring case and surrounding spaces. */
function prefillOption<Option extends string>(
  options: readonly Option[],
  value: unknown,
): Option | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

function prefillText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().slice(0, maxLength);
  return text === '' ? undefined : text;
}

/** Keeps each well-formed prefill value of the URL's search params, drops anything else. */
export function validateMeterReadSearch(search: Record<string, unknown>): MeterReadSearch {
  const valid: MeterReadSearch = {};
  for (const field of textFields) {
    const text = prefillText(search[field]);
    if (text !== undefined) valid[field] = text;
  }
  const title = prefillOption(titleOptions, search.title);
  if (title !== undefined) valid.title = title;
  const fuel = prefillOption(meterReadFuelOptions, search.fuel);
  if (fuel !== undefined) valid.fuel = fuel;
  return valid;
}
