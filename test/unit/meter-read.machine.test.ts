import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import {
  meterReadMachine,
  type MeterReadConfig,
  type MeterReadSubmission,
} from '../../machines/meter-read.machine';

const config: MeterReadConfig = {
  isMeterReadWeek: true,
  headingTemplate: '<p>Submit a reading</p>',
  smrErrorTemplate: '<p>Call us on 0800 000 000.</p>',
  contactCardPillTemplate: '<p>Meter read week</p>',
  contactCardTemplate: '<p>Send us your reading</p>',
};
const reading: MeterReadSubmission = {
  title: null,
  firstName: 'Mary',
  lastName: 'Somerville',
  telephone: '020 7946 0000',
  email: null,
  readingDate: '2025-03-10',
  fuel: 'Electricity',
  electricity: { accountNumber: 'A1234', economy7: false, reading: '42' },
};

function setup({
  load = () => Promise.resolve(config),
  submit = () => Promise.resolve({ id: 'MR-1' }),
}: {
  load?: () => Promise<MeterReadConfig>;
  submit?: (input: MeterReadSubmission) => Promise<LeadReceipt>;
} = {}) {
  const loadMeterReadConfig = vi.fn(load);
  const submitLead = vi.fn(submit);
  const persistSubmissionKey = vi.fn();
  const logSubmitError = vi.fn();
  const idempotencyKeys: string[] = [];
  const actor = createActor(
    meterReadMachine.provide({
      actors: {
        loadMeterReadConfig: fromPromise(() => loadMeterReadConfig()),
        submitLead: fromPromise<LeadReceipt, KeyedSubmission<MeterReadSubmission>>(({ input }) => {
          idempotencyKeys.push(input.idempotencyKey);
          return submitLead(input.submission);
        }),
      },
      actions: { persistSubmissionKey, logSubmitError },
    }),
    { input: { prefill: { first_name: 'Mary', fuel: 'Electricity' }, submissionKey: null } },
  );
  actor.start();
  return {
    actor,
    loadMeterReadConfig,
    submitLead,
    idempotencyKeys,
    persistSubmissionKey,
    logSubmitError,
  };
}

const routeOf = (snapshot: ReturnType<ReturnType<typeof setup>['actor']['getSnapshot']>) =>
  Object.values(snapshot.getMeta())[0]?.route;

describe('meter-read chart', () => {
  it('loads the configuration first, showing nothing', () => {
    const { actor, loadMeterReadConfig } = setup({ load: () => new Promise(() => undefined) });
    expect(actor.getSnapshot().value).toBe('loadingConfig');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadMeterReadConfig).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.prefill).toEqual({
      first_name: 'Mary',
      fuel: 'Electricity',
    });
  });

  it('is closed outside the meter read week', async () => {
    const { actor } = setup({ load: () => Promise.resolve({ ...config, isMeterReadWeek: false }) });
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(snapshot.value).toBe('closed');
    expect(routeOf(snapshot)).toBe('/submit-meter-read');
  });

  it('is closed when the configuration cannot be loaded', async () => {
    const { actor } = setup({ load: () => Promise.reject(new Error('404')) });
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(snapshot.value).toBe('closed');
  });

  it('shows the form in the meter read week with the configured error template', async () => {
    const { actor } = setup();
    const snapshot = await waitFor(actor, (s) => s.matches('form'));
    expect(routeOf(snapshot)).toBe('/submit-meter-read');
    expect(snapshot.context.errorTemplate).toBe('<p>Call us on 0800 000 000.</p>');
  });

  it('posts once and confirms on the confirm route', async () => {
    const { actor, submitLead } = setup();
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'reading.submit', reading });
    actor.send({ type: 'reading.submit', reading });
    const snapshot = await waitFor(actor, ({ status }) => status === 'done');
    expect(submitLead).toHaveBeenCalledOnce();
    expect(submitLead).toHaveBeenCalledWith(reading);
    expect(snapshot.value).toBe('confirmed');
    expect(routeOf(snapshot)).toBe('/submit-meter-read-confirm');
    expect(snapshot.context.receipt).toEqual({ id: 'MR-1' });
  });

  it('returns to the form with the error flag and the values kept when the post fails', async () => {
    const { actor, logSubmitError } = setup({ submit: () => Promise.reject(new Error('503')) });
    await waitFor(actor, (s) => s.matches('form'));
    actor.send({ type: 'reading.submit', reading });
    const snapshot = await waitFor(actor, (s) => s.context.submitError);
    expect(snapshot.value).toBe('form');
    expect(snapshot.context.reading).toEqual(reading);
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
    actor.send({ type: 'reading.submit', reading });
    await waitFor(actor, (s) => s.context.submitError);
    actor.send({ type: 'reading.submit', reading });
    await waitFor(actor, ({ status }) => status === 'done');
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect(persistSubmissionKey).toHaveBeenCalledWith(expect.anything(), {
      submissionKey: { key: idempotencyKeys[0], data: JSON.stringify(reading) },
    });
  });
});
