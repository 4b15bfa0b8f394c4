import { describe, expect, it, vi } from 'vitest';
import { fakeLeadPost } from '../support/lead-post-fake';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeadReceipt } from '../../machines/journey-kernel';
import { freshForm } from '../../machines/form-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadFormField,
  type MeterReadInput,
  type MeterReadPrefill,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';
import { initialMeterReadValues } from '../../machines/validation/meter-read-form';
import {
  meterReadJourneyInput,
  readMeterReadDraft,
  writeMeterReadDraft,
} from '../../src/journeys/meter-read-input';
import { meterReadStartInput } from '../../src/journeys/meter-read-journey';
import { createQueryClient } from '../../src/api/queries/query-client';
import { meterReadConfigQuery } from '../../src/api/queries/meter-read-config';
import { journeyEffectSpies } from '../support/journey-effect-spies';

const config: MeterReadConfig = {
  isMeterReadWeek: true,
  headingTemplate: '<p>Submit a reading</p>',
  smrErrorTemplate: '<p>Call us on 0800 000 000.</p>',
  contactCardPillTemplate: '<p>Meter read week</p>',
  contactCardTemplate: '<p>Send us your reading</p>',
};
const prefill = { first_name: 'Mary', fuel: 'Electricity' } as const;
const input: MeterReadInput = {
  signedIn: false,
  prefill,
  submissionKey: null,
  today: '2025-03-15',
};
/** What the user types into the form prefilled with `prefill`, in form order. */
const typed: ReadonlyArray<[MeterReadFormField, string]> = [
  ['last_name', 'Somerville'],
  ['telephone', '020 7946 0000'],
  ['elec_account_number', 'A1234567'],
  ['elec_reading', '42'],
  ['date', '2025-03-10'],
];
const reading: MeterReadSubmission = {
  title: null,
  firstName: 'Mary',
  lastName: 'Somerville',
  telephone: '020 7946 0000',
  email: null,
  readingDate: '2025-03-10',
  fuel: 'Electricity',
  electricity: { accountNumber: 'A1234567', economy7: false, reading: '42' },
};

function setup({
  load = () => Promise.resolve(config),
  submit = () => Promise.resolve({ id: 'MR-1' }),
  known = () => Promise.resolve({}),
  start = input,
}: {
  load?: () => Promise<MeterReadConfig>;
  submit?: (input: MeterReadSubmission) => Promise<LeadReceipt>;
  known?: () => Promise<MeterReadPrefill>;
  start?: MeterReadInput;
} = {}) {
  const loadMeterReadConfig = vi.fn(load);
  const { submitLead, idempotencyKeys, logic: submitLeadLogic } = fakeLeadPost(submit);
  const effects = journeyEffectSpies();
  const actor = createActor(
    meterReadMachine.provide({
      actors: {
        loadMeterReadConfig: fromPromise(() => loadMeterReadConfig()),
        submitLead: submitLeadLogic,
        loadPrefill: fromPromise(known),
      },
      actions: effects,
    }),
    { input: start },
  );
  actor.start();
  return {
    actor,
    loadMeterReadConfig,
    submitLead,
    idempotencyKeys,
    ...effects,
  };
}

type Actor = ReturnType<typeof setup>['actor'];

const routeOf = (snapshot: ReturnType<Actor['getSnapshot']>) =>
  Object.values(snapshot.getMeta())[0]?.route;

function fill(actor: Actor, fields = typed): void {
  for (const [field, value] of fields) actor.send({ type: 'reading.change', field, value });
}

