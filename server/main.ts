/** `npm run serve` (and `npm start` after the build): the reference server on PORT (default 3000). */
import { startReferenceServer } from './start';

try {
  const server = await startReferenceServer({ env: process.env, hostname: '0.0.0.0' });
  console.log(`Help & Support running at http://localhost:${server.port}/help-and-support/`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    void server.close().then(() => process.exit(0));
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
