import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { readHtmlFixture } from '../content-fixtures';
import { staticDir } from '../paths';
import type { ApiDeps } from './deps';

const SLUG = /^[a-z0-9-]+$/;
const ARTICLE_FILE = /^([a-z0-9-]+)\.html$/;
const AEM_DATA_FILE = 'jcr:content.data.json';
const NUCLEUS_SCRIPTS = ['forms.js', 'forms-runtime.js'] as const;

function notFound(c: Context): Response {
  return c.text('Not found', 404);
}

async function htmlPage(c: Context, relativePath: string): Promise<Response> {
  const html = await readHtmlFixture(relativePath);
  if (html === undefined) return notFound(c);
  return c.html(html, 200, { 'Cache-Control': 'no-cache' });
}

/** Content-service stand-in: header, categories, articles, deals, meter-read config, outage, nucleus scripts. */
export function mountContentRoutes(app: Hono, { config, fixtures }: ApiDeps): void {
  const dam = `/aem6/content/dam/${config.providerId}/beta/json/help`;
  const pages = `/aem6/content/${config.providerId}/help`;

  // ':' in 'jcr:content' would read as a route parameter, so the file name is matched by hand.
  app.get('/aem6/content/sysadmin/header-configuration/:file', (c) => {
    if (c.req.param('file') !== AEM_DATA_FILE) return notFound(c);
    return c.json(fixtures.headerConfiguration, 200, { 'Cache-Control': 'max-age=0' });
  });

  app.get(`${dam}/categories/categories.json`, (c) =>
    c.json(fixtures.categories, 200, { 'Cache-Control': 'max-age=0' }),
  );

  app.get(`${dam}/meter-read/submit-meter-read.json`, (c) =>
    c.json({ ...fixtures.meterReadConfig, isMeterReadWeek: config.meterReadWeek }, 200, {
      'Cache-Control': 'no-cache',
    }),
  );

  app.get('/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/:file', (c) => {
    if (c.req.param('file') !== AEM_DATA_FILE) return notFound(c);
    return c.json(config.outageNotice ? fixtures.outageNotice : {}, 200, {
      'Cache-Control': 'no-cache',
    });
  });

  app.get(`${pages}/deals.html`, (c) => htmlPage(c, 'deals.html'));

  // Slugs are checked against a strict pattern before they touch the file system: no traversal.
  app.get(`${pages}/:category/:article`, (c) => {
    const category = c.req.param('category');
    const article = ARTICLE_FILE.exec(c.req.param('article'))?.[1];
    if (!SLUG.test(category) || article === undefined) return notFound(c);
    return htmlPage(c, path.join('articles', category, `${article}.html`));
  });

  for (const name of NUCLEUS_SCRIPTS) {
    const source = fs.readFileSync(path.join(staticDir, 'nucleus', name), 'utf8');
    app.get(`/aem6/etc.clientlibs/nucleus/${name}`, (c) =>
      c.body(source, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    );
  }
}
