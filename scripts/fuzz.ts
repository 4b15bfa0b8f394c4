/**
 * `npm run fuzz [-- --cases-per-endpoint N] [-- --seed S]`: the property-based fuzzing of
 * `test/server/fuzz/campaign.ts` at scale, 15,000 cases for each of the 7 endpoints (105,000) by
 * default, with a new seed each run (printed, to replay a failure). Prints the answers by status
 * and error code, the 5xx and the rows stored for refused input; exits 1 unless both are 0 and
 * every property held.
 */
import { parseArgs } from 'node:util';
import {
  formatTallies,
  fuzzEndpoint,
  targets,
  type EndpointTally,
} from '../test/server/fuzz/campaign';

const { values } = parseArgs({
  options: {
    'cases-per-endpoint': { type: 'string', default: '15000' },
    seed: { type: 'string', default: String(Date.now() % 2_147_483_647) },
  },
});
const casesPerEndpoint = Number(values['cases-per-endpoint']);
const seed = Number(values.seed);
if (!Number.isInteger(casesPerEndpoint) || casesPerEndpoint < 1 || !Number.isInteger(seed)) {
  throw new Error('--cases-per-endpoint and --seed take whole numbers');
}

console.log(`Fuzzing ${targets.length} endpoints, ${casesPerEndpoint} cases each, seed ${seed}`);
const started = Date.now();
const tallies: EndpointTally[] = [];
for (const target of targets) {
  const tally = await fuzzEndpoint(target, casesPerEndpoint, seed);
  console.log(`  ${target.endpoint}: ${tally.cases} cases`);
  tallies.push(tally);
}

const total = (count: (tally: EndpointTally) => number): number =>
  tallies.reduce((sum, tally) => sum + count(tally), 0);
console.log(`\n${formatTallies(tallies)}\n`);
console.log(`cases                         ${total((tally) => tally.cases)}`);
console.log(`5xx answers                   ${total((tally) => tally.serverErrors)}`);
console.log(`rows stored for refused input ${total((tally) => tally.storedForRefused)}`);
console.log(`time                          ${((Date.now() - started) / 1000).toFixed(0)} s`);

const failures = tallies.filter((tally) => tally.failure !== undefined);
for (const tally of failures) console.error(`\n${tally.endpoint}\n${tally.failure ?? ''}`);
const clean =
  failures.length === 0 &&
  total((tally) => tally.serverErrors) === 0 &&
  total((tally) => tally.storedForRefused) === 0;
process.exitCode = clean ? 0 : 1;
