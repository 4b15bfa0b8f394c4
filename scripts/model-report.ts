/**
 * `npm run test:model`: runs the model-based paths of every chart and prints a table per chart.
 *
 * - Chart level: the paths of each chart's model (test/model/models/, the same definitions the vitest
 *   suites in test/model/ run), against the product chart in this process, with state and transition
 *   coverage measured from the chart definition (test/model/coverage.ts). A chart whose model is
 *   still written inside its vitest suite (test/model/<chart>.model.test.ts) is run through vitest
 *   instead, and its coverage read from the suite's coverage test.
 * - UI level: when dist/ exists and Chromium is installed, the browser path suites
 *   test/e2e/journey-*, session-* and consent-* run through vitest (`--project browser`); their JSON
 *   report gives the paths run and failed per chart (suite files map to charts by name), and the
 *   coverage of the passed paths when their tests record it in `task.meta` (docs/qa.md).
 *
 * Exits with 1 when a chart is below full state or transition coverage or any path failed, and
 * prints the command that reruns each failing path by its name (`vitest -t`).
 * Flags: `--no-ui` skips the browser suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { ChartCoverage, chartStateIds, chartTransitionKeys } from '../test/model/coverage';
import { chartModels, modelPathFullName } from '../test/model/models/index';
import { CHROMIUM_PATH } from './chromium';
import { kebabCase, listCharts, PROJECT_ROOT, type ChartEntry } from './journey-docs';

/** The browser suites that walk journeys through the UI, by file name prefix. */
const UI_SUITE_PREFIXES = ['journey-', 'session-', 'consent-'] as const;
/** Suites named after a cross-cutting concern rather than `journey-<chart>`. */
const UI_SUITE_CHARTS: Readonly<Record<string, string>> = {
  'session-': 'authSession',
  'consent-': 'consent',
};
/** The rows of each chart's table. */
const CHART_LEVEL = 'chart (xstate/graph)';
const UI_LEVEL = 'UI (Chromium)';
/** Failing paths listed per chart and level; the rest are counted. */
const MAX_LISTED_FAILURES = 5;

/** A path that failed, with the command that reruns it alone. */
interface Failure {
  name: string;
  message: string;
  rerun: string;
}

/** One row of a chart's table. */
interface LevelResult {
  level: string;
  /** [covered, total]; undefined when the level does not measure it. */
  states?: [number, number];
  transitions?: [number, number];
  pathsRun: number;
  failures: Failure[];
  /** Why the level did not run, when it did not. */
  notRun?: string;
  notes: string[];
}

