/**
 * What every chart model repeats: finding the sample a generated step stands for, generating the
 * paths of each input, and wrapping them as the `ChartModelDefinition` the vitest suite and the QA
 * report share; plus the checks a journey chart's driver makes on its actor.
 */
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ActorOptions,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import { expect, type Mock } from 'vitest';
import type { KeyedSubmission, LeadReceipt, SubmissionKey } from '../../../machines/journey-kernel';
import {
  assertNoNoOpSteps,
  createChartModel,
  pathsCoveringEveryEdge,
  type ChartCoverage,
} from '../coverage';
import {
  expectKeyedPost,
  routeOf,
  expectSameJourneyContext,
  flush,
  type ControllableActor,
} from '../harness';
import type { ChartModelDefinition } from './chart-model';

/** The sample a generated step's event stands for (the traversal passes the sample objects on). */
function sampleLookup<TEvent extends EventObject>(
  samples: readonly TEvent[],
): (event: { type: string }) => TEvent {
  return (event) => {
    const sample = samples.find((candidate) => candidate === event);
    if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
    return sample;
  };
}

/**
 * The path-step handlers of a chart's events, made one type at a time: `on(type, act)` looks the
 * step's event up among `samples`, typed as the chart's event of that type, and runs `act` with it
 * and the step; a step that carries another type fails the path.
 */
export function sampleHandlers<TEvent extends EventObject>(samples: readonly TEvent[]) {
  const sampleOf = sampleLookup(samples);
  return <TType extends TEvent['type'], TStep extends { event: EventObject }>(
      type: TType,
      act: (event: Extract<TEvent, { type: TType }>, step: TStep) => Promise<void> | void,
    ) =>
    async (step: TStep): Promise<void> => {
      const event = sampleOf(step.event);
      if (!isOfType(event, type)) throw new Error(`a ${type} step carried ${event.type}`);
      await act(event, step);
    };
}

function isOfType<TEvent extends EventObject, TType extends TEvent['type']>(
  event: TEvent,
  type: TType,
): event is Extract<TEvent, { type: TType }> {
  return event.type === type;
}

/**
 * The `type` events of typing into each of `fields` (in that order): its valid answer, then the
 * invalid one where it has one (a plain string is a valid answer alone).
 */
export function typingSamples<TType extends string, F extends string>(
  type: TType,
  fields: readonly F[],
  typed: Partial<Record<F, string | { valid: string; invalid?: string }>>,
): Array<{ type: TType; field: F; value: string }> {
  return fields.flatMap((field) => {
    const answers = typed[field] ?? '';
    const { valid, invalid } = typeof answers === 'string' ? { valid: answers } : answers;
    const values = invalid === undefined ? [valid] : [valid, invalid];
    return values.map((value) => ({ type, field, value }));
  });
}

/** Fails when the model reached a step without data an earlier step should have given it. */
export function required<T>(value: T | null): T {
  if (value === null) throw new Error('the model reached a form step without its data');
  return value;
}

/** A generated path of a chart model. */
export type ChartPath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> = TestPath<
  TSnapshot,
  TEvent
>;

/** One generated path of a chart model as its driver runs it. */
export interface PathRun<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  path: ChartPath<SnapshotFrom<TMachine>, TEvent>;
  input: InputFrom<TMachine>;
  /** What the path covers is recorded here; its state checks come from it. */
  coverage: ChartCoverage;
  /** The sample a step's event stands for (`sampleLookup` over the model's samples). */
  sampleFor: (event: { type: string }) => TEvent;
  /** A path step's handler of events of one type, typed as the sample (`sampleHandlers`). */
  on: ReturnType<typeof sampleHandlers<TEvent>>;
  /**
   * The actor the path drives: created from `machine` (the chart as the path provides it) with the
   * path's input, inspected by `coverage` (a `clock` where the path moves time), started, with its
   * first snapshot recorded; stopped when the path ends, passed or failed.
   */
  start(machine: TMachine, options?: Pick<ActorOptions<TMachine>, 'clock'>): Actor<TMachine>;
}

/** The inputs a chart is modelled from, each named for its group of paths (null: no group). */
export type NamedInputs<TMachine extends AnyStateMachine> = ReadonlyArray<{
  name: string | null;
  input: InputFrom<TMachine>;
}>;

