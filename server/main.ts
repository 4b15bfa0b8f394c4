import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { openDatabase } from './db';
import { defaultDistDir } from './paths';

function readConfigOrExit(): ServerConfig {
  try {
    return readServerConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

function start(): void {
  const config = readConfigOrExit();
  if (!fs.existsSync(path.join(defaultDistDir, 'index.html'))) {
    console.error(
      `The app is not built: ${path.join(defaultDistDir, 'index.html')} is missing.\n` +
        'Run `npm run build` first (or `npm start`, which builds and serves).',
    );
    process.exit(1);
  }

  const db = openDatabase(config.dataDir);
  const app = createApp(config, db, { distDir: defaultDistDir });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Help & Support running at http://localhost:${info.port}/help-and-support/`);
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    server.close(() => {
      db.close();
      process.exit(0);
    });
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => {
      db.close();
      process.exit(0);
    }, 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

start();
