import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
} from '../../machines/address-selection.machine';
import type { KeyedSubmission, LeadReceipt, SubmissionKey } from '../../machines/journey-kernel';
import {
  feedbackMachine,
  type FeedbackDetails,
  type FeedbackInput,
  type FeedbackSubmission,
} from '../../machines/feedback.machine';

const details: FeedbackDetails = {
  firstName: 'Leopold',
  surname: 'Bloom',
  email: 'leopold@example.com',
  telephoneNumber: '020 7946 0000',
};
const address: AddressOption = {
  id: 'addr-7',
  label: '7 Eccles Street',
  houseNameNumber: '7',
  addressLine1: 'Eccles Street',
  addressLine2: '',
  county: '',
  postcode: 'BT1 1AA',
  postalTown: 'Belfast',
  isManual: false,
};

function setup(
  input: FeedbackInput = { feedback: null, submissionKey: null },
  submit: (input: FeedbackSubmission) => Promise<LeadReceipt> = () =>
    Promise.resolve({ id: 'FB-1' }),
) {
  const submitLead = vi.fn(submit);
  const persistFeedback = vi.fn();
  const persistSubmissionKey = vi.fn();
  const logSubmitError = vi.fn();
  const idempotencyKeys: string[] = [];
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: { lookupAddresses: fromPromise(() => Promise.resolve([address])) },
        }),
        submitLead: fromPromise<LeadReceipt, KeyedSubmission<FeedbackSubmission>>(({ input }) => {
          idempotencyKeys.push(input.idempotencyKey);
          return submitLead(input.submission);
        }),
      },
      actions: { persistFeedback, persistSubmissionKey, logSubmitError },
    }),
    { input },
  );
  actor.start();
  return {
    actor,
    submitLead,
    idempotencyKeys,
    persistSubmissionKey,
    persistFeedback,
    logSubmitError,
  };
}

const routeOf = (snapshot: ReturnType<ReturnType<typeof setup>['actor']['getSnapshot']>) =>
  Object.values(snapshot.getMeta())[0]?.route;

describe('feedback chart', () => {
  it('requires the feedback text, caches it and moves on to the details', () => {
    const { actor, persistFeedback } = setup();
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/feedback');
    actor.send({ type: 'feedback.submit', feedback: '  ' });
    expect(actor.getSnapshot().value).toBe('enterFeedback');
    actor.send({ type: 'feedback.submit', feedback: 'Use it for my bill' });
    expect(actor.getSnapshot().value).toBe('enterDetails');
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/feedback/personal-details');
    expect(persistFeedback).toHaveBeenCalledWith(expect.anything(), {
      feedback: 'Use it for my bill',
    });
  });

  it('refuses the details URL without cached feedback', () => {
    const { actor } = setup();
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toBe('enterFeedback');
  });

  it('resumes on the details step after a reload with cached feedback', () => {
    const { actor } = setup({ feedback: 'Cached text', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toBe('enterDetails');
    actor.send({ type: 'route.visit', step: 'feedback' });
    expect(actor.getSnapshot().value).toBe('enterFeedback');
    expect(actor.getSnapshot().context.feedback).toBe('Cached text');
  });

  it('posts once, with the chosen address, and confirms with origin feedback', async () => {
    const { actor, submitLead } = setup({ feedback: 'Keep the credit', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    const child = actor.getSnapshot().children.addressSelection;
    if (child === undefined) throw new Error('no address child');
    child.send({ type: 'address.lookup', postcode: 'BT1 1AA' });
    await waitFor(child, (snapshot) => 'value' in snapshot && snapshot.value === 'choosing');
    child.send({ type: 'address.select', id: 'addr-7' });

    actor.send({ type: 'details.submit', details });
    actor.send({ type: 'details.submit', details });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledOnce();
    expect(submitLead).toHaveBeenCalledWith({
      feedback: 'Keep the credit',
      details,
      addressId: 'addr-7',
    });
    expect(routeOf(snapshot)).toBe('/confirmation');
    expect(snapshot.output).toEqual({ origin: 'feedback', receipt: { id: 'FB-1' } });
  });

  it('posts without an address when none was chosen', async () => {
    const { actor, submitLead } = setup({ feedback: 'Keep the credit', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledWith(expect.objectContaining({ addressId: null }));
  });

  it('returns to the details with the error flag and the input kept when the post fails', async () => {
    const { actor, logSubmitError } = setup(
      { feedback: 'Keep the credit', submissionKey: null },
      () => Promise.reject(new Error('500')),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    actor.send({ type: 'details.submit', details });
    const snapshot = await waitFor(actor, (s) => s.context.submitError !== null);
    expect(snapshot.value).toBe('enterDetails');
    expect(snapshot.context).toMatchObject({ feedback: 'Keep the credit', details });
    expect(logSubmitError).toHaveBeenCalledOnce();
  });

  it('sends one idempotency key for every attempt of the same details, a new one for new details', async () => {
    let attempt = 0;
    const { actor, idempotencyKeys, persistSubmissionKey } = setup(
      { feedback: 'Keep the credit', submissionKey: null },
      () =>
        ++attempt < 3 ? Promise.reject(new Error('timeout')) : Promise.resolve({ id: 'FB-2' }),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('enterDetails') && s.context.submitError !== null);
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (s) => s.matches('enterDetails') && s.context.submitError !== null);
    actor.send({ type: 'details.submit', details: { ...details, surname: 'Joyce-Barnacle' } });
    await waitFor(actor, ({ status }) => status === 'done');
    expect(idempotencyKeys).toHaveLength(3);
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect(idempotencyKeys[2]).not.toBe(idempotencyKeys[0]);
    const [, persisted] = persistSubmissionKey.mock.lastCall as [
      unknown,
      { submissionKey: SubmissionKey },
    ];
    expect(persisted.submissionKey.key).toBe(idempotencyKeys[2]);
  });
});
