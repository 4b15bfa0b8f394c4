/**
 * The system under test for model paths: the product chart run as a real actor, with promise actors
 * that the path settles. A generated `xstate.done.actor.x` step resolves the pending invocation of `x`
 * (and fails if the chart never invoked it), so the path checks the chart's invoke wiring too.
 */
import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { KeyedSubmission, SubmissionKey } from '../../machines/journey-kernel';

interface Pending<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose invocations stay pending until the test settles them. */
export interface ControllableActor<TOutput, TInput> {
  logic: ReturnType<typeof fromPromise<TOutput, TInput>>;
  /** Inputs of every invocation, in order. */
  readonly inputs: TInput[];
  /** Resolves the oldest live invocation. */
  resolve(output: TOutput): void;
  /** Rejects the oldest live invocation. */
  reject(error: unknown): void;
}

/** Creates a promise actor controlled by the test; stopped invocations drop out of the queue. */
export function controllableActor<TOutput, TInput>(): ControllableActor<TOutput, TInput> {
  const pending: Array<Pending<TInput, TOutput>> = [];
  const inputs: TInput[] = [];
  const next = (): Pending<TInput, TOutput> => {
    const invocation = pending.shift();
    if (invocation === undefined) throw new Error('the chart has not invoked this actor');
    return invocation;
  };
  return {
    logic: fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const invocation = { input, resolve, reject };
          inputs.push(input);
          pending.push(invocation);
          signal.addEventListener('abort', () => {
            pending.splice(pending.indexOf(invocation), 1);
          });
        }),
    ),
    inputs,
    resolve: (output) => next().resolve(output),
    reject: (error) => next().reject(error),
  };
}

/**
 * The actor's context equals the model's. Each mints its own random idempotency key, so of the
 * submission key only the data it was minted for are compared.
 */
export function expectSameJourneyContext<TContext extends { submissionKey: SubmissionKey | null }>(
  real: TContext,
  model: TContext,
): void {
  const { submissionKey: realKey, ...realRest } = real;
  const { submissionKey: modelKey, ...modelRest } = model;
  expect(realRest).toEqual(modelRest);
  expect(realKey?.data).toEqual(modelKey?.data);
}

/**
 * The last lead post carried `submission` under the key in the chart's context, and that key is the
 * previous post's key exactly when the data are unchanged (a retry never stores a second lead).
 */
export function expectKeyedPost<TSubmission>(
  posts: ReadonlyArray<KeyedSubmission<TSubmission>>,
  submission: TSubmission,
  submissionKey: SubmissionKey | null,
): void {
  const post = posts.at(-1);
  expect(post).toEqual({ submission, idempotencyKey: submissionKey?.key });
  const previous = posts.at(-2);
  if (post === undefined || previous === undefined) return;
  const sameData = JSON.stringify(previous.submission) === JSON.stringify(submission);
  if (sameData) expect(post.idempotencyKey).toBe(previous.idempotencyKey);
  else expect(post.idempotencyKey).not.toBe(previous.idempotencyKey);
}

/** Lets settled promises and the events they send be processed. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The route of the active state that owns a screen, if any. */
export function routeOf(snapshot: AnyMachineSnapshot): string | undefined {
  const metas: unknown[] = Object.values(snapshot.getMeta());
  for (const meta of metas) {
    if (typeof meta === 'object' && meta !== null && 'route' in meta) {
      const { route } = meta;
      if (typeof route === 'string') return route;
    }
  }
  return undefined;
}
