/**
 * The shared kernel of the journey charts (complaint, feedback, meter read): what a step state's
 * meta holds, how a lead is keyed and posted (their common `submitting` state), what a successful
 * post hands on, and how a failed one is told (spec §8).
 */
import { fromPromise } from 'xstate';
import { formStates } from './form-kernel';

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
 * - `notRecorded` — the leads API refused the data: a 4xx answer with a JSON:API errors document
 *   (§8 "Main API error": 'Your information hasn't gone through');
 * - `technical` — a server failure (5xx) or no usable answer at all: network error, timeout, abort
 *   or an unreadable answer (§8 "Complaint or feedback lead post failure": 'Unfortunately, we're
 *   having technical problems').
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
function leadPostFailureKind(error: unknown): LeadPostFailureKind {
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
function keyForSubmission(previous: SubmissionKey | null, submission: unknown): SubmissionKey {
  const data = JSON.stringify(submission);
  return previous?.data === data ? previous : { key: newIdempotencyKey(), data };
}

/** 128 random bits as hex (Web Crypto's `randomUUID` needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The `types` of a journey chart's `setup`: its context, events, input and output, step meta, and
 * the tags its screens read (`busy` while posting or loading, `invalid` while errors are on show,
 * `failed` while a failed post's alert is, `overLimit` while a text's limit notice is).
 * The object only carries types, as xstate's `types: {} as …` does.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- type carriers for setup()
export function journeyTypes<Context, Events, Input, Output = unknown>() {
  return {
    context: {} as Context,
    events: {} as Events,
    input: {} as Input,
    output: {} as Output,
    meta: {} as JourneyStateMeta,
    tags: {} as 'busy' | 'invalid' | 'failed' | 'overLimit',
  };
}

/**
 * Who a journey serves, as the host reads it when the journey starts: whether the visitor is
 * signed in (the sign-in cookies). Part of the input and context of each journey chart with a
 * details form, so the legend it shows ('Your details' or 'Enter your details', spec §4 "Prefill")
 * is chart state.
 */
export interface JourneyVisitor {
  signedIn: boolean;
}

/** Marks an implementation the host must supply with `machine.provide()`. */
export function notProvided(name: string): never {
  throw new Error(`${name} must be supplied with machine.provide()`);
}

/** A world-touching action the host supplies; typed with its params so `setup` knows them. */
export type PlaceholderAction<TParams> = (args: unknown, params: TParams) => never;

/** Keeps the submission's idempotency key with the journey's drafts (sessionStorage in src/). */
const persistSubmissionKey: PlaceholderAction<{ submissionKey: SubmissionKey }> = () =>
  notProvided('persistSubmissionKey');
/** Logs a failed lead post (spec §8: "The error is also logged"). */
const logSubmitError: PlaceholderAction<{ error: unknown }> = () => notProvided('logSubmitError');

/** The `submitting` state's actions the host supplies, as a chart's `setup` lists them. */
export const submittingHostActions = { persistSubmissionKey, logSubmitError };

/** The `submitLead` actor a host supplies: posts the keyed submission, resolves with the receipt. */
export function submitLeadActor<S>() {
  return fromPromise<LeadReceipt, KeyedSubmission<S>>(() => notProvided('submitLead'));
}

/** The `loadPrefill` actor a host supplies; it resolves with no values rather than rejecting. */
export function loadPrefillActor<P>() {
  return fromPromise<P>(() => notProvided('loadPrefill'));
}

/** A chart's invariant check: the value its guards guarantee, or a thrown bug report. */
export function invariantsOf(journey: string) {
  return function required<T>(value: T | null, what: string): T {
    if (value === null) throw new Error(`${journey} journey: ${what} is missing`);
    return value;
  };
}

/** The step a `route.visit` event names, for the charts whose steps are reached by URL. */
export interface RouteVisit<Step extends string> {
  type: 'route.visit';
  step: Step;
}

/** The `isVisiting` guard: the event is a visit to `params.step`. */
export function isVisiting(
  { event }: { event: { type: string; step?: unknown } },
  params: { step: string },
): boolean {
  return event.type === 'route.visit' && event.step === params.step;
}

/** A parameterised `isVisiting` guard reference (typed, so it also works inside `and([...])`). */
export function visiting<Step extends string>(
  step: Step,
): { type: 'isVisiting'; params: { step: Step } } {
  return { type: 'isVisiting', params: { step } };
}

/** The part of a journey chart's context that a lead post uses and fills. */
interface SubmittingContext {
  submissionKey: SubmissionKey | null;
  /** Why the last post failed, when it did: the step shows the matching §8 alert. */
  submitError: LeadPostFailureKind | null;
  receipt: LeadReceipt | null;
}

/**
 * The assignments behind the `submitting` state's `keySubmission` (which also clears the last
 * failure), `storeReceipt` and `markSubmitError` actions, and `dismissFailure` (see
 * `postingFormStates`); a chart declares each as `assign(...)` of these.
 */
export function submissionAssigners<C extends SubmittingContext>(
  submission: (context: C) => unknown,
) {
  return {
    keySubmission: ({ context }: { context: C }) => ({
      submissionKey: keyForSubmission(context.submissionKey, submission(context)),
      submitError: null,
    }),
    storeReceipt: (_: unknown, params: { receipt: LeadReceipt }) => ({
      receipt: params.receipt,
      submitError: null,
    }),
    markSubmitError: (_: unknown, params: { error: unknown }) => ({
      submitError: leadPostFailureKind(params.error),
    }),
    dismissFailure: () => ({ submitError: null }),
  };
}

/** The user closes the §8 alert of a failed post (spec §4 "an alert can be dismissed"). */
export interface FailureDismiss {
  type: 'failure.dismiss';
}

/** Whether the last post failed: the guard that turns a posting step `failed`. */
export function hasSubmitError({ context }: { context: SubmittingContext }): boolean {
  return context.submitError !== null;
}

/**
 * The states of the form step a lead post returns to: `formStates`, and `failed` (tag `failed`)
 * while the §8 alert of its last failed post is on show (the `hasSubmitError` guard). Closing the
 * alert (`failure.dismiss`) clears the failure (`dismissFailure`) and keeps every value, so it does
 * not come back on Back/Next. Edits keep the alert; a submit either posts again or shows the form's
 * errors, which take the alert's place: entering `invalid` clears the failure.
 */
export function postingFormStates<M, G extends string>(meta: M, hasErrors: G) {
  const { editing, invalid } = formStates(meta, hasErrors);
  return {
    editing: { meta, always: [editing.always, { guard: 'hasSubmitError', target: 'failed' }] },
    invalid: { ...invalid, entry: 'dismissFailure' },
    failed: {
      meta,
      tags: 'failed',
      on: { 'failure.dismiss': { target: 'editing', actions: 'dismissFailure' } },
    },
  } as const;
}

function keyOf(context: SubmittingContext): SubmissionKey {
  if (context.submissionKey === null)
    throw new Error('submitting entered without a submission key');
  return context.submissionKey;
}

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The `submitting` state of a journey chart: the step's screen (`meta`), busy, taking no user events,
 * so a second click on the submit button posts nothing. On entry the chart keys the submission
 * (`keySubmission`) and persists the key; `submitLead` posts `submission(context)` with it. Success
 * stores the receipt (`storeReceipt`) and confirms; a failure marks and logs the error
 * (`markSubmitError`, `logSubmitError`) and returns to the step `returnTo`, whose values are intact.
 */
export function submittingState<C extends SubmittingContext, S, R extends string>(options: {
  meta: JourneyStateMeta;
  returnTo: R;
  submission: (context: C) => S;
}) {
  return {
    meta: options.meta,
    tags: 'busy' as const,
    entry: [
      'keySubmission' as const,
      {
        type: 'persistSubmissionKey' as const,
        params: ({ context }: { context: C }) => ({ submissionKey: keyOf(context) }),
      },
    ],
    invoke: {
      id: 'submitLead' as const,
      src: 'submitLead' as const,
      input: ({ context }: { context: C }): KeyedSubmission<S> => ({
        submission: options.submission(context),
        idempotencyKey: keyOf(context).key,
      }),
      onDone: {
        target: 'confirmed' as const,
        actions: {
          type: 'storeReceipt' as const,
          params: ({ event }: { event: { output: LeadReceipt } }) => ({ receipt: event.output }),
        },
      },
      onError: {
        target: options.returnTo,
        actions: [
          { type: 'markSubmitError' as const, params: errorOf },
          { type: 'logSubmitError' as const, params: errorOf },
        ],
      },
    },
  };
}