describe('meter-read chart', () => {
  it('loads the configuration first, showing nothing', () => {
    const { actor, loadMeterReadConfig } = setup({ load: () => new Promise(() => undefined) });
    expect(actor.getSnapshot().value).toBe('loadingConfig');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadMeterReadConfig).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.prefill).toEqual(prefill);
  });

  it('is closed outside the meter read week', async () => {
    const { actor } = setup({ load: () => Promise.resolve({ ...config, isMeterReadWeek: false }) });
    const snapshot = await waitFor(actor, (state) => state.matches('closed'));
    expect(snapshot.value).toBe('closed');
    expect(routeOf(snapshot)).toBe('/submit-meter-read');
  });

  it('decides at once, without loading it, with a configuration the host already holds', () => {
    const open = setup({ start: { ...input, config } });
    expect(open.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(open.actor.getSnapshot().context.errorTemplate).toBe(config.smrErrorTemplate);
    const closed = setup({ start: { ...input, config: { ...config, isMeterReadWeek: false } } });
    expect(closed.actor.getSnapshot().value).toBe('closed');
    expect(open.loadMeterReadConfig).not.toHaveBeenCalled();
    expect(closed.loadMeterReadConfig).not.toHaveBeenCalled();
  });

  it('follows a configuration read again: the form closes, opens again, and a failed read closes it', () => {
    const closedWeek = { ...config, isMeterReadWeek: false };
    const refreshedWeek = { ...config, smrErrorTemplate: '<p>Try again tomorrow.</p>' };
    const { actor } = setup({ start: { ...input, config } });
    actor.send({ type: 'reading.change', field: 'last_name', value: 'Somerville' });
    actor.send({ type: 'config.refresh', config: refreshedWeek });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.errorTemplate).toBe(refreshedWeek.smrErrorTemplate);
    expect(actor.getSnapshot().context.form.values.last_name).toBe('Somerville');
    actor.send({ type: 'config.refresh', config: closedWeek });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.config).toEqual(closedWeek);
    actor.send({ type: 'config.refresh', config });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.form.values.last_name).toBe('Somerville');
    actor.send({ type: 'config.refresh', config: null });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.config).toBeNull();
  });

  it('is closed when the configuration cannot be loaded', async () => {
    const { actor } = setup({ load: () => Promise.reject(new Error('404')) });
    const snapshot = await waitFor(actor, (state) => state.matches('closed'));
    expect(snapshot.value).toBe('closed');
  });

  it('shows the form, started from the URL prefill, with the configured error template', async () => {
    const { actor } = setup();
    const snapshot = await waitFor(actor, (s) => s.matches('form'));
    expect(snapshot.value).toEqual({ form: 'editing' });
    expect(routeOf(snapshot)).toBe('/submit-meter-read');
    expect(snapshot.context.errorTemplate).toBe('<p>Call us on 0800 000 000.</p>');
    expect(snapshot.context.form).toEqual(freshForm(initialMeterReadValues(prefill)));
  });

  it('posts a valid form once, as the validated reading, and confirms on the confirm route', async () => {
    const { actor, submitLead, persistDraft } = setup();
    await waitFor(actor, (s) => s.matches('form'));
    fill(actor);
    actor.send({ type: 'reading.submit' });
    actor.send({ type: 'reading.submit' });
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledOnce();
    expect(submitLead).toHaveBeenCalledWith(reading);
    expect(snapshot.value).toBe('confirmed');
    expect(routeOf(snapshot)).toBe('/submit-meter-read-confirm');
    expect(snapshot.context.receipt).toEqual({ id: 'MR-1' });
    // The prefill's answer, every change and the submit keep the draft, with the URL prefill.
    expect(persistDraft).toHaveBeenCalledTimes(1 + typed.length + 1);
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      prefill,
      draft: snapshot.context.form,
    });
  });

  it('shows the exact errors of an invalid submit in the invalid state and posts nothing', async () => {
    const { actor, submitLead } = setup();
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'reading.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ form: 'invalid' });
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(snapshot.context.form.attempt).toBe(1);
    expect(snapshot.context.form.errors).toEqual({
      last_name: 'Enter your surname',
      telephone: 'Enter a telephone number',
      elec_account_number: 'Enter your electricity customer number',
      elec_reading: 'Enter your electricity meter reading',
      date: 'Enter the date you took the reading',
    });
    expect(submitLead).not.toHaveBeenCalled();
  });

  it("checks the reading date against the input's today", async () => {
    const { actor } = setup();
    await waitFor(actor, (s) => s.matches('form'));
    fill(actor, [...typed.slice(0, -1), ['date', '2025-02-14']]);
    actor.send({ type: 'reading.submit' });
    expect(actor.getSnapshot().context.form.errors).toEqual({
      date: 'Reading date must be today or within the last month',
    });
    actor.send({ type: 'reading.change', field: 'date', value: '2025-02-15' });
    actor.send({ type: 'reading.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it("an edit removes only its own field's error; removing the last one leaves invalid", async () => {
    const { actor } = setup();
    await waitFor(actor, (s) => s.matches('form'));
    fill(actor, typed.slice(0, 3));
    actor.send({ type: 'reading.submit' });
    actor.send({ type: 'reading.change', field: 'elec_reading', value: '4' });
    expect(actor.getSnapshot().context.form.errors).toEqual({
      date: 'Enter the date you took the reading',
    });
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    actor.send({ type: 'reading.change', field: 'date', value: '2025-03-10' });
    expect(actor.getSnapshot().context.form.errors).toEqual({});
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.form.attempt).toBe(1);
  });

  it("fills only the still-empty fields with the signed-in customer's details", async () => {
    const { actor, persistDraft } = setup({
      known: () =>
        Promise.resolve({
          first_name: 'Priya',
          last_name: 'Sharma',
          telephone: '07700 900123',
          email: 'priya@example.com',
        }),
    });
    const snapshot = await waitFor(actor, (s) => s.context.form.values.email !== '');
    expect(snapshot.context.form.values).toMatchObject({
      first_name: 'Mary',
      last_name: 'Sharma',
      telephone: '07700 900123',
      email: 'priya@example.com',
    });
    expect(persistDraft).toHaveBeenLastCalledWith(expect.anything(), {
      prefill,
      draft: snapshot.context.form,
    });
  });

  it('starts from a restored draft, errors included', async () => {
    const draft = {
      values: { ...initialMeterReadValues(prefill), last_name: 'Kept' },
      errors: { date: 'Enter the date you took the reading' },
      attempt: 2,
    };
    const { actor } = setup({ start: { ...input, draft } });
    const snapshot = await waitFor(actor, (s) => s.matches('form'));
    expect(snapshot.context.form).toEqual(draft);
    expect(snapshot.value).toEqual({ form: 'invalid' });
  });

  it('returns to the form with the error flag and the typed values kept when the post fails', async () => {
    const { actor, logSubmitError } = setup({ submit: () => Promise.reject(new Error('503')) });
    await waitFor(actor, (s) => s.matches('form'));
    fill(actor);
    actor.send({ type: 'reading.submit' });
    const snapshot = await waitFor(actor, (s) => s.context.submitError !== null);
    expect(snapshot.value).toEqual({ form: 'failed' });
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.context.reading).toEqual(reading);
    expect(snapshot.context.form.values).toMatchObject(Object.fromEntries(typed));
    expect(snapshot.context.errorTemplate).toBe(config.smrErrorTemplate);
    expect(logSubmitError).toHaveBeenCalledOnce();
  });

  it('sends the same idempotency key when an unchanged reading is sent again', async () => {
    let attempt = 0;
    const { actor, idempotencyKeys, persistSubmissionKey } = setup({
      submit: () =>
        ++attempt === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve({ id: 'MR-2' }),
    });
    await waitFor(actor, (s) => s.matches('form'));
    fill(actor);
    actor.send({ type: 'reading.submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    actor.send({ type: 'reading.submit' });
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(snapshot.context.submitError).toBeNull();
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect(persistSubmissionKey).toHaveBeenCalledWith(expect.anything(), {
      submissionKey: { key: idempotencyKeys[0], data: JSON.stringify(reading) },
    });
  });
});

