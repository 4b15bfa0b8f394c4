/**
 * The events a chart receives from the actors it invokes (`xstate.done.actor.*`,
 * `xstate.error.actor.*`), as samples for the chart models and the browser path suites.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { LeadReceipt } from '../../machines/journey-kernel';

/** The answers of the invoked actor `TId`: done with a `TOutput`, or failed. */
export type InvokedActorEvent<TOutput, TId extends string> =
  DoneActorEvent<TOutput, TId> | ErrorActorEvent<Error, TId>;

/** The answers of a journey's lead post and of its contact prefill. */
export type LeadActorEvent<TPrefill> =
  InvokedActorEvent<LeadReceipt, 'submitLead'> | DoneActorEvent<TPrefill, 'loadPrefill'>;

/** The invoked actor `actorId` finished with `output`. */
export function actorDone<TOutput, TId extends string>(
  actorId: TId,
  output: TOutput,
): DoneActorEvent<TOutput, TId> {
  return { type: `xstate.done.actor.${actorId}`, actorId, output };
}

/** The invoked actor `actorId` failed with an error whose message is `message`. */
export function actorFailed<TId extends string>(
  actorId: TId,
  message: string,
): ErrorActorEvent<Error, TId> {
  return { type: `xstate.error.actor.${actorId}`, actorId, error: new Error(message) };
}

/** The two answers of a journey's lead post: a receipt with `receiptId`, or a failure `message`. */
export function leadPostAnswers(
  receiptId: string,
  message: string,
): [DoneActorEvent<LeadReceipt, 'submitLead'>, ErrorActorEvent<Error, 'submitLead'>] {
  return [actorDone('submitLead', { id: receiptId }), actorFailed('submitLead', message)];
}