/** How one chart is modelled: its samples and inputs, and the driver that runs one path. */
export interface ChartModelSpec<TMachine extends AnyStateMachine, TEvent extends EventObject> {
  /** The chart the paths are generated from, when it is not the product chart as it is. */
  pathMachine?: AnyStateMachine;
  samples: readonly TEvent[];
  when?: (snapshot: SnapshotFrom<TMachine>, event: TEvent) => boolean;
  /** One group of paths per input. */
  inputs: NamedInputs<TMachine>;
  /** Checks a generated path before it runs; by default that no step leaves the snapshot as it was. */
  checkPath?: (path: ChartPath<SnapshotFrom<TMachine>, TEvent>) => void;
  runPath(run: PathRun<TMachine, TEvent>): Promise<void>;
}

/**
 * Whether `event` fits the prefill: while the prefill is pending (`prefilling`) only its answer
 * can happen, and otherwise its answer cannot.
 */
export function fitsPrefill(prefilling: boolean, event: EventObject): boolean {
  return prefilling === (event.type === 'xstate.done.actor.loadPrefill');
}

/**
 * The chart's model definition: the paths covering every edge of the model, one group per input.
 * The chart's id names it (`journeyCharts` / `crossCuttingCharts` in machines/index.ts), its suite
 * (`<name> chart, model-based paths`) and its file (test/model/<name>.model.test.ts), where `<name>`
 * is the id in kebab case.
 */
export function defineChartModel<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  machine: TMachine,
  spec: ChartModelSpec<TMachine, TEvent>,
): ChartModelDefinition {
  const name = machine.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const checkPath = spec.checkPath ?? assertNoNoOpSteps;
  const sampleFor = sampleLookup(spec.samples);
  const on = sampleHandlers(spec.samples);
  const pathsFor = (input: InputFrom<TMachine>) =>
    pathsCoveringEveryEdge(
      createChartModel<SnapshotFrom<TMachine>, TEvent, InputFrom<TMachine>>(
        spec.pathMachine ?? machine,
        { samples: spec.samples, input, when: spec.when },
      ),
    );
  return {
    chartId: machine.id,
    machine,
    suite: `${name} chart, model-based paths`,
    testFile: `test/model/${name}.model.test.ts`,
    pathGroups: () =>
      spec.inputs.map(({ name: group, input }) => ({
        name: group,
        paths: pathsFor(input).map((path) => ({
          name: path.description,
          run: async (coverage) => {
            checkPath(path);
            const started: Array<Actor<TMachine>> = [];
            const start: PathRun<TMachine, TEvent>['start'] = (chart, options = {}) => {
              const actor = createActor(chart, { ...options, input, inspect: coverage.inspect });
              started.push(actor);
              actor.start();
              coverage.recordSnapshot(actor.getSnapshot());
              return actor;
            };
            try {
              await spec.runPath({ path, input, coverage, sampleFor, on, start });
            } finally {
              for (const actor of started) actor.stop();
            }
          },
        })),
      })),
  };
}

/**
 * The checks of a chart's step states, given how the actor is matched against the model: each
 * `atStep(route, also)` checks that the actor is where the model is, that the state's screen is at
 * `route` (undefined: the state has no screen), and then `also`.
 */
export function stepChecksWith<S extends AnyMachineSnapshot>(matchesModel: (snapshot: S) => void) {
  return (route: string | undefined, also?: (snapshot: S) => void) =>
    (snapshot: S): void => {
      matchesModel(snapshot);
      expect(routeOf(snapshot)).toBe(route);
      also?.(snapshot);
    };
}

/** The check of a journey actor against the model: same state, same context but for minted keys. */
function journeyMatcher<
  TSnapshot extends AnyMachineSnapshot & { context: { submissionKey: SubmissionKey | null } },
>(actor: { getSnapshot(): TSnapshot }): (snapshot: TSnapshot) => void {
  return (snapshot) => {
    const real = actor.getSnapshot();
    expect(real.value).toEqual(snapshot.value);
    expectSameJourneyContext(real.context, snapshot.context);
  };
}

/**
 * A path step that settles the oldest pending invocation of `invoked` as the step's sample says:
 * resolved with its `output`, or rejected with its `error`.
 */
export function settles<TOutput, TInput>(
  invoked: ControllableActor<TOutput, TInput>,
  sampleFor: (event: { type: string }) => EventObject,
): (step: { event: EventObject }) => Promise<void> {
  return async ({ event }) => {
    const sample: object = sampleFor(event);
    if ('output' in sample) invoked.resolve(sample.output as TOutput);
    else if ('error' in sample) invoked.reject(sample.error);
    else throw new Error(`${event.type} is not an invoked actor's answer`);
    await flush();
  };
}

