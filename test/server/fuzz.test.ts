/**
 * A seeded property-based fuzzing run (fast-check) of every POST endpoint and every query
 * parameter, 2,000 cases each, in-process: no 5xx, no row stored for refused input, every refusal
 * a JSON:API error, every redirect on the site (`fuzz/campaign.ts`). `npm run fuzz` runs more.
 */
import { describe, expect, it } from 'vitest';
import { formatTallies, fuzzEndpoint, targets } from './fuzz/campaign';

const CASES_PER_ENDPOINT = 2_000;
const SEED = 20_261_127;

describe('fuzzing every POST endpoint and query parameter', () => {
  it.each(targets.map((target) => [target.endpoint, target] as const))(
    '%s: no 5xx, nothing stored for refused input',
    async (_endpoint, target) => {
      const tally = await fuzzEndpoint(target, CASES_PER_ENDPOINT, SEED);
      expect(tally.failure, tally.failure).toBeUndefined();
      expect(tally.cases).toBe(CASES_PER_ENDPOINT);
      expect(tally.serverErrors, formatTallies([tally])).toBe(0);
      expect(tally.storedForRefused, formatTallies([tally])).toBe(0);
    },
    60_000,
  );
});
