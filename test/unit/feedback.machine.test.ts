import { describe, expect, it, vi } from 'vitest';
import { fakeLeadPost } from '../support/lead-post-fake';
import { ecclesStreet } from '../support/journey-fixtures';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addressSelectionMachine } from '../../machines/address-selection.machine';
import type { LeadReceipt, SubmissionKey } from '../../machines/journey-kernel';
import {
  feedbackMachine,
  type FeedbackDetails,
  type FeedbackInput,
  type FeedbackSubmission,
} from '../../machines/feedback.machine';
import { reportedAddressOf, type ContactPrefill } from '../../machines/details-step';
import { freshForm } from '../../machines/form-kernel';
import { addressSelectionChild } from '../../src/journeys/address-actors';
import { journeyEffectSpies } from '../support/journey-effect-spies';

const details: FeedbackDetails = {
  firstName: 'Leopold',
  surname: 'Bloom',
  email: 'leopold@example.com',
  telephoneNumber: '020 7946 0000',
};
const address = ecclesStreet;

function setup(
  input: FeedbackInput = { signedIn: false, feedback: null, submissionKey: null },
  submit: (input: FeedbackSubmission) => Promise<LeadReceipt> = () =>
    Promise.resolve({ id: 'FB-1' }),
  prefill: () => Promise<ContactPrefill> = () => Promise.resolve({}),
) {
  const { submitLead, idempotencyKeys, logic: submitLeadLogic } = fakeLeadPost(submit);
  const persistFeedback = vi.fn();
  const effects = journeyEffectSpies();
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine.provide({
          actors: { lookupAddresses: fromPromise(() => Promise.resolve([address])) },
        }),
        submitLead: submitLeadLogic,
        loadPrefill: fromPromise(prefill),
      },
      actions: { persistFeedback, ...effects },
    }),
    { input },
  );
  actor.start();
  return {
    actor,
    submitLead,
    idempotencyKeys,
    persistFeedback,
    ...effects,
  };
}

type Actor = ReturnType<typeof setup>['actor'];

function typeDetails(actor: Actor, values: FeedbackDetails): void {
  for (const [field, value] of Object.entries(values) as Array<[keyof FeedbackDetails, string]>) {
    actor.send({ type: 'details.change', field, value });
  }
}

function submitDetails(actor: Actor, values: FeedbackDetails = details): void {
  typeDetails(actor, values);
  actor.send({ type: 'details.submit' });
}

const feedbackStep = { enterFeedback: { form: 'editing', text: 'withinLimit' } };
const detailsStep = { enterDetails: 'editing' };

const routeOf = (snapshot: ReturnType<ReturnType<typeof setup>['actor']['getSnapshot']>) =>
  Object.values(snapshot.getMeta())[0]?.route;

/** Looks the address up and chooses it through the real child chart, as the details page does. */
async function chooseAddress(actor: ReturnType<typeof setup>['actor']): Promise<void> {
  const child = addressSelectionChild(actor.getSnapshot());
  if (child === undefined) throw new Error('no address child');
  child.send({ type: 'address.change', field: 'postcode', value: 'BT1 1AA' });
  child.send({ type: 'address.lookup' });
  await waitFor(child, (snapshot) => snapshot.value === 'choosing');
  child.send({ type: 'address.select', id: 'addr-7' });
}

