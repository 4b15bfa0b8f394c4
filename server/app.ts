import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { mountAccountRoutes } from './api/accounts';
import { buildAddressBook, mountAddressRoutes } from './api/addresses';
import { mountContentRoutes } from './api/content';
import type { ApiDeps } from './api/deps';
import { mountIdentityRoutes } from './api/identity';
import { mountLeadRoutes } from './api/leads';
import { mountPageRoutes } from './api/pages';
import type { ServerConfig } from './config';
import { mountConsentBanner, withConsentBanner } from './consent-banner';
import type { HelpDatabase } from './db';
import { loadContentFixtures } from './content-fixtures';
import { jsonApiErrors } from './json-api';
import { APP_BASE, APP_HOME, staticDir } from './paths';
import { postRateLimit } from './rate-limit';
import {
  appSecuritySources,
  builtPageScriptSources,
  SECURITY_HEADERS,
  securityHeaders,
} from './security-headers';

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 256 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The app's pages and unhashed files, and the content service's responses. */
const REVALIDATED_PATHS = new RegExp(`^(${APP_BASE}/(?!assets/)|/aem6/content/)`);

/**
 * What a browser must revalidate before using it again (`no-cache`, `max-age=0`: see
 * `REVALIDATED_PATHS`) carries an ETag, so that a returning visitor's revalidation is answered
 * 304 without the body, as the supplier's hosting and content service answer it. Weak, because
 * the same entity may be sent gzipped or not. A 304 keeps the security headers the full response
 * had: a browser updates the stored response's headers with a 304's, and a page's policy names
 * the hashes of its inline styles, which only its body gives.
 */
function revalidatedByETag(): MiddlewareHandler {
  const tagged = etag({
    weak: true,
    retainedHeaders: [...RETAINED_304_HEADERS, ...SECURITY_HEADERS],
  });
  return (c, next) => (REVALIDATED_PATHS.test(c.req.path) ? tagged(c, next) : next());
}

// Unknown paths under these prefixes are 404s; anything else outside the app goes to the 404 page.
const API_PREFIXES = ['/v1/', '/aem6/', '/identity/', '/reference-assets/'];

function mountReferenceAssets(app: Hono): void {
  const stylesheet = fs.readFileSync(path.join(staticDir, 'reference.css'), 'utf8');
  app.get('/reference-assets/reference.css', (c) =>
    c.body(stylesheet, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}

function notFound(c: Context): Response {
  const requestPath = c.req.path;
  if (requestPath === '/v1' || requestPath.startsWith('/v1/')) {
    return jsonApiErrors(c, 404, [
      { code: 'not_found', title: 'Not found', detail: 'There is no such resource.' },
    ]);
  }
  if (API_PREFIXES.some((prefix) => requestPath.startsWith(prefix))) {
    return c.text('Not found', 404);
  }
  return c.redirect('/page-not-found.html', 302);
}

function onError(error: Error, c: Context): Response {
  if (error instanceof HTTPException && error.status < 500) {
    return jsonApiErrors(c, error.status, [
      {
        code: 'bad_request',
        title: 'Bad request',
        detail: error.message || 'The request is not valid.',
      },
    ]);
  }
  console.error(error);
  return jsonApiErrors(c, 500, [
    {
      code: 'internal_error',
      title: 'Internal server error',
      detail: 'Something went wrong on our side.',
    },
  ]);
}

/**
 * Every API call, content endpoint and plain page; no hosting of the built app, whose pages' inline
 * scripts (`builtPageScriptSources`) a page's policy admits where the page holds them.
 */
export function createApi(
  config: ServerConfig,
  db: HelpDatabase,
  builtPageScripts: readonly string[] = [],
): Hono {
  const fixtures = loadContentFixtures();
  const deps: ApiDeps = { config, db, fixtures };
  const addressBook = buildAddressBook(fixtures.addresses);

  const app = new Hono();
  app.use(compress());
  // Outside the security headers, so that it sees (and a 304 keeps) the full response's.
  app.use(revalidatedByETag());
  // Inside compress, so it reads an HTML page's inline styles before they are gzipped.
  app.use(securityHeaders(appSecuritySources(config), builtPageScripts));
  app.use(postRateLimit({ limit: config.postRateLimit }));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The rest of the body is not read: say so, so a keep-alive client opens a new connection.
      onError: (c) =>
        jsonApiErrors(
          c,
          413,
          [
            {
              code: 'payload_too_large',
              title: 'Payload too large',
              detail: `The request body must be at most ${MAX_BODY_BYTES} bytes.`,
            },
          ],
          { Connection: 'close' },
        ),
    }),
  );

  mountReferenceAssets(app);
  mountConsentBanner(app);
  mountContentRoutes(app, deps);
  mountAddressRoutes(app, deps, addressBook);
  mountLeadRoutes(app, deps, addressBook);
  mountAccountRoutes(app, deps);
  mountIdentityRoutes(app, deps);
  mountPageRoutes(app);

  app.notFound(notFound);
  app.onError(onError);
  return app;
}

