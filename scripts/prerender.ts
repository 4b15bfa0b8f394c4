/**
 * Prerendering, the last step of `vite build` (see `vite.config.ts`): walks the route tree's pages
 * and writes each as a static file, `dist/<path>/index.html`. Rendering, dehydration and hydration
 * are TanStack Router's (`src/entry-server.tsx`, `src/main.tsx`); this step only chooses the pages
 * and fills the built `index.html` with each:
 *
 * - the page's markup in `#root`, with the router's dehydration scripts (its matches and the query
 *   client's data), which the browser's router hydrates;
 * - its `<title>` and meta description, which `<HeadContent/>` rendered from the matched routes'
 *   `head()`s and React hoisted out of the markup;
 * - the app's own style sheet (the shell, Mantine's base styles, the theme's CSS variables from
 *   `src/ui/theme.ts`) and the screen's inlined, so the first paint waits for no request;
 * - `modulepreload` links of the screen's modules, so hydration does not wait for a chain of
 *   imports.
 *
 * The pages are home, contact us, the 12 categories, every article they link to and every journey
 * step's path: a step a new visitor may open as that visitor sees it, any other (`ssr: false`) as
 * the site's frame with the step's pending state. Any other path (deals, any other article) is served `dist/app-shell.html`: the
 * same page with an empty `#root`, which the browser renders. The data the pages show is read at
 * build time from the reference server's API, in this process (`withReferenceApi`), unless the
 * build points the app at other services (`VITE_*_BASE_URL`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { complaintValues } from '../machines/complaint-values';
import { journeyRoutes, type JourneyRouteId } from '../machines/journey-routes';
import type { PrerenderedPage } from '../src/entry-server';
import { createApi } from '../server/app';
import { readServerConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { escapeHtml } from '../server/html';
import { BUILT_PAGE_SOURCES_FILE, inlineScriptHashes } from '../server/security-headers';
import { readManifest, staticClosure, type Manifest } from './bundle-report';

/** The served page of every path that has no prerendered page of its own. */
const APP_SHELL_FILE = 'app-shell.html';

const ARTICLE_ROUTE = '/$category/$article';

/** The content routes that are prerendered, with the lazily loaded modules each one renders. */
const PRERENDERED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/ui/home/home-page.tsx'],
  '/$category': ['src/ui/category/category-page.tsx'],
  [ARTICLE_ROUTE]: ['src/ui/article/article-page.tsx'],
  '/contact-us': ['src/ui/contact-us/contact-us-page.tsx'],
};

/** What the page of a journey step preloads: the journey's layout, chart and screens. */
const JOURNEY_LAYOUT = ['src/ui/journeys/shared/journey-layout.tsx'];
const JOURNEY_MODULES = {
  complaint: [
    ...JOURNEY_LAYOUT,
    'src/journeys/complaint-journey.ts',
    'src/ui/journeys/complaint/complaint-screens.ts',
  ],
  feedback: [
    ...JOURNEY_LAYOUT,
    'src/journeys/feedback-journey.ts',
    'src/ui/journeys/feedback/feedback-screens.ts',
  ],
  meterRead: [
    ...JOURNEY_LAYOUT,
    'src/journeys/meter-read-journey.ts',
    'src/ui/journeys/meter-read/meter-read-screens.ts',
  ],
  confirmation: ['src/ui/confirmation/confirmation-page.tsx'],
} as const;

const JOURNEY_OF_STEP: Readonly<Record<JourneyRouteId, keyof typeof JOURNEY_MODULES>> = {
  selectType: 'complaint',
  selectEnergy: 'complaint',
  complaintDetails: 'complaint',
  complaintQuery: 'complaint',
  feedback: 'feedback',
  feedbackDetails: 'feedback',
  meterRead: 'meterRead',
  meterReadConfirm: 'meterRead',
  confirmation: 'confirmation',
};

/** Every URL path of a journey step, with its step. */
export function journeyStepPaths(): [path: string, step: JourneyRouteId][] {
  return (Object.keys(journeyRoutes) as JourneyRouteId[]).flatMap((step) => {
    const { path } = journeyRoutes[step];
    const paths = path.includes('$complaint')
      ? Object.keys(complaintValues).map((value) => path.replace('$complaint', value))
      : [path];
    return paths.map((stepPath): [string, JourneyRouteId] => [stepPath, step]);
  });
}

