/**
 * The meter-read chart's input as the browser gives it: the URL's prefill, what this session kept
 * for the journey and today's date.
 */
import { isFormState } from '../../machines/form-kernel';
import {
  meterReadFormFields,
  type MeterReadConfig,
  type MeterReadForm,
  type MeterReadInput,
  type MeterReadPrefillField,
} from '../../machines/meter-read.machine';
import { localIsoDate } from '../../machines/validation/meter-read-form';
import { visitorIsSignedIn } from '../session/cookies';
import { validateMeterReadSearch } from './meter-read-search';
import { readDraft, readSubmissionKey, writeDraft, type KeyValueStore } from './persistence';

type MeterReadUrlPrefill = Partial<Record<MeterReadPrefillField, string>>;

/**
 * The kept draft: the form and the URL prefill it was made under, as JSON (a draft belongs to the URL
 * it was opened with). The shape is the one the screen's draft had, so drafts kept before still load.
 */
type ScopedDraft = MeterReadForm & { scope: string };

const isMeterReadForm = isFormState(meterReadFormFields);

function isScopedDraft(value: unknown): value is ScopedDraft {
  return isMeterReadForm(value) && typeof (value as Partial<ScopedDraft>).scope === 'string';
}

function scopeOf(prefill: MeterReadUrlPrefill): string {
  return JSON.stringify(prefill);
}

/** Keeps the form's draft under the URL prefill it was made for (the chart's `persistDraft`). */
export function writeMeterReadDraft(
  prefill: MeterReadUrlPrefill,
  form: MeterReadForm,
  store?: KeyValueStore,
): void {
  writeDraft('meter-read', { ...form, scope: scopeOf(prefill) } satisfies ScopedDraft, store);
}

/**
 * The kept draft of the form, only when it was made for this same URL prefill (a reload of the same
 * journey); a link with other parameters starts from those (docs/decisions.md "Meter-read prefill").
 */
export function readMeterReadDraft(
  prefill: MeterReadUrlPrefill,
  store?: KeyValueStore,
): MeterReadForm | null {
  const kept = readDraft('meter-read', isScopedDraft, store);
  if (kept?.scope !== scopeOf(prefill)) return null;
  return { values: kept.values, errors: kept.errors, attempt: kept.attempt };
}

/**
 * The chart's input: whether the visitor is signed in, the prefill of the URL it was opened with
 * (spec §3), what this session kept for it, today's date read from the clock once, and the
 * read-week configuration when the host already holds it (then the chart decides at once).
 */
export function meterReadJourneyInput(
  search: Readonly<Record<string, unknown>>,
  config: MeterReadConfig | null = null,
  now = new Date(),
): MeterReadInput {
  const prefill = validateMeterReadSearch(search);
  return {
    signedIn: visitorIsSignedIn(),
    prefill,
    submissionKey: readSubmissionKey('meterRead'),
    today: localIsoDate(now),
    draft: readMeterReadDraft(prefill),
    config,
  };
}