/** Where the built single-page app is. */
export interface AppOptions {
  distDir: string;
}

function setCacheControlOnSuccess(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', value);
  };
}

/** Paths the build may have prerendered: `/`, `/meters`, `/meters/faulty-meter/`, `…/index.html`. */
const PAGE_PATH = /^((?:\/[a-z0-9-]+)*)\/?(?:index\.html)?$/;

/**
 * The built app under /help-and-support/: a prerendered page (`dist/<path>/index.html`) where the
 * build wrote one, the other files of dist/ as they are, and the app shell (`dist/app-shell.html`,
 * or index.html of a build without one) for every other path, which the app then renders.
 */
export function createApp(config: ServerConfig, db: HelpDatabase, { distDir }: AppOptions): Hono {
  const app = createApi(config, db, builtPageScriptSources(distDir));
  const shellFiles = [path.join(distDir, 'app-shell.html'), path.join(distDir, 'index.html')];
  const serveDist = serveStatic({
    root: distDir,
    rewriteRequestPath: (requestPath) => requestPath.slice(APP_BASE.length),
  });

  const servePage = async (c: Context, files: string[]): Promise<Response | undefined> => {
    for (const file of files) {
      try {
        const html = await fs.promises.readFile(file, 'utf8');
        return c.html(withConsentBanner(html), 200, { 'Cache-Control': 'no-cache' });
      } catch {
        // Not there: try the next one.
      }
    }
    return undefined;
  };

  const serveIndex = async (c: Context): Promise<Response> =>
    (await servePage(c, shellFiles)) ??
    c.text('The app has not been built: run `npm run build`.', 503);

  const servePrerendered = (c: Context): Promise<Response | undefined> => {
    const page = PAGE_PATH.exec(c.req.path.slice(APP_BASE.length))?.[1];
    return page === undefined
      ? Promise.resolve(undefined)
      : servePage(c, [path.join(distDir, page, 'index.html')]);
  };

  app.get(APP_BASE, (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${APP_HOME}${query}`, 301);
  });

  app.get(`${APP_BASE}/assets/*`, setCacheControlOnSuccess(IMMUTABLE), serveDist, (c) =>
    c.text('Not found', 404),
  );

  app.get(
    `${APP_BASE}/*`,
    async (c, next) => {
      // Hidden files and folders (e.g. Vite's .vite/manifest.json) are not published.
      if (c.req.path.includes('/.')) return serveIndex(c);
      // The app's pages always go through servePage, which adds the consent banner.
      const prerendered = await servePrerendered(c);
      if (prerendered) return prerendered;
      if (c.req.path.endsWith('/') || c.req.path.endsWith('/index.html')) return serveIndex(c);
      await next();
    },
    setCacheControlOnSuccess('no-cache'),
    serveDist,
    serveIndex,
  );

  return app;
}
