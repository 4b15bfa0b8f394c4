import { describe, expect, it } from 'vitest';
import { ChartCoverage } from './coverage';
import { complaintModel as model } from './models/complaint';

// Samples and path checks: ./models/complaint.ts, shared with `npm run test:model`.
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
    console.info(`complaint coverage: ${coverage.summary()}`);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
    expect(coverage.uncheckedStates()).toEqual([]);
  }, 60_000);
});
