/**
 * The shape every chart's model definition exports, so that the vitest suites in `test/model/` and
 * the QA report (`npm run test:model`, scripts/model-report.ts) run the same paths under the same
 * names. A path's full vitest name is `suite [group] name`; the report prints it for `vitest -t`.
 */
import type { AnyStateMachine } from 'xstate';
import type { ChartCoverage } from '../coverage';

/** One generated path of a chart model. */
export interface ModelPath {
  /** The `it` name: the state value the path ends in and the events that lead there. */
  readonly name: string;
  /**
   * Runs the path against the product chart with the path's checks, recording what it covers.
   * Rejects on the first failed check.
   */
  run(coverage: ChartCoverage): Promise<void>;
}

/** The paths generated from one input of the chart (a `describe` block when it has a name). */
export interface ModelPathGroup {
  /** e.g. 'new visit'; null when the chart is modelled with a single input and no group. */
  readonly name: string | null;
  readonly paths: readonly ModelPath[];
}

/** A chart's model: which chart, where its vitest suite lives, and how to generate its paths. */
export interface ChartModelDefinition {
  /** The chart's key in `journeyCharts` / `crossCuttingCharts` (machines/index.ts). */
  readonly chartId: string;
  readonly machine: AnyStateMachine;
  /** The top-level `describe` name of the vitest suite. */
  readonly suite: string;
  /** The vitest file that runs these paths, relative to the project root. */
  readonly testFile: string;
  /** Generates the paths (a fresh set on every call). */
  pathGroups(): ModelPathGroup[];
}

/** The full vitest name of a path, as `-t` matches it (suite, group and test names joined by spaces). */
export function modelPathFullName(
  model: ChartModelDefinition,
  group: ModelPathGroup,
  path: ModelPath,
): string {
  return [model.suite, group.name, path.name].filter((part) => part !== null).join(' ');
}