interface ChartReport {
  chart: ChartEntry;
  chartLevel: LevelResult;
  uiLevel: LevelResult;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The `-t` pattern that matches exactly one test: vitest reads it as a regular expression. */
function testNamePattern(fullName: string): string {
  return `${fullName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

function rerunCommand(project: 'unit' | 'browser', file: string, fullName: string): string {
  return `npx vitest run --project ${project} ${file} -t ${shellQuote(testNamePattern(fullName))}`;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim() !== '') ?? text;
}

const jsonReport = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      message: z.optional(z.string()),
      assertionResults: z.array(
        z.object({
          title: z.string(),
          fullName: z.string(),
          status: z.string(),
          failureMessages: z.optional(z.array(z.string())),
          // What a browser path covered, if its test records it (docs/qa.md).
          meta: z.optional(
            z.object({
              chartStates: z.optional(z.array(z.string())),
              chartTransitions: z.optional(z.array(z.string())),
            }),
          ),
        }),
      ),
    }),
  ),
});

type JsonReport = z.infer<typeof jsonReport>;

/**
 * Runs vitest with its JSON reporter and returns the report, or why there is none. vitest's own
 * output is shown only when it ends without a report; the tables say the rest.
 */
function runVitest(args: readonly string[]): JsonReport | string {
  const outDir = mkdtempSync(join(tmpdir(), 'model-report-'));
  const outputFile = join(outDir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      ['vitest', 'run', ...args, '--reporter=json', `--outputFile=${outputFile}`],
      { cwd: PROJECT_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (!existsSync(outputFile)) {
      console.log([run.stdout, run.stderr].join('\n').split('\n').slice(-40).join('\n'));
      return `vitest ended (${run.error?.message ?? `exit code ${String(run.status)}`}) without a report`;
    }
    const parsed = jsonReport.safeParse(JSON.parse(readFileSync(outputFile, 'utf8')));
    return parsed.success ? parsed.data : `unreadable vitest JSON report: ${parsed.error.message}`;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The title of the test that asserts a model suite's coverage (see test/model/*.model.test.ts). */
const COVERAGE_TEST = /^together the paths cover every state node and every transition/;

/**
 * A chart whose model is still written inside its vitest suite (not exported to
 * test/model/models/): its suite runs in vitest, and since its last test asserts that no state and no
 * transition was missed, coverage is full exactly when that test passed.
 */
function runModelSuite(suite: string, totalStates: number, totalTransitions: number): LevelResult {
  const level = CHART_LEVEL;
  const report = runVitest(['--project', 'unit', suite]);
  if (typeof report === 'string') {
    return { level, pathsRun: 0, failures: [], notRun: report, notes: [] };
  }
  const tests = report.testResults.flatMap((result) => result.assertionResults);
  const coverageTest = tests.find((test) => COVERAGE_TEST.test(test.title));
  const paths = tests.filter(
    (test) => test !== coverageTest && (test.status === 'passed' || test.status === 'failed'),
  );
  const covered = coverageTest?.status === 'passed';
  return {
    level,
    ...(covered
      ? { states: [totalStates, totalStates], transitions: [totalTransitions, totalTransitions] }
      : {}),
    pathsRun: paths.length,
    failures: paths
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: test.fullName,
        message: firstLine(test.failureMessages?.[0] ?? 'failed'),
        rerun: rerunCommand('unit', suite, test.fullName),
      })),
    notes: [
      `run from ${suite}: its model is not exported to test/model/models/ yet, so coverage is read from its coverage test (${covered ? 'passed' : 'not passed'})`,
    ],
  };
}

async function runChartLevel(chart: ChartEntry): Promise<LevelResult> {
  const { machine } = chart;
  const model = chartModels[chart.id];
  const totalStates = chartStateIds(machine).length;
  const totalTransitions = chartTransitionKeys(machine).length;
  const level = CHART_LEVEL;
  if (model === undefined) {
    const suite = `test/model/${kebabCase(chart.id)}.model.test.ts`;
    if (existsSync(join(PROJECT_ROOT, suite)))
      return runModelSuite(suite, totalStates, totalTransitions);
    return {
      level,
      states: [0, totalStates],
      transitions: [0, totalTransitions],
      pathsRun: 0,
      failures: [],
      notes: [`no model: add test/model/models/${kebabCase(chart.id)}.ts and list it in index.ts`],
    };
  }
  const coverage = new ChartCoverage(machine);
  const failures: Failure[] = [];
  let pathsRun = 0;
  for (const group of model.pathGroups()) {
    for (const path of group.paths) {
      pathsRun += 1;
      try {
        await path.run(coverage);
      } catch (error) {
        const fullName = modelPathFullName(model, group, path);
        failures.push({
          name: fullName,
          message: firstLine(error),
          rerun: rerunCommand('unit', model.testFile, fullName),
        });
      }
    }
  }
  const notes = [
    ...coverage.missingStates().map((id) => `state never reached: ${id}`),
    ...coverage.missingTransitions().map((key) => `transition never taken: ${key}`),
    ...coverage.uncheckedStates().map((id) => `state without a passing check: ${id}`),
  ];
  return {
    level,
    states: [totalStates - coverage.missingStates().length, totalStates],
    transitions: [totalTransitions - coverage.missingTransitions().length, totalTransitions],
    pathsRun,
    failures,
    notes,
  };
}

/** The chart a browser suite walks, from its file name (`journey-meter-read.test.ts` -> meterRead). */
function chartIdOfSuite(file: string, chartIds: readonly string[]): string | undefined {
  const name = basename(file).replace(/\.test\.ts$/, '');
  const prefix = Object.keys(UI_SUITE_CHARTS).find((candidate) => name.startsWith(candidate));
  if (prefix !== undefined) return UI_SUITE_CHARTS[prefix];
  if (!name.startsWith('journey-')) return undefined;
  const rest = name.slice('journey-'.length);
  return [...chartIds]
    .sort((a, b) => kebabCase(b).length - kebabCase(a).length)
    .find((id) => rest === kebabCase(id) || rest.startsWith(`${kebabCase(id)}-`));
}

function uiSuiteFiles(): string[] {
  const dir = join(PROJECT_ROOT, 'test', 'e2e');
  return readdirSync(dir)
    .filter(
      (file) =>
        file.endsWith('.test.ts') && UI_SUITE_PREFIXES.some((prefix) => file.startsWith(prefix)),
    )
    .sort();
}

/** Runs the browser path suites; a string says why they did not run. */
function runUiSuites(): JsonReport | string {
  if (process.argv.includes('--no-ui')) return 'skipped (--no-ui)';
  if (uiSuiteFiles().length === 0) return 'no browser path suites yet';
  if (!existsSync(join(PROJECT_ROOT, 'dist'))) return 'no dist/: run npm run build';
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`;

  console.log('Running the browser path suites in Chromium (vitest --project browser)…');
  return runVitest([
    '--project',
    'browser',
    ...UI_SUITE_PREFIXES.map((prefix) => `test/e2e/${prefix}`),
  ]);
}

/** [covered, total] of `all` by the recorded keys, or undefined when no test recorded any. */
function recordedCoverage(
  all: readonly string[],
  recorded: ReadonlyArray<readonly string[] | undefined>,
): [number, number] | undefined {
  if (recorded.every((keys) => keys === undefined)) return undefined;
  const seen = new Set(recorded.flatMap((keys) => keys ?? []));
  return [all.filter((key) => seen.has(key)).length, all.length];
}

function uiLevelFor(
  chart: ChartEntry,
  report: JsonReport | string,
  chartIds: string[],
): LevelResult {
  const level = UI_LEVEL;
  if (typeof report === 'string') {
    return { level, pathsRun: 0, failures: [], notRun: report, notes: [] };
  }
  const suites = report.testResults.filter(
    (suite) => chartIdOfSuite(suite.name, chartIds) === chart.id,
  );
  if (suites.length === 0)
    return { level, pathsRun: 0, failures: [], notRun: 'no suite', notes: [] };
  const failures: Failure[] = [];
  let pathsRun = 0;
  for (const suite of suites) {
    const file = `test/e2e/${basename(suite.name)}`;
    const ran = suite.assertionResults.filter(
      ({ status }) => status === 'passed' || status === 'failed',
    );
    pathsRun += ran.length;
    for (const test of ran.filter(({ status }) => status === 'failed')) {
      failures.push({
        name: `${file} > ${test.fullName}`,
        message: firstLine(test.failureMessages?.[0] ?? 'failed'),
        rerun: rerunCommand('browser', file, test.fullName),
      });
    }
    // A suite that failed to load has no tests but an error message.
    if (suite.assertionResults.length === 0 && suite.message) {
      failures.push({
        name: file,
        message: firstLine(suite.message),
        rerun: `npx vitest run --project browser ${file}`,
      });
    }
  }
  const passed = suites
    .flatMap((suite) => suite.assertionResults)
    .filter(({ status }) => status === 'passed');
  const states = recordedCoverage(
    chartStateIds(chart.machine),
    passed.map(({ meta }) => meta?.chartStates),
  );
  const transitions = recordedCoverage(
    chartTransitionKeys(chart.machine),
    passed.map(({ meta }) => meta?.chartTransitions),
  );
  return {
    level,
    ...(states === undefined ? {} : { states }),
    ...(transitions === undefined ? {} : { transitions }),
    pathsRun,
    failures,
    notes: [],
  };
}

function fraction(value: [number, number] | undefined): string {
  return value === undefined ? '—' : `${value[0]}/${value[1]}`;
}

function isComplete(value: [number, number] | undefined): boolean {
  return value !== undefined && value[0] === value[1];
}

function formatTable(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]): string =>
    `| ${row.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (header === undefined) return '';
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

function printChart({ chart, chartLevel, uiLevel }: ChartReport): void {
  const rows = [chartLevel, uiLevel].map((result) => [
    result.level,
    fraction(result.states),
    fraction(result.transitions),
    result.notRun === undefined ? String(result.pathsRun) : `not run: ${result.notRun}`,
    result.notRun === undefined ? String(result.failures.length) : '—',
  ]);
  console.log(`\n${chart.id} (${chart.kind} chart, ${chart.file})`);
  console.log(formatTable([['level', 'states', 'transitions', 'paths run', 'failures'], ...rows]));
  for (const result of [chartLevel, uiLevel]) {
    for (const note of result.notes) console.log(`  ${result.level}: ${note}`);
    for (const failure of result.failures.slice(0, MAX_LISTED_FAILURES)) {
      console.log(`  FAILED ${failure.name}\n    ${failure.message}\n    rerun: ${failure.rerun}`);
    }
    const more = result.failures.length - MAX_LISTED_FAILURES;
    if (more > 0) console.log(`  … and ${more} more failing paths at ${result.level} level`);
  }
}

async function main(): Promise<number> {
  const charts = listCharts();
  const chartIds = charts.map((chart) => chart.id);
  const chartLevels: Array<[ChartEntry, LevelResult]> = [];
  // One chart after the other: the paths of a chart share its coverage record.
  for (const chart of charts) chartLevels.push([chart, await runChartLevel(chart)]);
  const ui = runUiSuites();

  const reports = chartLevels.map(([chart, chartLevel]): ChartReport => ({
    chart,
    chartLevel,
    uiLevel: uiLevelFor(chart, ui, chartIds),
  }));
  for (const report of reports) printChart(report);

  const unmapped =
    typeof ui === 'string'
      ? []
      : ui.testResults.filter((suite) => chartIdOfSuite(suite.name, chartIds) === undefined);
  for (const suite of unmapped) {
    console.log(
      `\nUnmapped browser suite ${basename(suite.name)}: name it journey-<chart>-*.test.ts`,
    );
  }

  const belowCoverage = reports
    .filter(
      ({ chartLevel }) => !isComplete(chartLevel.states) || !isComplete(chartLevel.transitions),
    )
    .map(({ chart }) => chart.id);
  const failing = reports
    .filter(({ chartLevel, uiLevel }) => chartLevel.failures.length + uiLevel.failures.length > 0)
    .map(({ chart }) => chart.id);
  const first = reports.flatMap(({ chartLevel, uiLevel }) => [
    ...chartLevel.failures,
    ...uiLevel.failures,
  ])[0];

  console.log('');
  if (belowCoverage.length > 0)
    console.log(`Below full state/transition coverage: ${belowCoverage.join(', ')}`);
  if (failing.length > 0) console.log(`Failing paths in: ${failing.join(', ')}`);
  if (first !== undefined) console.log(`Reproduce one failing path by name:\n  ${first.rerun}`);
  const ok = belowCoverage.length === 0 && failing.length === 0;
  console.log(ok ? 'All charts fully covered; every path passed.' : 'FAILED (see above).');
  return ok ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