/** The steps that answer a journey's lead post: the sample's receipt, or its error, which is logged. */
export function leadPostSteps<TInput>(
  submit: ControllableActor<LeadReceipt, TInput>,
  logSubmitError: Mock,
  sampleFor: (event: { type: string }) => EventObject,
) {
  const settle = settles(submit, sampleFor);
  return {
    'xstate.done.actor.submitLead': settle,
    'xstate.error.actor.submitLead': async (step: { event: EventObject }) => {
      await settle(step);
      expect(logSubmitError).toHaveBeenCalled();
    },
  };
}

/** A state value with its step's `failed` substate turned `editing`. */
function failedToEditing(value: unknown): unknown {
  if (value === 'failed') return 'editing';
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, failedToEditing(inner)]),
  );
}

/** The user closes a failed post's alert. */
export const failureDismiss = { type: 'failure.dismiss' } as const;

/**
 * The step that closes a failed post's alert: the step goes from `failed` to `editing`, the failure
 * is gone, and everything else the chart holds is as it was.
 */
export function failureDismissStep(actor: {
  send(event: typeof failureDismiss): void;
  getSnapshot(): { value: unknown; context: { submitError: unknown } };
}) {
  return {
    'failure.dismiss': () => {
      const before = actor.getSnapshot();
      expect(before.context.submitError).not.toBeNull();
      expect(JSON.stringify(before.value)).toContain('"failed"');
      actor.send(failureDismiss);
      const after = actor.getSnapshot();
      expect(after.value).toEqual(failedToEditing(before.value));
      expect(after.context).toEqual({ ...before.context, submitError: null });
    },
  };
}

/** The check of a cross-cutting actor against the model: the same state and the same context. */
export function chartMatcher<TSnapshot extends AnyMachineSnapshot>(actor: {
  getSnapshot(): TSnapshot;
}): (snapshot: TSnapshot) => void {
  return (snapshot) => {
    const real = actor.getSnapshot();
    expect(real.value).toEqual(snapshot.value);
    expect(real.context).toEqual(snapshot.context);
  };
}

/** How a journey driver watches its lead post (see `expectPostingLead`). */
export interface LeadPostWatch<TSnapshot extends AnyMachineSnapshot> {
  actor: { getSnapshot(): { context: { submissionKey: SubmissionKey | null } } };
  matchesModel: (snapshot: TSnapshot) => void;
  /** The lead post's invocations (a `ControllableActor`). */
  submit: { readonly inputs: ReadonlyArray<KeyedSubmission<unknown>> };
  persistSubmissionKey: Mock;
  /** Another click on the submit button. */
  resubmit: () => void;
}

/**
 * The watch of a journey actor's lead post: `submit` is its `submitLead` invocations, `effects` the
 * spies it was provided with, `submitEvent` the click on its submit button.
 */
export function leadPostWatch<
  TSnapshot extends AnyMachineSnapshot & { context: { submissionKey: SubmissionKey | null } },
>(
  actor: { getSnapshot(): TSnapshot; send(event: EventObject): void },
  submit: LeadPostWatch<TSnapshot>['submit'],
  effects: { persistSubmissionKey: Mock },
  submitEvent: EventObject,
): LeadPostWatch<TSnapshot> {
  return {
    actor,
    matchesModel: journeyMatcher(actor),
    submit,
    persistSubmissionKey: effects.persistSubmissionKey,
    resubmit: () => actor.send(submitEvent),
  };
}

/**
 * A journey's `submitting` state: busy, `submission` posted under the key in the chart's context,
 * and one post at a time; the actor is where the model is before and after another click.
 */
export function expectPostingLead<TSnapshot extends AnyMachineSnapshot>(
  snapshot: TSnapshot,
  submission: unknown,
  watch: LeadPostWatch<TSnapshot>,
): void {
  const { actor, matchesModel, submit } = watch;
  matchesModel(snapshot);
  expect(snapshot.hasTag('busy')).toBe(true);
  expectKeyedPost(submit.inputs, submission, actor.getSnapshot().context.submissionKey);
  // A second click while the lead is posting changes nothing and posts nothing.
  expectOnePostAtATime(
    submit,
    watch.persistSubmissionKey,
    actor.getSnapshot().context.submissionKey,
    watch.resubmit,
  );
  matchesModel(snapshot);
}

/**
 * While a lead posts: its submission key is persisted, and another click on submit (`resubmit`)
 * posts nothing more.
 */
function expectOnePostAtATime(
  submit: { readonly inputs: readonly unknown[] },
  persistSubmissionKey: Mock,
  submissionKey: SubmissionKey | null,
  resubmit: () => void,
): void {
  expect(persistSubmissionKey).toHaveBeenLastCalledWith(expect.anything(), { submissionKey });
  const posts = submit.inputs.length;
  resubmit();
  expect(submit.inputs).toHaveLength(posts);
}
