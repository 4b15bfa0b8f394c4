import { createQueryClient } from '../../src/api/queries/query-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { freshForm } from '../../machines/form-kernel';
import {
  complaintJourneyInput,
  provideComplaintJourney,
} from '../../src/journeys/complaint-journey';
import { chooseType } from './complaint-answers';
import { stubSessionStorage } from './session-storage-stub';

const queryDraft = {
  complaint: 'enquiry-gas-and-electricity',
  form: {
    values: { subject: '', query: 'My bill doubled.' },
    errors: { subject: 'Select a subject' },
    attempt: 1,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('complaint journey wiring: drafts', () => {
  it('reads the kept drafts of the three forms into the chart input', () => {
    stubSessionStorage({
      'help-and-support.draft.complaint-type': JSON.stringify(
        freshForm({ complaintType: 'energy' }),
      ),
      'help-and-support.draft.complaint-query': JSON.stringify(queryDraft),
    });
    expect(complaintJourneyInput()).toEqual({
      signedIn: false,
      personalDetails: null,
      submissionKey: null,
      typeDraft: freshForm({ complaintType: 'energy' }),
      energyDraft: null,
      detailsDraft: null,
      queryDraft,
    });
  });

  it('drops drafts of another shape', () => {
    stubSessionStorage({
      'help-and-support.draft.complaint-energy': JSON.stringify({
        values: { energyPayment: 'credit', scope: 'x' },
        errors: {},
        attempt: 0,
      }),
    });
    expect(complaintJourneyInput().energyDraft).toBeNull();
  });

  it('keeps each change and each submit as the form draft', () => {
    const storage = stubSessionStorage();
    const actor = createActor(provideComplaintJourney(createQueryClient()), {
      input: complaintJourneyInput(),
    });
    actor.start();
    actor.send({ type: 'type.submit' });
    expect(JSON.parse(storage.get('help-and-support.draft.complaint-type') ?? 'null')).toEqual(
      actor.getSnapshot().context.typeForm,
    );
    chooseType(actor, 'energy');
    expect(JSON.parse(storage.get('help-and-support.draft.complaint-type') ?? 'null')).toEqual({
      values: { complaintType: 'energy' },
      errors: {},
      attempt: 1,
    });
    actor.stop();
  });
});
