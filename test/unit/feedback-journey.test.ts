import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { emptyAddressValues } from '../../machines/address-selection.machine';
import { freshForm } from '../../machines/form-kernel';
import { feedbackJourneyInput, provideFeedbackJourney } from '../../src/journeys/feedback-journey';
import { accountStatusCountQuery, accountsQuery } from '../../src/api/queries/accounts';
import { createQueryClient } from '../../src/api/queries/query-client';
import type { Account } from '../../src/api/schemas/accounts';
import { stubSessionStorage } from './session-storage-stub';

const detailsDraft = {
  form: {
    values: { firstName: 'Ada', surname: '', email: 'ada@', telephoneNumber: '' },
    errors: { surname: 'Enter your surname' },
    attempt: 1,
  },
  addressForm: freshForm({ ...emptyAddressValues, postcode: 'SW1A 1AA' }),
  address: null,
};

/** The signed-in visitor's identity token, in the cookie and in the prefill queries' keys. */
const ID_TOKEN = 'abc';

/** A query client that has looked up one live account for the signed-in visitor. */
function queryClientWith(account: Account) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(accountStatusCountQuery(ID_TOKEN).queryKey, {
    liveCount: 1,
    lostCount: 0,
    preLiveCount: 0,
  });
  queryClient.setQueryData(accountsQuery(ID_TOKEN).queryKey, [account]);
  return queryClient;
}

describe('the feedback chart with its real implementations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads its input from the session: sign-in cookies, cached text, submission key and both drafts', () => {
    vi.stubGlobal('document', { cookie: 'id_token=abc' });
    stubSessionStorage({
      feedback: 'Keep my credit',
      'help-and-support.submission.feedback': JSON.stringify({ key: 'k1', data: '{}' }),
      'help-and-support.draft.feedback-text': JSON.stringify(freshForm({ feedback: 'Keep it' })),
      'help-and-support.draft.feedback-details': JSON.stringify(detailsDraft),
    });
    expect(feedbackJourneyInput()).toEqual({
      signedIn: true,
      feedback: 'Keep my credit',
      submissionKey: { key: 'k1', data: '{}' },
      feedbackDraft: freshForm({ feedback: 'Keep it' }),
      detailsDraft,
    });
  });

  it('drops drafts of another shape, e.g. the bare form of an older version', () => {
    stubSessionStorage({
      'help-and-support.draft.feedback-details': JSON.stringify(detailsDraft.form),
    });
    expect(feedbackJourneyInput()).toEqual({
      signedIn: false,
      feedback: null,
      submissionKey: null,
      feedbackDraft: null,
      detailsDraft: null,
    });
  });

  it('keeps each change as the form draft and fills empty details from the prefill', async () => {
    // A signed-in visitor: an anonymous one has no prefill looked up at all.
    vi.stubGlobal('document', { cookie: `id_token=${ID_TOKEN}` });
    const storage = stubSessionStorage({ feedback: 'Keep my credit' });
    const queryClient = queryClientWith({
      person: { firstName: 'Molly', lastName: 'Bloom' },
      email: 'molly@example.com',
      mobile: null,
      accountNumber: '850123456789',
    });
    const actor = createActor(provideFeedbackJourney(queryClient), {
      input: feedbackJourneyInput(),
    }).start();
    actor.send({ type: 'feedback.change', value: 'Keep my credit, please' });
    expect(JSON.parse(storage.get('help-and-support.draft.feedback-text') ?? 'null')).toEqual(
      freshForm({ feedback: 'Keep my credit, please' }),
    );
    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'details.change', field: 'firstName', value: 'Ada' });
    await waitFor(actor, (snapshot) => snapshot.context.detailsForm.values.email !== '');
    const kept: unknown = JSON.parse(storage.get('help-and-support.draft.feedback-details') ?? '');
    expect(kept).toEqual({
      form: freshForm({
        firstName: 'Ada',
        surname: 'Bloom',
        email: 'molly@example.com',
        telephoneNumber: '',
      }),
      addressForm: freshForm(emptyAddressValues),
      address: null,
    });
    actor.stop();
  });
});
