/**
 * Model-based browser paths: the same generation as the chart tests (`createChartModel` +
 * `pathsCoveringEveryEdge` from test/model/coverage.ts), with event samples a user can produce in the
 * UI, then the smallest subset of those paths that still walks every state and every transition of
 * the chart (plus named features, e.g. "each complaint value reaches the confirmation"). The chart
 * tests run every generated path in milliseconds; in Chromium a path costs seconds, and paths that
 * differ only in which earlier vertex they pass through add nothing the subset does not cover.
 */
import {
  getMicrosteps,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  activeStateIds,
  ChartCoverage,
  chartStateIds,
  chartTransitionKeys,
  createChartModel,
  pathsCoveringEveryEdge,
  transitionKey,
  type ChartModelOptions,
} from '../../model/coverage';
import { closePage, newPage } from './browser';

/** One generated path with what it covers of its chart. */
interface CoveringPath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  path: TestPath<TSnapshot, TEvent>;
  /** The model input the path starts from (e.g. "reload with cached personal details"). */
  inputName: string;
  states: Set<string>;
  transitions: Set<string>;
  features: Set<string>;
}

/**
 * The chart transitions a path takes: for each step, the transitions the chart selects for that
 * event from the previous snapshot and the eventless ones it takes after them, plus the eventless
 * transitions of the initial states that the chart took before the first step (e.g. the address
 * selector starting with an address, a form starting `invalid` with a restored draft's errors).
 */
function pathTransitions<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  path: TestPath<TSnapshot, TEvent>,
): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const [first, ...rest] = path.steps;
  if (first === undefined) return { states, transitions };
  const active = new Set(activeStateIds(machine, first.state.value));
  // Down the initial states (into every region of a parallel one): one the chart left at once
  // took an eventless transition.
  const entered = (node: AnyStateNode): AnyStateNode[] => {
    if (node.type === 'parallel') return Object.values(node.states);
    const child =
      node.type === 'compound' ? node.states[node.initial.target[0]?.key ?? ''] : undefined;
    return child === undefined ? [] : [child];
  };
  for (let nodes = entered(machine.root); nodes.length > 0; nodes = nodes.flatMap(entered)) {
    for (const child of nodes.filter((node) => !active.has(node.id))) {
      states.add(child.id);
      for (const always of child.always ?? []) {
        if ((always.target ?? []).every((target) => active.has(target.id))) {
          transitions.add(transitionKey(always));
        }
      }
    }
  }
  for (const id of active) states.add(id);
  let previous = first.state;
  for (const step of rest) {
    for (const transition of [
      ...machine.getTransitionData(previous, step.event),
      ...eventlessTransitions(machine, previous, step.event),
    ]) {
      transitions.add(transitionKey(transition));
      states.add(transition.source.id);
    }
    for (const id of activeStateIds(machine, step.state.value)) states.add(id);
    previous = step.state;
  }
  return { states, transitions };
}

/**
 * The eventless transitions the chart took after a step's event (e.g. into a form's `invalid` state
 * when a step is entered with errors): each microstep after the first is one, from a node active
 * before it to a target active after it, leaving its source.
 */
function eventlessTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): AnyTransitionDefinition[] {
  const snapshots = getMicrosteps(machine, snapshot, event).map(([next]) => next);
  return snapshots.slice(1).flatMap((next, index) => {
    const before = snapshots[index];
    if (before === undefined) return [];
    const activeAfter = new Set(activeStateIds(machine, next.value));
    return activeStateIds(machine, before.value).flatMap((id) =>
      (machine.getStateNodeById(id).always ?? []).filter(
        (always) =>
          !activeAfter.has(always.source.id) &&
          (always.target ?? []).every((target) => activeAfter.has(target.id)),
      ),
    );
  });
}

/** A model input with a name for the test titles. */
export interface NamedInput<TInput> {
  name: string;
  input: TInput;
}

/**
 * The two starts of a journey whose session keeps an answer: a new visit (`fresh`), and a reload
 * of a session that kept `kept.what` (`kept.input`).
 */
export function newVisitAndReload<TInput>(
  fresh: TInput,
  kept: { what: string; input: TInput },
): NamedInput<TInput>[] {
  return [
    { name: 'new visit', input: fresh },
    { name: `reload with ${kept.what}`, input: kept.input },
  ];
}

/** Options of `coveringPaths`. */
export interface CoveringPathsOptions<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
> extends Omit<ChartModelOptions<TSnapshot, TEvent, TInput>, 'input'> {
  inputs: readonly NamedInput<TInput>[];
  /** Extra things the selected paths must show, e.g. `confirmed:pay-as-you-go`. */
  features?: (path: TestPath<TSnapshot, TEvent>, inputName: string) => string[];
}

/**
 * Generates the chart's paths for each input and keeps the fewest that together cover every state,
 * every transition reached by the samples and every feature (greedy set cover: the path covering
 * most of what is still uncovered first, the shorter one on a tie).
 */
function coveringPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  machine: AnyStateMachine,
  options: CoveringPathsOptions<TSnapshot, TEvent, TInput>,
): Array<CoveringPath<TSnapshot, TEvent>> {
  const candidates = options.inputs.flatMap(({ name, input }) =>
    pathsCoveringEveryEdge(
      createChartModel<TSnapshot, TEvent, TInput>(machine, {
        samples: options.samples,
        ...(options.when === undefined ? {} : { when: options.when }),
        input,
      }),
    ).map((path): CoveringPath<TSnapshot, TEvent> => {
      const { states, transitions } = pathTransitions(machine, path);
      return {
        path,
        inputName: name,
        states,
        transitions,
        features: new Set(options.features?.(path, name) ?? []),
      };
    }),
  );
  const keysOf = (candidate: CoveringPath<TSnapshot, TEvent>): string[] => [
    ...[...candidate.states].map((id) => `state ${id}`),
    ...[...candidate.transitions].map((key) => `transition ${key}`),
    ...[...candidate.features].map((feature) => `feature ${feature}`),
  ];
  const uncovered = new Set(candidates.flatMap(keysOf));
  const selected: Array<CoveringPath<TSnapshot, TEvent>> = [];
  while (uncovered.size > 0) {
    let best: CoveringPath<TSnapshot, TEvent> | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = keysOf(candidate).filter((key) => uncovered.has(key)).length;
      if (
        gain > bestGain ||
        (gain === bestGain &&
          best !== undefined &&
          candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (best === undefined || bestGain === 0) break;
    selected.push(best);
    for (const key of keysOf(best)) uncovered.delete(key);
  }
  return selected;
}

/** What the selected paths leave out of the chart (both empty when they cover it all). */
function uncoveredByPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  paths: ReadonlyArray<CoveringPath<TSnapshot, TEvent>>,
): { states: string[]; transitions: string[] } {
  const states = new Set(paths.flatMap((path) => [...path.states]));
  const transitions = new Set(paths.flatMap((path) => [...path.transitions]));
  return {
    states: chartStateIds(machine).filter((id) => !states.has(id)),
    transitions: chartTransitionKeys(machine).filter((key) => !transitions.has(key)),
  };
}

/** A short, unique test title for a path: its input and the events it sends. */
function pathTitle<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  { path, inputName }: CoveringPath<TSnapshot, TEvent>,
  label: (event: TEvent) => string,
): string {
  const events = path.steps.slice(1).map((step) => label(step.event));
  return `${inputName}: ${events.length > 0 ? events.join(' → ') : '(initial state)'}`;
}

declare module 'vitest' {
  interface TaskMeta {
    /** State ids of the chart a passed browser path walked (read by scripts/model-report.ts). */
    chartStates?: string[];
    /** Transition keys of the chart a passed browser path took. */
    chartTransitions?: string[];
  }
}

/** Records what a passed path covers in the test's meta, for the QA report (docs/qa.md). */
function recordCoverage<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  task: { meta: { chartStates?: string[]; chartTransitions?: string[] } },
  covering: CoveringPath<TSnapshot, TEvent>,
): void {
  task.meta.chartStates = [...covering.states];
  task.meta.chartTransitions = [...covering.transitions];
}

/** One covering path as a browser path test runs it: on a fresh page, recording into `coverage`. */
export interface BrowserPathRun<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  covering: CoveringPath<TSnapshot, TEvent>;
  /** A page of its own (desktop-sized), closed when the path ends, passed or failed. */
  page: Page;
  coverage: ChartCoverage;
}

/**
 * Declares one test per covering path (titled by `pathTitle`, run on a page of its own, its
 * coverage recorded for the QA report), then a test that every state of the chart had its screen
 * checked by some path.
 */
function definePathTests<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>({
  paths,
  label,
  coverage,
  browser,
  run,
}: {
  paths: readonly CoveringPath<TSnapshot, TEvent>[];
  label: (event: TEvent) => string;
  coverage: ChartCoverage;
  browser: () => Browser;
  run: (path: BrowserPathRun<TSnapshot, TEvent>) => Promise<void>;
}): void {
  for (const covering of paths) {
    it(
      pathTitle(covering, label),
      async ({ task }) => {
        const page = await newPage(browser());
        try {
          await run({ covering, page, coverage });
        } finally {
          await closePage(page);
        }
        recordCoverage(task, covering);
      },
      120_000,
    );
  }

  it('ran a screen check in every state of the chart', () => {
    expect(coverage.uncheckedStates()).toEqual([]);
  });
}

/**
 * The browser path suite of a chart: the covering paths of `chart` (the chart as modelled;
 * `machine` unless told) generated from `samples`, `when` and `inputs` (`coveringPaths`), a test
 * that they take every state and transition of it and show every one of `features` (each path's
 * features as `featuresOf` names them), then the paths themselves (`definePathTests`), each on a
 * page of `browser`.
 */
export function describeBrowserPaths<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TMachine extends AnyStateMachine,
>({
  suite,
  machine,
  chart = machine,
  coverageTitle = 'the browser paths cover every state and transition of the chart',
  features = [],
  featuresOf,
  label,
  browser,
  run,
  ...generation
}: Omit<CoveringPathsOptions<TSnapshot, TEvent, InputFrom<TMachine>>, 'features'> & {
  suite: string;
  machine: TMachine;
  /** The inputs are the chart's own (`InputFrom`), so a path starts as the app starts the chart. */
  chart?: TMachine;
  coverageTitle?: string;
  features?: readonly string[];
  featuresOf?: CoveringPathsOptions<TSnapshot, TEvent, InputFrom<TMachine>>['features'];
  label: (event: TEvent) => string;
  browser: () => Browser;
  run: (path: BrowserPathRun<TSnapshot, TEvent>) => Promise<void>;
}): void {
  describe(suite, () => {
    const coverage = new ChartCoverage(machine);
    const paths = coveringPaths(chart, {
      ...generation,
      ...(featuresOf === undefined ? {} : { features: featuresOf }),
    });

    it(coverageTitle, () => {
      expect(uncoveredByPaths(chart, paths)).toEqual({ states: [], transitions: [] });
      const shown = new Set(paths.flatMap((path) => [...path.features]));
      for (const feature of features) expect(shown.has(feature), feature).toBe(true);
    });

    definePathTests({ paths, label, coverage, browser, run });
  });
}
