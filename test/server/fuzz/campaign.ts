/**
 * Property-based fuzzing of the reference server in-process (`app.request`): every POST endpoint
 * with bodies from the shared schemas, mutated (`mutations.ts`), and every query parameter with
 * hostile values. For every case: no 5xx; a row is stored exactly when the answer is a new 201, and
 * only for a body the shared schema accepts; every refusal of the main API is a JSON:API error
 * document; a sign-in redirect stays on the site. Run by `test/server/fuzz.test.ts` (a seeded
 * 2,000 cases an endpoint) and `npm run fuzz` (100,000 and more).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  addressCreateRequestSchema,
  jsonApiErrorDocumentSchema,
  leadRequestSchema,
} from '../../../src/api/schemas';
import { createApp } from '../../../server/app';
import { readServerConfig } from '../../../server/config';
import { countAddresses, countLeads, openDatabase, type HelpDatabase } from '../../../server/db';
import { testUsers } from '../../../server/fixtures/users';
import { hostileText, mutatedBodies, type Body } from './mutations';
import { schemaArbitrary } from './schema-arbitrary';

/** One request of a case. */
interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: Body;
}

/** What happened over an endpoint's cases. */
export interface EndpointTally {
  endpoint: string;
  cases: number;
  /** Answers by status and, for a JSON:API error, the first error's code (`400 too_deep`). */
  answers: Map<string, number>;
  serverErrors: number;
  /** Rows stored by a request that was refused, or not by the schema's accepting. */
  storedForRefused: number;
  /** fast-check's report of the first broken property, shrunk; undefined when all held. */
  failure: string | undefined;
}

interface Target {
  endpoint: string;
  requests: fc.Arbitrary<FuzzRequest>;
  /** The shared schema a stored body must satisfy. */
  schema?: z.ZodMiniType;
}

const CLIENT_ID = 'help-and-support-web';

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/vnd.api+json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/vnd.api+json; charset="UTF-8"',
      'application/json; charset=iso-8859-1',
      'text/plain',
      'multipart/form-data',
    ),
    weight: 2,
  },
);

/** A few keys again and again (replays and conflicts), sometimes a fresh or a refused one. */
const idempotencyKey = fc.option(
  fc.oneof(
    fc.constantFrom('repeat-1', 'repeat-2', 'repeat-3'),
    fc.stringMatching(/^[!-~]{1,40}$/),
    fc.constantFrom('', ' ', 'two keys', 'k'.repeat(256), 'clé'),
  ),
  { nil: undefined, freq: 2 },
);

