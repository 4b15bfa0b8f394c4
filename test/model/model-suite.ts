/**
 * The vitest suite of a chart model: one test per generated path, and a last test that the paths
 * together take every state and every transition of the chart.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChartCoverage } from './coverage';
import type { ChartModelDefinition } from './models/chart-model';

export function describeChartModel(model: ChartModelDefinition): void {
  const label = basename(model.testFile, '.model.test.ts');
  describe(model.suite, () => {
    const coverage = new ChartCoverage(model.machine);
    const notRunYet = new Set<() => Promise<void>>();

    for (const group of model.pathGroups()) {
      const register = (): void => {
        for (const path of group.paths) {
          const run = async (): Promise<void> => {
            notRunYet.delete(run);
            await path.run(coverage);
          };
          notRunYet.add(run);
          it(path.name, run);
        }
      };
      if (group.name === null) register();
      else describe(group.name, register);
    }

    it('together the paths cover every state node and every transition of the chart', async () => {
      // Runs whatever a filtered test run skipped, so the claim holds for the whole path set.
      for (const run of [...notRunYet]) await run();
      console.info(`${label} coverage: ${coverage.summary()}`);
      expect(coverage.missingStates()).toEqual([]);
      expect(coverage.missingTransitions()).toEqual([]);
      expect(coverage.uncheckedStates()).toEqual([]);
    }, 60_000);
  });
}
