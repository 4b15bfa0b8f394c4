import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createApp } from '../../server/app';
import { readServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    serverOrigin: string;
    dataDir: string;
  }
}

/** Starts the reference server on a free port against the built app in dist/ for the browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'help-and-support-e2e-'));
  const config = readServerConfig({ ...process.env, DATA_DIR: dataDir });
  const db = openDatabase(dataDir);
  const app = createApp(config, db, { distDir: join(import.meta.dirname, '..', '..', 'dist') });

  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
      resolve(started);
    });
  });
  const { port } = server.address() as AddressInfo;
  project.provide('serverOrigin', `http://127.0.0.1:${port}`);
  project.provide('dataDir', dataDir);

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