function jsonPost(url: string, schema: z.ZodMiniType): Target {
  const requests = fc
    .record({
      body: mutatedBodies(schemaArbitrary(schema)),
      type: contentType,
      key: idempotencyKey,
      client: fc.oneof(
        { arbitrary: fc.constant(CLIENT_ID), weight: 9 },
        { arbitrary: fc.constantFrom('', 'other-client'), weight: 1 },
      ),
    })
    .map(({ body, type, key, client }): FuzzRequest => ({
      method: 'POST',
      url,
      body,
      headers: {
        'Content-Type': type,
        ...(client === '' ? {} : { 'X-Client-Id': client }),
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
    }));
  return { endpoint: `POST ${url}`, requests, schema };
}

/** A query or form value as sent: percent-encoded text, raw bytes, or bare special characters. */
const encodedValue = fc.oneof(
  hostileText.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return text.replace(/[^\w]/g, (char) => `%${char.charCodeAt(0).toString(16).slice(-2)}`);
    }
  }),
  fc
    .uint8Array({ maxLength: 12 })
    .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%%', '%zz', '%E0%A4%A', '+', '&', '=', '#', '..', '%00', '%2F%2Fevil'),
  fc.constantFrom(
    '//evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/help-and-support/deals?x=1',
    'SW1A%201AA',
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** `name=value` pairs: the endpoint's parameters, repeated ones and unknown ones. */
function encodedPairs(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 6 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', '', 'x[y]'), weight: 1 },
  );
  return fc
    .array(fc.tuple(name, encodedValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

function queryGet(pathname: string, names: readonly string[]): Target {
  const requests = encodedPairs(names).map((query): FuzzRequest => ({
    method: 'GET',
    url: `${pathname}?${query}`,
    headers: {},
  }));
  return { endpoint: `GET ${pathname}?${names.join('&')}`, requests };
}

const signInForm: Target = {
  endpoint: 'POST /identity/authorize',
  requests: fc
    .tuple(
      encodedPairs(['state']),
      fc.oneof(fc.constantFrom(...testUsers.map((user) => user.id)), hostileText),
      fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'),
    )
    .map(([pairs, user, type]): FuzzRequest => ({
      method: 'POST',
      url: '/identity/authorize',
      headers: { 'Content-Type': type },
      body: `user=${encodeURIComponent(user.replace(/[\uD800-\uDFFF]/g, ''))}&${pairs}`,
    })),
};

/** Every POST endpoint and every query parameter of the reference server. */
export const targets: readonly Target[] = [
  jsonPost('/v1/leads', leadRequestSchema),
  jsonPost('/v1/addresses', addressCreateRequestSchema),
  signInForm,
  queryGet('/v1/addresses', ['postcode']),
  queryGet('/search', ['q', 'initiated']),
  queryGet('/identity/authorize', ['response_type', 'client_id', 'state']),
  queryGet('/help-and-support', ['x', 'utm_source']),
];

/** A server of its own, in a temporary directory, that no rate limit slows. */
function fuzzServer(): { app: Hono; db: HelpDatabase; dispose: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-fuzz-'));
  const distDir = path.join(root, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Help</title>');
  const config = readServerConfig({
    DATA_DIR: path.join(root, 'data'),
    POST_RATE_LIMIT: '1000000',
    TOKEN_SECRET: 'a-fuzzing-secret-of-some-length',
  });
  const db = openDatabase(config.dataDir);
  // Answers are what is fuzzed, not durability: no flush to disk at every commit.
  db.pragma('synchronous = OFF');
  const app = createApp(config, db, { distDir });
  return {
    app,
    db,
    dispose: () => {
      db.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const rows = (db: HelpDatabase): number => countLeads(db) + countAddresses(db);

/** The value of a JSON body, or undefined when it is not UTF-8 JSON. */
function parsedJson(body: Body | undefined): unknown {
  try {
    const text =
      typeof body === 'string' ? body : new TextDecoder('utf-8', { fatal: true }).decode(body);
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer's key in the tally, and the broken promise if any. */
async function judge(
  target: Target,
  request: FuzzRequest,
  response: Response,
  stored: number,
): Promise<{ answer: string; broken?: string }> {
  const { status } = response;
  const text = await response.text();
  const isJsonApi = response.headers.get('Content-Type') === 'application/vnd.api+json';
  const errors =
    isJsonApi && status >= 400 ? jsonApiErrorDocumentSchema.safeParse(parsedJson(text)) : undefined;
  const answer = `${status}${errors?.success ? ` ${errors.data.errors[0]?.code ?? ''}` : ''}`;
  if (status >= 500) return { answer, broken: `answered ${status}: ${text.slice(0, 300)}` };
  const isNew = status === 201 && response.headers.get('Idempotent-Replayed') === null;
  if (stored !== (isNew ? 1 : 0))
    return { answer, broken: `stored ${stored} row(s) for ${status}` };
  if (isNew && target.schema && !target.schema.safeParse(parsedJson(request.body)).success) {
    return { answer, broken: 'stored a body the shared schema refuses' };
  }
  if (request.url.startsWith('/v1/') && status >= 400 && !errors?.success) {
    return { answer, broken: `a ${status} that is not a JSON:API error document` };
  }
  const location = response.headers.get('Location');
  if (status >= 300 && status < 400 && location !== null) {
    const probe = 'http://reference.invalid';
    if (!location.startsWith('/') || new URL(location, probe).origin !== probe) {
      return { answer, broken: `redirected off the site: ${location}` };
    }
  }
  return { answer };
}

/** Runs `cases` cases of one target with `seed`; never throws for a broken property. */
export async function fuzzEndpoint(
  target: Target,
  cases: number,
  seed: number,
): Promise<EndpointTally> {
  const server = fuzzServer();
  const tally: EndpointTally = {
    endpoint: target.endpoint,
    cases: 0,
    answers: new Map(),
    serverErrors: 0,
    storedForRefused: 0,
    failure: undefined,
  };
  try {
    const property = fc.asyncProperty(target.requests, async (request) => {
      const before = rows(server.db);
      const response = await server.app.request(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const stored = rows(server.db) - before;
      const { answer, broken } = await judge(target, request, response, stored);
      tally.cases += 1;
      tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
      if (response.status >= 500) tally.serverErrors += 1;
      if (stored > 0 && response.status !== 201) tally.storedForRefused += stored;
      if (broken !== undefined) throw new Error(broken);
    });
    const details = await fc.check(property, { numRuns: cases, seed, endOnFailure: false });
    if (details.failed) tally.failure = fc.defaultReportMessage(details);
  } finally {
    server.dispose();
  }
  return tally;
}

/** The tallies as a plain-text table: one row an endpoint, then its answers. */
export function formatTallies(tallies: readonly EndpointTally[]): string {
  const lines = [
    `${'endpoint'.padEnd(58)}${'cases'.padStart(8)}${'5xx'.padStart(6)}${'stored-refused'.padStart(16)}`,
  ];
  for (const tally of tallies) {
    lines.push(
      `${tally.endpoint.padEnd(58)}${String(tally.cases).padStart(8)}${String(tally.serverErrors).padStart(6)}${String(tally.storedForRefused).padStart(16)}`,
    );
    const answers = [...tally.answers].sort(([, a], [, b]) => b - a);
    for (const [answer, count] of answers) {
      lines.push(`    ${answer.padEnd(54)}${String(count).padStart(8)}`);
    }
  }
  return lines.join('\n');
}