describe('meter-read chart after a failed post', () => {
  async function failedForm() {
    const started = setup({ submit: () => Promise.reject(new Error('503')) });
    await waitFor(started.actor, (s) => s.matches('form'));
    fill(started.actor);
    started.actor.send({ type: 'reading.submit' });
    await waitFor(started.actor, (s) => s.hasTag('failed'));
    return started.actor;
  }

  it('keeps the alert while the user edits', async () => {
    const actor = await failedForm();
    actor.send({ type: 'reading.change', field: 'elec_reading', value: '43' });
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.submitError).toBe('technical');
  });

  it('drops the alert when it is closed, keeping every value', async () => {
    const actor = await failedForm();
    const before = actor.getSnapshot().context;
    actor.send({ type: 'failure.dismiss' });
    const after = actor.getSnapshot();
    expect(after.value).toEqual({ form: 'editing' });
    expect(after.hasTag('failed')).toBe(false);
    expect(after.context).toEqual({ ...before, submitError: null });
  });

  it("shows the errors of a submit in the alert's place", async () => {
    const actor = await failedForm();
    actor.send({ type: 'reading.change', field: 'elec_reading', value: '' });
    actor.send({ type: 'reading.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ form: 'invalid' });
    expect(snapshot.hasTag('failed')).toBe(false);
    expect(snapshot.context.submitError).toBeNull();
    // Once the error is put right the alert does not come back.
    actor.send({ type: 'reading.change', field: 'elec_reading', value: '42' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
  });
});

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('meter-read journey input', () => {
  const draft = { values: initialMeterReadValues(prefill), errors: {}, attempt: 0 };

  it('restores the draft kept for the same URL prefill', () => {
    const store = memoryStore();
    writeMeterReadDraft(prefill, draft, store);
    expect(readMeterReadDraft({ ...prefill }, store)).toEqual(draft);
  });

  it('drops a draft kept for another URL prefill or of another shape, loads one the screen kept', () => {
    const store = memoryStore();
    writeMeterReadDraft(prefill, draft, store);
    expect(readMeterReadDraft({ first_name: 'Bea', fuel: 'Dual' }, store)).toBeNull();
    store.setItem('help-and-support.draft.meter-read', JSON.stringify({ scope: '{}', draft }));
    expect(readMeterReadDraft({}, store)).toBeNull();
    store.setItem('help-and-support.draft.meter-read', JSON.stringify({ ...draft, scope: '{}' }));
    expect(readMeterReadDraft({}, store)).toEqual(draft);
  });

  it('gives the chart the configuration the query client holds, fresh or stale, and none when it holds none', () => {
    vi.useFakeTimers();
    try {
      const queryClient = createQueryClient();
      expect(meterReadStartInput({}, queryClient).config).toBeNull();
      queryClient.setQueryData(meterReadConfigQuery().queryKey, config);
      expect(meterReadStartInput({ fuel: 'Gas' }, queryClient)).toMatchObject({
        config,
        prefill: { fuel: 'Gas' },
      });
      vi.advanceTimersByTime(60_000);
      expect(meterReadStartInput({}, queryClient).config).toEqual(config);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the receipt a reloaded confirmation keeps in its history entry, and nothing else there', () => {
    const queryClient = createQueryClient();
    expect(meterReadStartInput({}, queryClient).receipt).toBeNull();
    expect(
      meterReadStartInput({}, queryClient, { meterReadReceipt: { id: 'HS-1' } }).receipt,
    ).toEqual({ id: 'HS-1' });
    expect(
      meterReadStartInput({}, queryClient, { meterReadReceipt: { id: '' } }).receipt,
    ).toBeNull();
  });

  it("takes today's date from the local calendar and the prefill from the URL", () => {
    const start = meterReadJourneyInput(
      { first_name: ' Ann ', fuel: 'Gas', bogus: 'x' },
      null,
      new Date(2025, 0, 31, 23, 59),
    );
    expect(start).toMatchObject({
      prefill: { first_name: 'Ann', fuel: 'Gas' },
      today: '2025-01-31',
    });
  });
});