describe('feedback chart', () => {
  it('requires the feedback text, caches it trimmed and moves on to the details', () => {
    const { actor, persistFeedback } = setup();
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/feedback');
    actor.send({ type: 'feedback.change', value: '  ' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toEqual({
      enterFeedback: { form: 'invalid', text: 'withinLimit' },
    });
    actor.send({ type: 'feedback.change', value: ' Use it for my bill ' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toEqual(detailsStep);
    expect(routeOf(actor.getSnapshot())).toBe('/complaints/feedback/personal-details');
    expect(persistFeedback).toHaveBeenCalledWith(expect.anything(), {
      feedback: 'Use it for my bill',
    });
    expect(actor.getSnapshot().context.feedbackForm.values.feedback).toBe(' Use it for my bill ');
  });

  it('refuses the details URL without cached feedback', () => {
    const { actor } = setup();
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
  });

  it('resumes on the details step after a reload with cached feedback', () => {
    const { actor } = setup({ signedIn: false, feedback: 'Cached text', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual(detailsStep);
    actor.send({ type: 'route.visit', step: 'feedback' });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
    expect(actor.getSnapshot().context.feedback).toBe('Cached text');
    expect(actor.getSnapshot().context.feedbackForm.values.feedback).toBe('Cached text');
  });

  it('refuses Forward to the details past feedback edited but not submitted', () => {
    const { actor } = setup({ signedIn: false, feedback: 'Cached text', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    actor.send({ type: 'route.visit', step: 'feedback' });
    actor.send({ type: 'feedback.change', value: '' });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
    actor.send({ type: 'feedback.change', value: 'Cached text, and more' });
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toEqual(detailsStep);
    expect(actor.getSnapshot().context.feedback).toBe('Cached text, and more');
  });

  it('posts once, with the chosen address, and confirms with origin feedback', async () => {
    const { actor, submitLead } = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
    });
    actor.send({ type: 'route.visit', step: 'details' });
    await chooseAddress(actor);

    submitDetails(actor);
    actor.send({ type: 'details.submit' });
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

  it('keeps the address chart as the visitor left it while the lead posts and after it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { actor } = setup(
      { signedIn: false, feedback: 'Keep the credit', submissionKey: null },
      () => new Promise((_, reject) => (fail = reject)),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    await chooseAddress(actor);
    const child = addressSelectionChild(actor.getSnapshot());
    const chosen = child?.getSnapshot().value;

    submitDetails(actor);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(addressSelectionChild(actor.getSnapshot())).toBe(child);
    expect(child?.getSnapshot().value).toBe(chosen);
    fail(new Error('500'));
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(addressSelectionChild(actor.getSnapshot())).toBe(child);
    expect(child?.getSnapshot().value).toBe(chosen);
  });

  it('keeps the address inputs and the pick in the details draft, and starts from it', async () => {
    const { actor, persistDraft } = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
    });
    actor.send({ type: 'route.visit', step: 'details' });
    await chooseAddress(actor);
    const { detailsForm, addressForm } = actor.getSnapshot().context;
    expect(addressForm.values.postcode).toBe('BT1 1AA');
    const draft = { form: detailsForm, addressForm, address };
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form: 'feedback-details',
      draft,
    });

    const reloaded = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
      detailsDraft: draft,
    });
    reloaded.actor.send({ type: 'route.visit', step: 'details' });
    expect(reloaded.actor.getSnapshot().context).toMatchObject({ addressForm, address });
    const child = addressSelectionChild(reloaded.actor.getSnapshot())?.getSnapshot();
    expect(child?.value).toBe('picked');
    expect(child?.context.form).toEqual(addressForm);
  });

  it('posts without an address when none was chosen', async () => {
    const { actor, submitLead } = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
    });
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor);
    await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledWith(expect.objectContaining({ addressId: null }));
  });

  it('returns to the details with the error flag and the input kept when the post fails', async () => {
    const { actor, logSubmitError } = setup(
      { signedIn: false, feedback: 'Keep the credit', submissionKey: null },
      () => Promise.reject(new Error('500')),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor);
    const snapshot = await waitFor(actor, (s) => s.context.submitError !== null);
    expect(snapshot.value).toEqual({ enterDetails: 'failed' });
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context).toMatchObject({ feedback: 'Keep the credit', details });
    expect(logSubmitError).toHaveBeenCalledOnce();
  });

  it("shows an address message in a failed post's alert's place", async () => {
    const { actor } = setup(
      { signedIn: false, feedback: 'Keep the credit', submissionKey: null },
      () => Promise.reject(new Error('500')),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor);
    await waitFor(actor, (s) => s.hasTag('failed'));
    const child = addressSelectionChild(actor.getSnapshot());
    child?.send({ type: 'address.change', field: 'postcode', value: 'nowhere' });
    child?.send({ type: 'address.lookup' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.addressForm.errors).toHaveProperty('postcode');
    expect(snapshot.value).toEqual({ enterDetails: 'invalid' });
    expect(snapshot.context.submitError).toBeNull();
  });

  it('sends one idempotency key for every attempt of the same details, a new one for new details', async () => {
    let attempt = 0;
    const { actor, idempotencyKeys, persistSubmissionKey } = setup(
      { signedIn: false, feedback: 'Keep the credit', submissionKey: null },
      () =>
        ++attempt < 3 ? Promise.reject(new Error('timeout')) : Promise.resolve({ id: 'FB-2' }),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor);
    await waitFor(actor, (s) => s.matches('enterDetails') && s.context.submitError !== null);
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('enterDetails') && s.context.submitError !== null);
    submitDetails(actor, { ...details, surname: 'Joyce-Barnacle' });
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

  it('enters invalid on a submit with errors and counts each such submit', () => {
    const { actor, persistDraft } = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
    });
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor, { ...details, email: 'leopold@', telephoneNumber: '' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ enterDetails: 'invalid' });
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.detailsForm.errors).toEqual({
      email: 'Enter an email address in the correct format, like name@example.com',
      telephoneNumber: 'Enter a telephone number',
    });
    expect(snapshot.context.detailsForm.attempt).toBe(1);
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form: 'feedback-details',
      draft: { form: snapshot.context.detailsForm, ...reportedAddressOf(null) },
    });
    actor.send({ type: 'details.submit' });
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ enterDetails: 'invalid' });
    expect(snapshot.context.detailsForm.attempt).toBe(2);
  });

  it('leaves invalid once edits have removed every message; other messages wait for a submit', () => {
    const { actor } = setup({ signedIn: false, feedback: 'Keep the credit', submissionKey: null });
    actor.send({ type: 'route.visit', step: 'details' });
    submitDetails(actor, { ...details, email: 'leopold@', telephoneNumber: '' });
    actor.send({ type: 'details.change', field: 'email', value: 'still wrong' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'invalid' });
    expect(actor.getSnapshot().context.detailsForm.errors).toEqual({
      telephoneNumber: 'Enter a telephone number',
    });
    actor.send({ type: 'details.change', field: 'surname', value: '' });
    expect(Object.keys(actor.getSnapshot().context.detailsForm.errors)).toEqual([
      'telephoneNumber',
    ]);
    actor.send({ type: 'details.change', field: 'telephoneNumber', value: '0' });
    expect(actor.getSnapshot().value).toEqual(detailsStep);
    expect(actor.getSnapshot().hasTag('invalid')).toBe(false);
    expect(actor.getSnapshot().context.detailsForm.attempt).toBe(1);
  });

  it('keeps the errors across Back and Next', () => {
    const { actor } = setup();
    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'feedback.change', value: 'Keep it' });
    actor.send({ type: 'feedback.submit' });
    actor.send({ type: 'details.submit' });
    actor.send({ type: 'route.visit', step: 'feedback' });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'invalid' });
    expect(actor.getSnapshot().context.detailsForm.errors.firstName).toBe('Enter your first name');
  });

  it('starts a step in invalid when its restored draft has errors', () => {
    const { actor } = setup({
      signedIn: false,
      feedback: 'Keep the credit',
      submissionKey: null,
      feedbackDraft: {
        values: { feedback: '' },
        errors: { feedback: 'Enter your feedback' },
        attempt: 2,
      },
      detailsDraft: {
        form: {
          values: { ...details, email: '' },
          errors: { email: 'Enter your email address' },
          attempt: 1,
        },
        ...reportedAddressOf(null),
      },
    });
    expect(actor.getSnapshot().value).toEqual({
      enterFeedback: { form: 'invalid', text: 'withinLimit' },
    });
    expect(actor.getSnapshot().context.feedbackForm.attempt).toBe(2);
    // The box no longer shows the cached text: the details wait for a valid submit.
    actor.send({ type: 'route.visit', step: 'details' });
    expect(actor.getSnapshot().value).toEqual({
      enterFeedback: { form: 'invalid', text: 'withinLimit' },
    });
    actor.send({ type: 'feedback.change', value: 'Keep the credit' });
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().value).toEqual({ enterDetails: 'invalid' });
    expect(actor.getSnapshot().context.detailsForm.values.firstName).toBe(details.firstName);
  });

  it('starts each step in editing with a restored draft without errors', () => {
    const { actor } = setup({
      signedIn: false,
      feedback: null,
      submissionKey: null,
      feedbackDraft: { values: { feedback: 'Half typed' }, errors: {}, attempt: 1 },
    });
    expect(actor.getSnapshot().value).toEqual(feedbackStep);
    expect(actor.getSnapshot().context.feedbackForm.values.feedback).toBe('Half typed');
  });

  it('fills only the empty details with the prefill, and keeps them', async () => {
    const { actor, persistDraft } = setup(
      {
        signedIn: false,
        feedback: 'Keep the credit',
        submissionKey: null,
        detailsDraft: {
          form: freshForm({ ...details, email: '', telephoneNumber: '' }),
          ...reportedAddressOf(null),
        },
      },
      undefined,
      () =>
        Promise.resolve({
          firstName: 'Molly',
          surname: 'Bloom',
          email: 'molly@example.com',
          telephoneNumber: '',
        }),
    );
    actor.send({ type: 'route.visit', step: 'details' });
    await waitFor(actor, (s) => s.context.detailsForm.values.email !== '');
    expect(actor.getSnapshot().context.detailsForm.values).toEqual({
      firstName: details.firstName,
      surname: details.surname,
      email: 'molly@example.com',
      telephoneNumber: '',
    });
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      form: 'feedback-details',
      draft: { form: actor.getSnapshot().context.detailsForm, ...reportedAddressOf(null) },
    });
  });
});
