import { describe, expect, it } from 'vitest';
import { cachedPersonFor } from '../support/journey-fixtures';
import {
  FEEDBACK_KEY,
  PERSONAL_DETAILS_KEY,
  clearComplaintJourney,
  clearFeedbackJourney,
  clearMeterReadJourney,
  keepsNothingOf,
  readDraft,
  readFeedback,
  readPersonalDetails,
  writeDraft,
  writeFeedback,
  writePersonalDetails,
  writeSubmissionKey,
  type KeyValueStore,
} from '../../src/journeys/persistence';
import { isFormState } from '../../machines/form-kernel';

/** A Map-backed sessionStorage. */
function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, store };
}

/** A store whose every call throws, like sessionStorage when storage is blocked. */
const blocked: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const details = cachedPersonFor('enquiry-gas-and-electricity');

describe('personalDetails (spec §3 cache key)', () => {
  it('writes and reads back exactly the spec fields under `personalDetails`', () => {
    const { map, store } = memoryStore();
    writePersonalDetails(details, store);
    expect(JSON.parse(map.get(PERSONAL_DETAILS_KEY) ?? '')).toEqual(details);
    expect(readPersonalDetails(store)).toEqual(details);
  });

  it('reads only the spec fields, whatever else the entry holds', () => {
    const stored = JSON.stringify({ ...details, password: 'hunter2', extra: { nested: true } });
    expect(readPersonalDetails(memoryStore({ personalDetails: stored }).store)).toEqual(details);
  });

  it('reads nothing from a missing, corrupt or incomplete entry', () => {
    expect(readPersonalDetails(memoryStore().store)).toBeNull();
    expect(readPersonalDetails(memoryStore({ personalDetails: '{"firstName":' }).store)).toBeNull();
    expect(readPersonalDetails(memoryStore({ personalDetails: 'null' }).store)).toBeNull();
    expect(
      readPersonalDetails(
        memoryStore({ personalDetails: JSON.stringify({ ...details, addressId: undefined }) })
          .store,
      ),
    ).toBeNull();
    expect(
      readPersonalDetails(
        memoryStore({ personalDetails: JSON.stringify({ ...details, addressId: '' }) }).store,
      ),
    ).toBeNull();
    expect(
      readPersonalDetails(
        memoryStore({
          personalDetails: JSON.stringify({ ...details, vulnerabilityConsent: 'yes' }),
        }).store,
      ),
    ).toBeNull();
  });
});

describe('feedback (spec §3 cache key)', () => {
  it('writes and reads back the feedback text, as plain text, under `feedback`', () => {
    const { map, store } = memoryStore();
    writeFeedback('Keep my "credit"', store);
    expect(map.get(FEEDBACK_KEY)).toBe('Keep my "credit"');
    expect(readFeedback(store)).toBe('Keep my "credit"');
  });

  it('reads nothing from a missing or blank entry', () => {
    expect(readFeedback(memoryStore().store)).toBeNull();
    expect(readFeedback(memoryStore({ feedback: '   ' }).store)).toBeNull();
  });
});

describe('drafts and clearing', () => {
  const isDetailsDraft = isFormState(['firstName', 'email']);

  it('keeps a form draft and drops one of another shape', () => {
    const { store } = memoryStore();
    const draft = {
      values: { firstName: 'Ada', email: '' },
      errors: { email: 'Enter' },
      attempt: 1,
    };
    writeDraft('complaint-details', draft, store);
    expect(readDraft('complaint-details', isDetailsDraft, store)).toEqual(draft);
    writeDraft(
      'complaint-details',
      { values: { firstName: 'Ada' }, errors: {}, attempt: 0 },
      store,
    );
    expect(readDraft('complaint-details', isDetailsDraft, store)).toBeUndefined();
    expect(
      readDraft(
        'complaint-details',
        isDetailsDraft,
        memoryStore({ 'help-and-support.draft.complaint-details': '{' }).store,
      ),
    ).toBeUndefined();
  });

  it("clears a journey's cache key and drafts, and nothing of the other journeys", () => {
    const { map, store } = memoryStore({ unrelated: 'kept' });
    writePersonalDetails(details, store);
    writeFeedback('Keep my credit', store);
    writeDraft('complaint-query', {}, store);
    writeDraft('feedback-details', {}, store);
    writeDraft('meter-read', {}, store);

    clearComplaintJourney(store);
    expect([...map.keys()].sort()).toEqual([
      'feedback',
      'help-and-support.draft.feedback-details',
      'help-and-support.draft.meter-read',
      'unrelated',
    ]);
    clearFeedbackJourney(store);
    expect([...map.keys()].sort()).toEqual(['help-and-support.draft.meter-read', 'unrelated']);
    clearMeterReadJourney(store);
    expect([...map.keys()]).toEqual(['unrelated']);
  });

  it('tells a journey the session keeps nothing of from one it keeps a cache, draft or key of', () => {
    const { store } = memoryStore({ unrelated: 'kept' });
    const journeys = ['complaint', 'feedback', 'meterRead'] as const;
    const keeping = () => journeys.filter((journey) => !keepsNothingOf(journey, store));
    expect(keeping()).toEqual([]);
    writeFeedback('Keep my credit', store);
    expect(keeping()).toEqual(['feedback']);
    writeDraft('complaint-type', {}, store);
    expect(keeping()).toEqual(['complaint', 'feedback']);
    writeSubmissionKey('meterRead', { key: 'k', data: '{}' }, store);
    expect(keeping()).toEqual(journeys);
    clearFeedbackJourney(store);
    clearComplaintJourney(store);
    writePersonalDetails(details, store);
    expect(keeping()).toEqual(['complaint', 'meterRead']);
    for (const unavailable of [blocked, undefined]) {
      expect(journeys.every((journey) => keepsNothingOf(journey, unavailable))).toBe(true);
    }
  });

  it('works without storage: reads nothing, writes and clears without throwing', () => {
    for (const store of [blocked, undefined]) {
      expect(readPersonalDetails(store)).toBeNull();
      expect(readFeedback(store)).toBeNull();
      expect(() => writePersonalDetails(details, store)).not.toThrow();
      expect(() => writeFeedback('x', store)).not.toThrow();
      expect(() => clearComplaintJourney(store)).not.toThrow();
    }
  });
});
