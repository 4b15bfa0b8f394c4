/**
 * `npm run bench:load`: the reference server under load. Starts the server the way `npm start`
 * does (`server/main.ts` -> `server/start.ts`) in its own process on an ephemeral port, with a
 * temporary DATA_DIR and the POST rate limit raised out of the way, then drives three calls with
 * autocannon at 50 concurrent connections — the app's page, an address lookup and lead posts — and
 * prints a table of requests per second and p50/p99 latency, with the server's resident memory
 * before and after. It prints figures; it asserts nothing. Needs a build (`npm run build`).
 *
 * LOAD_DURATION (seconds per call, default 10) and LOAD_CONNECTIONS (default 50) change the run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import * as z from 'zod/mini';
import { countLeads, openDatabase } from '../server/db';
import { complaintLead } from '../test/server/lead-examples';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const WARM_UP_S = 2;
const AUTOCANNON = path.resolve('node_modules/autocannon/autocannon.js');

/** One call under load: what autocannon sends. */
interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

// The complaint lead of the server tests, for the address the lookup scenario finds.
const lead = complaintLead('addr-sw1a1aa-1');

const scenarios: Scenario[] = [
  {
    name: 'page GET /help-and-support/ (gzip)',
    path: '/help-and-support/',
    headers: { 'Accept-Encoding': 'gzip' },
  },
  {
    name: 'address lookup GET /v1/addresses?postcode=SW1A 1AA',
    path: '/v1/addresses?postcode=SW1A%201AA',
    headers: { Accept: 'application/vnd.api+json' },
  },
  {
    name: 'lead post POST /v1/leads',
    path: '/v1/leads',
    method: 'POST',
    headers: {
      Accept: 'application/vnd.api+json',
      'Content-Type': 'application/vnd.api+json',
      'X-Client-Id': 'help-and-support-web',
    },
    body: JSON.stringify(lead),
  },
];

/** The parts of autocannon's `--json` result the table shows. */
const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});
type Result = z.infer<typeof resultSchema>;

interface Server {
  origin: string;
  pid: number;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts `server/main.ts` on PORT=0 and resolves once it says where it listens. */
async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'help-and-support-load-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      POST_RATE_LIMIT: '1000000',
      TOKEN_SECRET: randomBytes(24).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { stdout, pid } = child;
  if (!stdout || pid === undefined) throw new Error('The server process did not start.');
  const port = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      const match = /running at http:\/\/localhost:(\d+)\//.exec(line);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (code ${code}).`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB (Linux `/proc`), or undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Runs autocannon (its CLI, in its own process) against one scenario. */
function load(origin: string, scenario: Scenario): Result {
  const args = [
    AUTOCANNON,
    '--json',
    '--no-progress',
    '--connections',
    String(CONNECTIONS),
    '--duration',
    String(DURATION_S),
    '--warmup',
    '[',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(WARM_UP_S),
    ']',
    '--method',
    scenario.method ?? 'GET',
  ];
  for (const [name, value] of Object.entries(scenario.headers ?? {})) {
    args.push('--headers', `${name}=${value}`);
  }
  if (scenario.body !== undefined) args.push('--body', scenario.body);
  args.push(`${origin}${scenario.path}`);
  const output = execFileSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // With a warm-up, autocannon prints one JSON line for it first; the last line is the run.
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  return resultSchema.parse(JSON.parse(lastLine));
}

function format(value: number | undefined, digits = 0): string {
  return value === undefined ? 'n/a' : value.toFixed(digits);
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const server = await startServer();
try {
  // One request each so start-up work (first reads, JIT) is not counted as idle memory.
  for (const scenario of scenarios.filter((candidate) => candidate.method !== 'POST')) {
    await (await fetch(`${server.origin}${scenario.path}`)).arrayBuffer();
  }
  const rssBefore = rssMb(server.pid);
  const rows: string[] = [];
  for (const scenario of scenarios) {
    console.error(`Loading ${scenario.name} for ${DURATION_S} s…`);
    const result = load(server.origin, scenario);
    rows.push(
      `| ${scenario.name} | ${format(result.requests.average)} | ${format(result.latency.p50)} | ${format(result.latency.p99)} | ${result.requests.total} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
    );
  }
  const rssAfter = rssMb(server.pid);
  const db = openDatabase(server.dataDir);
  const storedLeads = countLeads(db);
  db.close();

  const cpus = os.cpus();
  console.log(
    `Load: ${CONNECTIONS} connections, ${DURATION_S} s per call after a ${WARM_UP_S} s warm-up; ` +
      `commit ${commit()}, Node ${process.version}, ${cpus.length} cores (${cpus[0]?.model ?? 'unknown CPU'}).`,
  );
  console.log('');
  console.log('| call | req/s | p50 ms | p99 ms | requests | non-2xx | errors |');
  console.log('| ---- | ----- | ------ | ------ | -------- | ------- | ------ |');
  for (const row of rows) console.log(row);
  console.log('');
  console.log(
    `Server RSS: ${format(rssBefore, 1)} MB before, ${format(rssAfter, 1)} MB after; leads stored: ${storedLeads}.`,
  );
} finally {
  await server.stop();
}
