/**
 * What the journeys keep in `sessionStorage` so a reload loses nothing (spec §3 cache keys, §8):
 *
 * - `personalDetails` — the spec's cached personal details of the complaint journey;
 * - `feedback` — the feedback text of the refund-feedback journey, as plain text;
 * - drafts — what the user has typed (and the errors shown) on each form, under
 *   `help-and-support.draft.<form>`, so Back/Next and a reload keep them;
 * - submission keys — the `Idempotency-Key` of each journey's last submission and the data it was
 *   minted for, under `help-and-support.submission.<journey>`, so a retry after a reload still
 *   cannot store a second lead.
 *
 * Every read tolerates a missing store (private browsing, storage disabled) and corrupt JSON: the
 * journey then simply starts without the cached value.
 */
import type { CachedPersonalDetails } from '../../machines/complaint.machine';
import { isRecord } from '../../machines/is-record';
import type { SubmissionKey } from '../../machines/journey-kernel';

/** Spec §3 cache key of the complaint journey's personal details. */
export const PERSONAL_DETAILS_KEY = 'personalDetails';
/** Spec §3 cache key of the refund feedback text. */
export const FEEDBACK_KEY = 'feedback';

const DRAFT_PREFIX = 'help-and-support.draft.';
const SUBMISSION_KEY_PREFIX = 'help-and-support.submission.';

/** The journeys that post a lead. */
export type JourneyName = keyof typeof journeyDrafts;

/** The forms whose typed values are kept as drafts. */
export type DraftName =
  | 'complaint-type'
  | 'complaint-energy'
  | 'complaint-details'
  | 'complaint-query'
  | 'feedback-text'
  | 'feedback-details'
  | 'meter-read';

/** The drafts each journey owns; cleared together with its cache key once it is confirmed. */
const journeyDrafts = {
  complaint: [
    'complaint-type',
    'complaint-energy',
    'complaint-details',
    'complaint-query',
  ] as const satisfies readonly DraftName[],
  feedback: ['feedback-text', 'feedback-details'] as const satisfies readonly DraftName[],
  meterRead: ['meter-read'] as const satisfies readonly DraftName[],
};

/** The parts of `Storage` the journeys use (tests pass a Map-backed fake). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's sessionStorage, or undefined where it is unavailable. */
function sessionStore(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Accessing sessionStorage throws when storage is blocked.
    return undefined;
  }
}

