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

/**
 * The `Idempotency-Key` of a journey's submission and the data it was minted for. Every attempt to
 * post the same data sends the same key, so a retry after a lost answer cannot store a second lead;
 * changed data get a new key. The charts keep it in context and persist it with their drafts.
 */
export interface SubmissionKey {
  key: string;
  /** The submitted data as JSON. */
  data: string;
}

/** What a journey's `submitLead` actor receives: the data and the key every attempt sends. */
export interface KeyedSubmission<TSubmission> {
  submission: TSubmission;
  idempotencyKey: string;
}

/** The key for posting `submission`: the previous one while the data are unchanged, else a new one. */
export function keyForSubmission(
  previous: SubmissionKey | null,
  submission: unknown,
): SubmissionKey {
  const data = JSON.stringify(submission);
  return previous?.data === data ? previous : { key: newIdempotencyKey(), data };
}

/** 128 random bits as hex (Web Crypto's `randomUUID` needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Marks an implementation the host must supply with `machine.provide()`. */
export function notProvided(name: string): never {
  throw new Error(`${name} must be supplied with machine.provide()`);
}

/** A world-touching action the host supplies; typed with its params so `setup` knows them. */
export type PlaceholderAction<TParams> = (args: unknown, params: TParams) => never;
