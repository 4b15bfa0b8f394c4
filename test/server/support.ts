import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type Mock } from 'vitest';
import { camelizeKeys } from '../../src/api/http/camelize-keys';
import { createApp } from '../../server/app';
import { readServerConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type HelpDatabase } from '../../server/db';
import { startReferenceServer, type RunningServer } from '../../server/start';

/** A fresh app with its own temporary data directory and a tiny built app. */
export interface TestServer {
  app: Hono;
  db: HelpDatabase;
  config: ServerConfig;
  distDir: string;
  /** Closes the database and removes the temporary directories. */
  dispose: () => void;
}

export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Help &amp; Support</title></head><body><div id="root"></div></body></html>';
export const ASSET_JS = 'console.log("app");';

/** Builds a throwaway `dist` with index.html, one hashed asset and one public file. */
export function makeDist(root: string): string {
  const distDir = path.join(root, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), ASSET_JS);
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
  return distDir;
}

/** Starts an in-process app (no network) with a temp DATA_DIR; env overrides the defaults. */
export function createTestServer(env: Record<string, string> = {}): TestServer {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-server-test-'));
  const config = readServerConfig({ DATA_DIR: path.join(root, 'data'), ...env });
  const db = openDatabase(config.dataDir);
  const distDir = makeDist(root);
  const app = createApp(config, db, { distDir });
  return {
    app,
    db,
    config,
    distDir,
    dispose: () => {
      db.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The current test's server of `testServerPerTest`; its members are read afresh in each test. */
export type PerTestServer = Omit<TestServer, 'dispose'>;

/** The members of whichever server `current` returns when they are read. */
function serverView(current: () => TestServer): PerTestServer {
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get distDir() {
      return current().distDir;
    },
  };
}

/**
 * A fresh `createTestServer(env)` for each test of the calling `describe` (or file), disposed after
 * the test once `beforeDispose`, if any, has checked it.
 */
export function testServerPerTest(
  env: Record<string, string> = {},
  beforeDispose?: (server: TestServer) => void,
): PerTestServer {
  let current: TestServer | undefined;
  beforeEach(() => {
    current = createTestServer(env);
  });
  afterEach(() => {
    const server = current;
    current = undefined;
    if (server === undefined) return;
    try {
      beforeDispose?.(server);
    } finally {
      server.dispose();
    }
  });
  const server = (): TestServer => {
    if (current === undefined) throw new Error('the test server exists only while a test runs');
    return current;
  };
  return serverView(server);
}

/**
 * One test server for the calling file, which the global `fetch` reaches in-process (relative URLs
 * resolve against http://app.test); `fetchSpy` holds the current test's requests.
 */
export function fetchReachesTestServer(): {
  server: PerTestServer;
  fetchSpy: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
} {
  let current: TestServer | undefined;
  const server = (): TestServer => {
    if (current === undefined) throw new Error('the test server runs only during its file');
    return current;
  };
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? new URL(input, 'http://app.test') : input;
    return Promise.resolve(server().app.fetch(new Request(url, init)));
  });
  beforeAll(() => {
    current = createTestServer();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => fetchSpy.mockClear());
  afterAll(() => {
    vi.unstubAllGlobals();
    current?.dispose();
    current = undefined;
  });
  return { server: serverView(server), fetchSpy };
}

/** A server listening on an ephemeral port of 127.0.0.1, started the way `npm start` starts it. */
export interface ListeningTestServer extends RunningServer {
  /** Its DATA_DIR, for reading what it stored. */
  dataDir: string;
  /** Stops the server and removes the temporary directories. */
  dispose: () => Promise<void>;
}

/** Starts the reference server on a free port with a temp DATA_DIR and a tiny built app. */
export async function startTestServerOnPort(
  env: Record<string, string> = {},
): Promise<ListeningTestServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hs-server-port-test-'));
  const dataDir = path.join(root, 'data');
  const running = await startReferenceServer({
    env: { DATA_DIR: dataDir, ...env },
    port: 0,
    distDir: makeDist(root),
  });
  return {
    ...running,
    dataDir,
    dispose: async () => {
      await running.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * One `startTestServerOnPort(env)` for the calling `describe` (or file), stopped after its tests;
 * `origin` and `dataDir` read the running server's.
 */
export function listeningServerPerSuite(
  env: Record<string, string> = {},
): Pick<ListeningTestServer, 'origin' | 'dataDir'> {
  let current: ListeningTestServer | undefined;
  beforeAll(async () => {
    current = await startTestServerOnPort(env);
  });
  afterAll(async () => {
    await current?.dispose();
    current = undefined;
  });
  const running = (): ListeningTestServer => {
    if (current === undefined) throw new Error('the listening server runs only during its suite');
    return current;
  };
  return {
    get origin() {
      return running().origin;
    },
    get dataDir() {
      return running().dataDir;
    },
  };
}

/** Headers the browser client sends to the main API in JSON:API mode. */
export function jsonApiHeaders(clientId = 'help-and-support-web'): Record<string, string> {
  return {
    Accept: 'application/vnd.api+json, application/json',
    'Content-Type': 'application/vnd.api+json',
    'X-Client-Id': clientId,
  };
}

/** POSTs a JSON:API body the way the client does. */
export function postJsonApi(
  app: Hono,
  url: string,
  body: unknown,
  headers: Record<string, string> = jsonApiHeaders(),
): Promise<Response> {
  return Promise.resolve(
    app.request(url, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** A response body as the browser client sees it: JSON with every key camelCased. */
export async function clientView(response: Response): Promise<unknown> {
  return camelizeKeys(await response.json());
}

/** First error pointer of a JSON:API error document. */
export async function firstPointer(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { source?: { pointer?: string } }[] };
  return body.errors?.[0]?.source?.pointer;
}

/** All `Set-Cookie` header values of a response. */
export function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/**
 * Expects `url` to carry a weak ETag, a revalidation with it to be a 304 with no body and the
 * same ETag and Cache-Control, and one with another tag to be the full response again.
 */
export async function expectRevalidatedWith304(app: Hono, url: string): Promise<void> {
  const first = await app.request(url);
  const tag = first.headers.get('ETag');
  expect(tag).toMatch(/^W\/"[^"]+"$/);

  const unchanged = await app.request(url, { headers: { 'If-None-Match': tag ?? '' } });
  expect(unchanged.status).toBe(304);
  expect(await unchanged.text()).toBe('');
  expect(unchanged.headers.get('ETag')).toBe(tag);
  expect(unchanged.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));

  const changed = await app.request(url, { headers: { 'If-None-Match': 'W/"other"' } });
  expect(changed.status).toBe(200);
  expect(await changed.text()).toBe(await first.text());
}