/** What `key` holds, decoded (JSON unless told otherwise); undefined when absent or unreadable. */
function readEntry(
  store: KeyValueStore | undefined,
  key: string,
  decode: (raw: string) => unknown = JSON.parse,
): unknown {
  try {
    const raw = store?.getItem(key);
    return raw == null ? undefined : decode(raw);
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`, encoded (JSON unless told otherwise). */
function writeEntry<T>(
  store: KeyValueStore | undefined,
  key: string,
  value: T,
  encode: (value: T) => string = JSON.stringify,
): void {
  try {
    store?.setItem(key, encode(value));
  } catch {
    // Quota exceeded or storage blocked: the journey still works, it just will not survive a reload.
  }
}

const asText = (text: string) => text;

function remove(store: KeyValueStore | undefined, key: string): void {
  if (store === undefined) return;
  try {
    store.removeItem(key);
  } catch {
    // Nothing to do: see writeEntry.
  }
}

/** The spec's fields of the cached personal details (spec §3). */
const personalDetailsFields = [
  'firstName',
  'surname',
  'email',
  'telephoneNumber',
  'textphoneNumber',
  'vulnerabilityConsent',
  'queryType',
  'querySubtype',
  'addressId',
] as const;
type PersonalDetailsFields = Partial<Record<(typeof personalDetailsFields)[number], unknown>>;

/** The spec's cached personal details: its fields, with their types, and an address picked. */
function isCachedPersonalDetails(value: PersonalDetailsFields): value is CachedPersonalDetails {
  const texts = [
    'firstName',
    'surname',
    'email',
    'telephoneNumber',
    'queryType',
    'querySubtype',
  ] as const;
  return (
    texts.every((field) => typeof value[field] === 'string') &&
    (value.textphoneNumber === null || typeof value.textphoneNumber === 'string') &&
    typeof value.vulnerabilityConsent === 'boolean' &&
    typeof value.addressId === 'string' &&
    value.addressId !== ''
  );
}

/** The cached personal details, or null when there are none or they are unreadable. */
export function readPersonalDetails(store = sessionStore()): CachedPersonalDetails | null {
  const value = readEntry(store, PERSONAL_DETAILS_KEY);
  if (!isRecord(value)) return null;
  // Only the spec's fields, whatever else the store holds.
  const details: PersonalDetailsFields = {};
  for (const field of personalDetailsFields) details[field] = value[field];
  return isCachedPersonalDetails(details) ? details : null;
}

/** Caches the personal details (the chart's `persistPersonalDetails`). */
export function writePersonalDetails(
  personalDetails: CachedPersonalDetails,
  store = sessionStore(),
): void {
  writeEntry(store, PERSONAL_DETAILS_KEY, personalDetails);
}

/** The cached feedback text, or null when there is none or it is blank. */
export function readFeedback(store = sessionStore()): string | null {
  const value = readEntry(store, FEEDBACK_KEY, asText);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Caches the feedback text as it is, plain text (spec §3; the chart's `persistFeedback`). */
export function writeFeedback(feedback: string, store = sessionStore()): void {
  writeEntry(store, FEEDBACK_KEY, feedback, asText);
}

/** The draft of a form, if one was kept and `isDraft` accepts its shape. */
export function readDraft<T>(
  name: DraftName,
  isDraft: (value: unknown) => value is T,
  store = sessionStore(),
): T | undefined {
  const value = readEntry(store, DRAFT_PREFIX + name);
  return isDraft(value) ? value : undefined;
}

/** Keeps the draft of a form. */
export function writeDraft(name: DraftName, draft: unknown, store = sessionStore()): void {
  writeEntry(store, DRAFT_PREFIX + name, draft);
}

/** The key of the journey's last submission, or null when there is none or it is unreadable. */
export function readSubmissionKey(
  journey: JourneyName,
  store = sessionStore(),
): SubmissionKey | null {
  const value = readEntry(store, SUBMISSION_KEY_PREFIX + journey);
  if (!isRecord(value)) return null;
  const { key, data } = value;
  return typeof key === 'string' && key !== '' && typeof data === 'string' ? { key, data } : null;
}

/** Keeps the key of the journey's submission (the charts' `persistSubmissionKey`). */
export function writeSubmissionKey(
  journey: JourneyName,
  submissionKey: SubmissionKey,
  store = sessionStore(),
): void {
  writeEntry(store, SUBMISSION_KEY_PREFIX + journey, submissionKey);
}

/** The spec's cache key each journey keeps beside its drafts and submission key. */
const journeyCaches: Readonly<Record<JourneyName, readonly string[]>> = {
  complaint: [PERSONAL_DETAILS_KEY],
  feedback: [FEEDBACK_KEY],
  meterRead: [],
};

/** Every key the journey keeps in the session: its cache, drafts and submission key. */
function journeyKeys(journey: JourneyName): string[] {
  return [
    ...journeyCaches[journey],
    SUBMISSION_KEY_PREFIX + journey,
    ...journeyDrafts[journey].map((name) => DRAFT_PREFIX + name),
  ];
}

/** Whether the session keeps nothing of the journey: a visitor starting it afresh. */
export function keepsNothingOf(journey: JourneyName, store = sessionStore()): boolean {
  return journeyKeys(journey).every((key) => readEntry(store, key, asText) === undefined);
}

function clearJourney(journey: JourneyName, store: KeyValueStore | undefined): void {
  for (const key of journeyKeys(journey)) remove(store, key);
}

/** Forgets the complaint journey: `personalDetails`, its drafts and its submission key. */
export function clearComplaintJourney(store = sessionStore()): void {
  clearJourney('complaint', store);
}

/** Forgets the feedback journey: `feedback`, its drafts and its submission key. */
export function clearFeedbackJourney(store = sessionStore()): void {
  clearJourney('feedback', store);
}

/** Forgets the meter-read form's draft and its submission key. */
export function clearMeterReadJourney(store = sessionStore()): void {
  clearJourney('meterRead', store);
}
