/**
 * `npm run dev`: the app with hot reload (Vite in middleware mode) and the reference API on one
 * port, so the app calls the same same-origin paths as in production.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { createApi } from './app';
import { readServerConfig, tokenSecretNotice } from './config';
import { withConsentBanner } from './consent-banner';
import { openDatabase } from './db';

const config = readServerConfig(process.env);
const notice = tokenSecretNotice(config);
if (notice !== undefined) console.warn(notice);
const db = openDatabase(config.dataDir);
const api = getRequestListener(createApi(config, db).fetch);
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { port: config.port + 1 } },
  appType: 'spa',
  // The stand-in consent banner, as the built app gets it from `createApp`.
  plugins: [{ name: 'reference-consent-banner', transformIndexHtml: withConsentBanner }],
});

const server = createServer((request, response) => {
  if (request.url?.startsWith('/help-and-support')) {
    vite.middlewares(request, response);
  } else {
    void api(request, response);
  }
});

server.listen(config.port, () => {
  console.log(`Help & Support (dev) running at http://localhost:${config.port}/help-and-support/`);
});
