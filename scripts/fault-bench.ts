/**
 * `npm run bench:faults [-- --rounds N]`: fault rehearsal of the reference server. Starts it as a
 * child process on a temporary DATA_DIR, sends bursts of lead posts (each with its own
 * Idempotency-Key), kills it with SIGKILL mid-burst (10 rounds by default) and restarts it on the
 * same DATA_DIR. Then, as the client would, it sends again every post that got no answer with the
 * same key, replays every acknowledged key, and compares what was acknowledged with what is stored.
 * Prints a table; exits 1 when an acknowledged lead is missing or a replay gives another id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { leadResponseSchema } from '../src/api/schemas';
import { countLeads, getLead, openDatabase } from '../server/db';
import { startReferenceServer } from '../server/start';
import { complaintLead } from '../test/server/lead-examples';

const SERVE_FLAG = '--serve-on';
const BURST_CONCURRENCY = 16;
const LATENCY_SAMPLES = 300;

/** Child mode: the reference server on DATA_DIR, printing its origin once it listens. */
async function serve(root: string): Promise<void> {
  const server = await startReferenceServer({
    env: { ...process.env },
    port: 0,
    distDir: path.join(root, 'dist'),
  });
  console.log(`listening ${server.origin}`);
}

interface Running {
  child: ChildProcess;
  origin: string;
}

function startChild(root: string, dataDir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), SERVE_FLAG, root],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        POST_RATE_LIMIT: '1000000',
        TOKEN_SECRET: 'a-fault-bench-secret-of-some-length',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /listening (\S+)/.exec(output)?.[1];
      if (origin !== undefined) resolve({ child, origin });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

function kill(running: Running, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill(signal);
  });
}

const body = JSON.stringify(complaintLead());

/** Posts one lead with `key`; its id when acknowledged (201), undefined when no answer came. */
async function postLead(
  origin: string,
  key: string,
): Promise<{ id: string; replayed: boolean } | undefined> {
  try {
    const response = await fetch(`${origin}/v1/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/vnd.api+json',
        'X-Client-Id': 'help-and-support-web',
        'Idempotency-Key': key,
      },
      body,
    });
    if (response.status !== 201) throw new Error(`answered ${response.status}`);
    const { data } = leadResponseSchema.parse(await response.json());
    return { id: data.id, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
  } catch (error) {
    if (error instanceof TypeError) return undefined; // the connection died with the server
    throw error;
  }
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** p99 of `LATENCY_SAMPLES` sequential posts, in milliseconds; the leads count as acknowledged. */
async function p99Latency(origin: string, acknowledged: Map<string, string>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const key = randomUUID();
    const started = performance.now();
    const answer = await postLead(origin, key);
    samples.push(performance.now() - started);
    if (answer === undefined) throw new Error('no answer while measuring latency');
    acknowledged.set(key, answer.id);
  }
  return percentile(samples, 0.99);
}

/** Posts without pause from `BURST_CONCURRENCY` clients until `until` resolves. */
async function burst(
  origin: string,
  until: Promise<void>,
  acknowledged: Map<string, string>,
  unanswered: string[],
): Promise<number> {
  let stopped = false;
  let sent = 0;
  void until.then(() => {
    stopped = true;
  });
  const client = async (): Promise<void> => {
    while (!stopped) {
      const key = randomUUID();
      sent += 1;
      const answer = await postLead(origin, key);
      if (answer === undefined) unanswered.push(key);
      else acknowledged.set(key, answer.id);
    }
  };
  await Promise.all(Array.from({ length: BURST_CONCURRENCY }, client));
  return sent;
}

async function rehearse(rounds: number): Promise<boolean> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-fault-bench-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Help</title>');
  const acknowledged = new Map<string, string>();
  const unanswered: string[] = [];
  let sent = 0;
  try {
    let running = await startChild(root, dataDir);
    const p99Before = await p99Latency(running.origin, acknowledged);
    sent += LATENCY_SAMPLES;

    for (let round = 1; round <= rounds; round += 1) {
      const killAfterMs = 150 + Math.floor(Math.random() * 450);
      const timeUp = new Promise<void>((resolve) => setTimeout(resolve, killAfterMs));
      // New posts stop at the kill; the ones in flight then are the unanswered ones.
      const bursting = burst(running.origin, timeUp, acknowledged, unanswered);
      await timeUp;
      await kill(running, 'SIGKILL');
      sent += await bursting;
      running = await startChild(root, dataDir);
      console.log(`round ${round}: SIGKILL after ${killAfterMs} ms, restarted`);
    }

    const p99After = await p99Latency(running.origin, acknowledged);
    sent += LATENCY_SAMPLES;

    // The client's retry: the same key again for every post that got no answer.
    const acknowledgedAtFirst = acknowledged.size;
    let storedBeforeTheKill = 0;
    for (const key of unanswered) {
      const answer = await postLead(running.origin, key);
      if (answer === undefined) throw new Error('no answer to a retry');
      if (answer.replayed) storedBeforeTheKill += 1;
      acknowledged.set(key, answer.id);
    }

    let sameIds = 0;
    for (const [key, id] of acknowledged) {
      const answer = await postLead(running.origin, key);
      if (answer?.replayed === true && answer.id === id) sameIds += 1;
    }
    await kill(running, 'SIGTERM');

    const db = openDatabase(dataDir);
    const stored = countLeads(db);
    const missing = [...acknowledged.values()].filter((id) => getLead(db, id) === undefined);
    db.close();

    const rows: [string, string | number][] = [
      ['rounds (SIGKILL mid-burst, restart on the same DATA_DIR)', rounds],
      ['posts sent (each with its own Idempotency-Key)', sent],
      ['acknowledged (201) at the first attempt', acknowledgedAtFirst],
      ['unanswered, sent again with the same key after restart', unanswered.length],
      ['... of which stored before the kill (answered as a replay)', storedBeforeTheKill],
      ['acknowledged in all (after the retries)', acknowledged.size],
      ['leads stored', stored],
      ['acknowledged leads missing from the store', missing.length],
      [
        'replays of acknowledged keys answered with the same id',
        `${sameIds} of ${acknowledged.size}`,
      ],
      ['p99 latency before the kills', `${p99Before.toFixed(1)} ms`],
      ['p99 latency after the restarts', `${p99After.toFixed(1)} ms`],
    ];
    console.log('');
    for (const [label, value] of rows)
      console.log(`| ${label.padEnd(58)} | ${String(value).padStart(12)} |`);
    return missing.length === 0 && stored === acknowledged.size && sameIds === acknowledged.size;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '10' }, 'serve-on': { type: 'string' } },
});
if (values['serve-on'] !== undefined) {
  await serve(values['serve-on']);
} else {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number');
  process.exitCode = (await rehearse(rounds)) ? 0 : 1;
}
