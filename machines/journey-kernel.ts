/**
 * The shared kernel of the journey charts (complaint, feedback, meter read): what a step state's
 * meta holds, what a successful lead post hands on, and how a failed one is told (spec §8).
 */

/** Screen meta of a step state; routes are relative to the `/help-and-support` basepath. */
export interface JourneyStateMeta {
  route: string;
  title?: string;
}

/** What a successful POST /v1/leads hands to the confirmation: the lead id is the reference number. */
export interface LeadReceipt {
  id: string;
}

/**
 * Why posting a lead failed, in the two ways spec §8 tells a user:
 * - `notRecorded` — the leads API answered with an error (§8 "Main API error": 'Your information
 *   hasn't gone through');
 * - `technical` — no usable answer at all: network error, timeout, abort or an unreadable answer
 *   (§8 "Complaint or feedback lead post failure": 'Unfortunately, we're having technical problems').
 *
 * The hosts' `submitLead` actors reject with a `LeadPostFailure`; anything else counts as technical.
 */
export type LeadPostFailureKind = 'notRecorded' | 'technical';

export class LeadPostFailure extends Error {
  override readonly name = 'LeadPostFailure';

  constructor(
    readonly kind: LeadPostFailureKind,
    options?: { cause?: unknown },
  ) {
    super(kind === 'notRecorded' ? 'The lead was refused' : 'The lead could not be sent', options);
  }
}

/** The kind of a `submitLead` actor's rejection. */
export function leadPostFailureKind(error: unknown): LeadPostFailureKind {
  return error instanceof LeadPostFailure ? error.kind : 'technical';
}