interface ServerEntry {
  CONTENT_ROUTE_SEEDS: readonly string[];
  SITE_DESCRIPTION: string;
  routePathOf(path: string): string | undefined;
  renderPage(path: string): Promise<PrerenderedPage>;
}

interface PrerenderOptions {
  /** The browser build (`dist/`), with its `.vite/manifest.json`. */
  distDir: string;
  /** The server build's entry module. */
  serverEntry: string;
  /** The app's base path, `/help-and-support/`. */
  base: string;
}

/**
 * Runs `build` with the app's same-origin requests (a relative URL: the default base URLs of
 * `src/config.ts`) answered by the reference server's API in this process, with its content
 * fixtures and a database that lives as long as the build.
 */
async function withReferenceApi<T>(build: () => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-api-'));
  const db = openDatabase(dataDir);
  const api = createApi(readServerConfig({ DATA_DIR: dataDir }), db);
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith('/')
      ? Promise.resolve(api.request(input, init))
      : networkFetch(input, init);
  try {
    return await build();
  } finally {
    globalThis.fetch = networkFetch;
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A style sheet inlined, so the first paint waits for no request of the app's. The
 * disabled link beside it is never fetched; it is how Vite's module loader, which adds the style
 * sheets of the chunks it loads unless the page already links them, knows the sheet is here.
 */
function inlineStyleSheet(distDir: string, base: string, file: string): string {
  const css = readFileSync(join(distDir, file), 'utf8');
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${base}${file}" disabled>`;
}

/** The JS and CSS files the given modules load, each with everything it imports statically. */
function filesOf(manifest: Manifest, keys: readonly string[]) {
  const chunks = [...staticClosure(manifest, [...keys])].flatMap((key) => manifest[key] ?? []);
  return {
    js: new Set(chunks.map((chunk) => chunk.file)),
    css: new Set(chunks.flatMap((chunk) => chunk.css ?? [])),
  };
}

/**
 * The built index.html with the entry's style sheets inlined at the end of the head, before any
 * screen's: Mantine's styles rely on that order (a component's rules after those of the parts it
 * is made of).
 */
function pageTemplate(distDir: string, base: string, entryCss: Iterable<string>): string {
  let html = readFileSync(join(distDir, 'index.html'), 'utf8');
  let styles = '';
  for (const file of entryCss) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${file}"[^>]*>\\s*`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}`);
    styles += inlineStyleSheet(distDir, base, file);
    html = html.replace(link, '');
  }
  return html.replace('</head>', () => `${styles}</head>`);
}

/**
 * What the app shell shows a browser without JavaScript, where the app cannot render the page: why
 * the page is empty and a way on. Before `#root`, which stays empty for the app and fills the window.
 */
function shellWithoutScripts(base: string): string {
  return (
    '<noscript><main style="max-width:40rem;margin:0 auto;padding:2rem 1rem">' +
    '<h1>This page needs JavaScript</h1>' +
    '<p>Turn on JavaScript in your browser to use it, or go to ' +
    `<a href="${base}">Help &amp; Support</a>, whose help pages work without it.</p>` +
    '</main></noscript>'
  );
}

/** The built index.html's `<title>`, which a page's head takes the place of. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/** The template with a page's markup in `#root` and its title and description in the head. */
function pageHtml(
  template: string,
  page: Pick<PrerenderedPage, 'html' | 'head'>,
  head: readonly string[],
): string {
  return template
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace(TEMPLATE_TITLE, () => page.head)
    .replace('</head>', () => `${head.join('')}</head>`);
}

/** Router paths of the in-app links of a rendered page, e.g. `/meters/faulty-meter`. */
function inAppLinks(html: string, base: string): string[] {
  const paths = [...html.matchAll(/href="([^"#?]*)/g)].flatMap(([, href = '']) =>
    href.startsWith(base) ? [`/${href.slice(base.length)}`.replace(/\/$/, '') || '/'] : [],
  );
  // Static files (images) are not pages.
  return paths.filter((path) => !/\.[a-z0-9]+$/i.test(path));
}

/** Prerenders the pages into `distDir`; returns the content pages' router paths written. */
async function prerenderPages({ distDir, serverEntry, base }: PrerenderOptions): Promise<string[]> {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = readManifest(distDir);
  if (!manifest['index.html']?.isEntry) throw new Error('The build manifest has no app entry.');
  const entryFiles = filesOf(manifest, ['index.html']);
  const template = pageTemplate(distDir, base, entryFiles.css);
  /** What the head of a page that renders `modules` adds: their style sheets and modules. */
  const headFor = (modules: readonly string[]): string[] => {
    const missing = modules.filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`Not in the build manifest: ${missing.join(', ')}`);
    const files = filesOf(manifest, modules);
    return [
      ...[...files.css]
        .filter((file) => !entryFiles.css.has(file))
        .map((file) => inlineStyleSheet(distDir, base, file)),
      ...[...files.js]
        .filter((file) => !entryFiles.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + file)}">`),
    ];
  };
  // The hashes of every inline script the written pages carry, which their CSP admits.
  const scriptSources = new Set<string>();
  const writePage = (file: string, html: string): void => {
    for (const source of inlineScriptHashes(html)) scriptSources.add(source);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  };
  const write = (path: string, html: string): void => {
    // React marks a boundary that failed to render on the server `<!--$!-->` and leaves it empty
    // for the browser: the page would hold none of its content.
    if (html.includes('<!--$!-->'))
      throw new Error(`${path || '/'} failed to render on the server.`);
    writePage(join(distDir, path, 'index.html'), html);
  };
  // The app shell's title is the template's; its routes' head() is known only in the browser.
  const shellTitle = TEMPLATE_TITLE.exec(template)?.[0] ?? '';
  const shellHead = `${shellTitle}<meta name="description" content="${escapeHtml(server.SITE_DESCRIPTION)}">`;
  writePage(
    join(distDir, APP_SHELL_FILE),
    pageHtml(template, { html: '', head: shellHead }, []).replace(
      '<div id="root"></div>',
      () => `${shellWithoutScripts(base)}<div id="root"></div>`,
    ),
  );

  const queue = [...server.CONTENT_ROUTE_SEEDS];
  const written: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const page = await server.renderPage(path);
    const modules = page.routePath === undefined ? undefined : PRERENDERED_ROUTES[page.routePath];
    if (!page.resolved || !modules) {
      // Only pages linked from content pages get here; a seed must always render.
      if (server.CONTENT_ROUTE_SEEDS.includes(path)) {
        throw new Error(`${path} could not be prerendered (route ${page.routePath ?? 'none'})`);
      }
      continue;
    }
    write(path, pageHtml(template, page, headFor(modules)));
    written.push(path);
    // Articles linked from a prerendered page are prerendered too; other links (the journeys, a
    // category, which is a seed already) are not followed.
    for (const link of inAppLinks(page.html, base)) {
      const known = written.includes(link) || queue.includes(link);
      if (!known && server.routePathOf(link) === ARTICLE_ROUTE) queue.push(link);
    }
  }
  const steps = journeyStepPaths();
  for (const [path, step] of steps) {
    const page = await server.renderPage(path);
    if (!page.resolved) throw new Error(`${path} could not be prerendered.`);
    write(path, pageHtml(template, page, headFor(JOURNEY_MODULES[JOURNEY_OF_STEP[step]])));
  }
  writeFileSync(
    join(distDir, BUILT_PAGE_SOURCES_FILE),
    `${JSON.stringify({ 'script-src': [...scriptSources] })}\n`,
  );
  console.log(
    `Prerendered ${written.length} pages and ${steps.length} journey step pages into ${distDir}`,
  );
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [distDir, serverEntry, base] = process.argv.slice(2);
  if (!distDir || !serverEntry || !base) {
    throw new Error('Usage: tsx scripts/prerender.ts <distDir> <serverEntry> <base>');
  }
  await withReferenceApi(() => prerenderPages({ distDir, serverEntry, base }));
}
