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
export function sampleLookup<TEvent extends EventObject>(
  samples: readonly TEvent[],
): (event: { type: string }) => TEvent {
  return (event) => {
    const sample = samples.find((candidate) => candidate === event);
    if (sample === undefined) throw new Error(`unknown model event ${event.type}`);
    return sample;
  };
}

/**
 * The `type` events of typing into each of `fields` (in that order): its valid answer, then the
 * invalid one where it has one.
 */
export function typingSamples<TType extends string, F extends string>(
  type: TType,
  fields: readonly F[],
  typed: Partial<Record<F, { valid: string; invalid?: string }>>,
): Array<{ type: TType; field: F; value: string }> {
  return fields.flatMap((field) => {
    const { valid, invalid } = typed[field] ?? { valid: '' };
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

/** How one chart is modelled: its samples and inputs, and the driver that runs one path. */
export interface ChartModelSpec<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
> {
  /** The chart's key in `journeyCharts` / `crossCuttingCharts` (machines/index.ts). */
  chartId: string;
  /** The name in the suite and its file: `<name> chart, model-based paths`, test/model/<name>.model.test.ts. */
  name: string;
  machine: AnyStateMachine;
  /** The chart the paths are generated from, when it is not `machine` as it is. */
  pathMachine?: AnyStateMachine;
  samples: readonly TEvent[];
  when?: (snapshot: TSnapshot, event: TEvent) => boolean;
  /** One group of paths per input; a null name for a chart modelled from a single input. */
  inputs: ReadonlyArray<{ name: string | null; input: TInput }>;
  /** Checks a generated path before it runs; by default that no step leaves the snapshot as it was. */
  checkPath?: (path: ChartPath<TSnapshot, TEvent>) => void;
  runPath(
    path: ChartPath<TSnapshot, TEvent>,
    input: TInput,
    coverage: ChartCoverage,
  ): Promise<void>;
}

/** The driver of one generated path of a chart model (`ChartModelSpec.runPath`). */
export type PathRunner<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
> = ChartModelSpec<TSnapshot, TEvent, TInput>['runPath'];

/**
 * The actor a path drives: created from `machine` with the path's `input`, inspected by `coverage`
 * (a `clock` where the path moves time), started, with its first snapshot recorded.
 */
export function startRecorded<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  coverage: ChartCoverage,
  options: Pick<ActorOptions<TMachine>, 'clock'> = {},
): Actor<TMachine> {
  const actor = createActor(machine, { ...options, input, inspect: coverage.inspect });
  actor.start();
  coverage.recordSnapshot(actor.getSnapshot());
  return actor;
}

/**
 * Whether `event` fits the prefill: while the prefill is pending (`prefilling`) only its answer
 * can happen, and otherwise its answer cannot.
 */
export function fitsPrefill(prefilling: boolean, event: EventObject): boolean {
  return prefilling === (event.type === 'xstate.done.actor.loadPrefill');
}

/** The chart's model definition: the paths covering every edge of the model, one group per input. */
export function defineChartModel<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
>(spec: ChartModelSpec<TSnapshot, TEvent, TInput>): ChartModelDefinition {
  const checkPath = spec.checkPath ?? assertNoNoOpSteps;
  const pathsFor = (input: TInput) =>
    pathsCoveringEveryEdge(
      createChartModel<TSnapshot, TEvent, TInput>(spec.pathMachine ?? spec.machine, {
        samples: spec.samples,
        input,
        when: spec.when,
      }),
    );
  return {
    chartId: spec.chartId,
    machine: spec.machine,
    suite: `${spec.name} chart, model-based paths`,
    testFile: `test/model/${spec.name}.model.test.ts`,
    pathGroups: () =>
      spec.inputs.map(({ name, input }) => ({
        name,
        paths: pathsFor(input).map((path) => ({
          name: path.description,
          run: async (coverage) => {
            checkPath(path);
            await spec.runPath(path, input, coverage);
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
export function journeyMatcher<
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
export function expectOnePostAtATime(
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
