/**
 * Answers the complaint chart's forms as a user does on the screens: change events, then a submit.
 * Shared by the unit tests that walk the complaint journey.
 */
import type { ComplaintEvent } from '../../machines/complaint.machine';

interface ComplaintReceiver {
  send(event: ComplaintEvent): void;
}

/** Picks a service on make-a-complaint-select-type and continues. */
export function chooseType(actor: ComplaintReceiver, value: string): void {
  actor.send({ type: 'type.change', value });
  actor.send({ type: 'type.submit' });
}

/** Picks a payment type on make-a-complaint-select-energy and continues. */
export function chooseEnergy(actor: ComplaintReceiver, value: string): void {
  actor.send({ type: 'energy.change', value });
  actor.send({ type: 'energy.submit' });
}

/** Types the query (and picks the subject, '' for none) and submits the query form. */
export function submitQuery(
  actor: ComplaintReceiver,
  query: string,
  subject: string | null = null,
): void {
  actor.send({ type: 'query.change', field: 'subject', value: subject ?? '' });
  actor.send({ type: 'query.change', field: 'query', value: query });
  actor.send({ type: 'query.submit' });
}
