/** A journey's lead post for its chart's unit tests: answered by the test, its keys recorded. */
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';

/**
 * The `submitLead` logic answering with `submit(submission)`: `submitLead` spies on the submissions,
 * `idempotencyKeys` holds the key each post carried, in order.
 */
export function fakeLeadPost<TSubmission>(
  submit: (submission: TSubmission) => Promise<LeadReceipt>,
) {
  const submitLead = vi.fn(submit);
  const idempotencyKeys: string[] = [];
  const logic = fromPromise<LeadReceipt, KeyedSubmission<TSubmission>>(({ input }) => {
    idempotencyKeys.push(input.idempotencyKey);
    return submitLead(input.submission);
  });
  return { submitLead, idempotencyKeys, logic };
}
