import { serve, type ServerType } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { readServerConfig, tokenSecretNotice } from './config';
import { openDatabase } from './db';
import { defaultDistDir } from './paths';

export interface RunningServer {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the reference server (API + built app) — the one start-up path shared by `npm start`,
 * the browser tests and the scripts. `port: 0` picks a free port.
 */
export async function startReferenceServer({
  env,
  port,
  hostname = '127.0.0.1',
  distDir = defaultDistDir,
}: {
  env: Record<string, string | undefined>;
  port?: number;
  hostname?: string;
  distDir?: string;
}): Promise<RunningServer> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `The app is not built: ${join(distDir, 'index.html')} is missing.\n` +
        'Run `npm run build` first (or `npm start`, which builds and serves).',
    );
  }
  const config = readServerConfig(env);
  const notice = tokenSecretNotice(config);
  if (notice !== undefined) console.warn(notice);
  const db = openDatabase(config.dataDir);
  const app = createApp(config, db, { distDir });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname, port: port ?? config.port }, () => {
      resolve(started);
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
