import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startReferenceServer } from '../../server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    serverOrigin: string;
    dataDir: string;
  }
}

/** Starts the reference server on a free port against the built app in dist/ for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'help-and-support-e2e-'));
  const server = await startReferenceServer({
    // Every suite posts from 127.0.0.1: far more than a visitor's POST_RATE_LIMIT (60 a minute).
    env: { ...process.env, DATA_DIR: dataDir, POST_RATE_LIMIT: '100000' },
    port: 0,
  });
  project.provide('serverOrigin', server.origin);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
