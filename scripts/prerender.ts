/**
 * Prerendering of the content routes, the last step of `vite build` (see `vite.config.ts`). It
 * renders home, contact us, the 12 categories and every article those pages link to with the
 * server build of the app (`src/entry-server.tsx`) and writes each to `dist/<path>/index.html`:
 *
 * - the page's markup in `#root`, which the browser hydrates (`src/main.tsx`);
 * - its `<title>` and meta description, as the matched routes' `head()`s give them;
 * - the app's own style sheet (the shell, Mantine's base styles, the theme's CSS variables from
 *   `src/ui/theme.ts`) inlined in a `<style>`;
 * - the screen's style sheets inlined too (`inlineStyleSheet`);
 * - a `<link rel="preload" as="fetch">` of the run-time data the page shows (the header
 *   configuration on every page, and the screen's own, see `screenData` in the server entry), so
 *   it downloads while the scripts do and the app finds it ready;
 * - instead of the entry's module script, a small inline script, last in the body, that starts
 *   the app after the first paint and fetches the entry together with the screen's modules, so
 *   hydration does not wait for a chain of imports and the first paint waits for no script.
 *
 * Journey steps are rendered with their chart as a new visitor's browser would run it: a step the
 * chart accepts is in the page, whose `#root` carries the chart's fingerprint
 * (`JOURNEY_STEP_ATTRIBUTE`); the browser hydrates it when its own chart agrees and renders over it
 * otherwise (a visitor coming back with a journey under way). A step the chart refuses to a new
 * visitor is rendered as the site's frame with a loading status where the step goes, which the
 * browser renders the app over (its `#root` carries `STEP_PLACEHOLDER_ATTRIBUTE`). Either way the
 * start script also fetches the journey's layout, chart and screens. The confirmation's page (it
 * needs a journey's hand-over) has an empty `#root`. Other
 * paths (deals, any other article) are served `dist/app-shell.html`: the same page with an empty
 * `#root`, which the browser renders.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minifySync } from 'vite';
import { complaintValues } from '../machines/complaint-values';
import { journeyRoutes, type JourneyRouteId } from '../machines/journey-routes';
import {
  BEFORE_APP_ATTRIBUTE,
  JOURNEY_STEP_ATTRIBUTE,
  STEP_PLACEHOLDER_ATTRIBUTE,
} from '../src/ui/shared/hydration';
import type { PrerenderedPage, RenderOptions } from '../src/entry-server';
import { escapeHtml } from '../server/html';
import { BUILT_PAGE_SOURCES_FILE, inlineScriptHashes } from '../server/security-headers';
import { readManifest, staticClosure, type Manifest } from './bundle-report';

/** The served page of every path that has no prerendered page of its own. */
export const APP_SHELL_FILE = 'app-shell.html';

const ARTICLE_ROUTE = '/$category/$article';

const STEP_PLACEHOLDER = ` ${STEP_PLACEHOLDER_ATTRIBUTE}=""`;

/** An empty `#root`, which the browser renders. */
const noPage = { html: '', title: undefined, description: undefined };

/**
 * What an article's page and the meter read's run before the app (`src/ui/shared/before-app.ts`):
 * the page's largest element, run-time data, is shown without waiting for the app's scripts.
 */
const ARTICLE_BEFORE_APP = 'src/ui/article/article-before-app.ts';
const METER_READ_BEFORE_APP = 'src/ui/journeys/meter-read/meter-read-before-app.ts';
/** The before-app module of a page, by its route's path. */
const BEFORE_APP_OF_ROUTE: Readonly<Record<string, string>> = {
  [ARTICLE_ROUTE]: ARTICLE_BEFORE_APP,
  [journeyRoutes.meterRead.path]: METER_READ_BEFORE_APP,
};
const beforeAppOf = (page: PrerenderedPage): string | undefined =>
  page.routePath === undefined ? undefined : BEFORE_APP_OF_ROUTE[page.routePath];

/** The routes that are prerendered, with the lazily loaded modules each one renders. */
export const PRERENDERED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/ui/home/home-page.tsx'],
  '/$category': ['src/ui/category/category-page.tsx'],
  [ARTICLE_ROUTE]: ['src/ui/article/article-page.tsx', ARTICLE_BEFORE_APP],
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
    METER_READ_BEFORE_APP,
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
  HEADER_CONFIGURATION_URL: string;
  routePathOf(path: string): string | undefined;
  renderPage(path: string, options?: RenderOptions): Promise<PrerenderedPage>;
}

export interface PrerenderOptions {
  /** The browser build (`dist/`), with its `.vite/manifest.json`. */
  distDir: string;
  /** The server build's entry module. */
  serverEntry: string;
  /** The app's base path, `/help-and-support/`. */
  base: string;
}

/** `<link rel="modulepreload">` that waits for the page's first paint: `fetchpriority="low"`. */
const lowPriorityModulePreload = (href: string): string =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`;

/** `<link rel="preload">` of data the page fetches as soon as the app runs. */
const dataPreload = (url: string): string =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`;

/**
 * A screen's style sheet inlined, so the first paint waits for no request of the app's. The
 * disabled link beside it is never fetched; it is how Vite's module loader, which adds the style
 * sheets of the chunks it loads unless the page already links them, knows the sheet is here.
 */
function inlineStyleSheet(distDir: string, base: string, file: string): string {
  const css = readFileSync(join(distDir, file), 'utf8');
  return `<style>${css}</style><link rel="stylesheet" crossorigin href="${base}${file}" disabled>`;
}

/** The app's entry chunk (the build's others are the before-app modules). */
function entryOf(manifest: Manifest): string {
  if (!manifest['index.html']?.isEntry) throw new Error('The build manifest has no app entry.');
  return 'index.html';
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
 * Starts the app once the page's first contentful paint is on screen. The page's first paint then
 * waits for no script: the app's modules are fetched after it (modulepreload links for all of them
 * at once), instead of competing with the HTML and style sheets for a slow connection. The paint
 * entry is reported once the frame has been presented; an animation frame alone is not enough, as
 * the modules, served quickly, could arrive before the frame is shown and hold it back. A page with
 * nothing to paint before the app (an empty `#root`) and a page opened in a background tab (which
 * paints nothing until shown) start at once. Every browser the build targets (es2022) has paint
 * timing.
 *
 * The framework chunk (React, the router) is run in a task of its own before the entry: two
 * shorter tasks instead of one long one, which took 20 to 40 ms off the content routes' Total
 * Blocking Time (docs/performance.md). The entry is preloaded with the rest, so its download does
 * not wait for the framework to have run.
 *
 * A page whose largest element is run-time data names a module that shows it without the app
 * (`data-before-app`, an article's body; the page preloads it): the script runs it at once and
 * starts the app only once it has settled, so the app's modules do not compete with that data
 * for the connection and the page is the app's only once nothing else writes into it.
 *
 * The build minifies the script and writes it into each page, last in the body, rather than as a
 * file: a file's request, made before the first paint, was counted into every page's largest
 * paint (docs/performance.md). The same code on every page, its hash is among those the build
 * names (`BUILT_PAGE_SOURCES_FILE`); the page's own values are its data attributes.
 */
const START_AFTER_PAINT = `(() => {
  const { framework, entry, preload, beforeApp } = document.currentScript.dataset;
  const shownBeforeApp = beforeApp
    ? import(beforeApp)
        .then((module) => module.showBeforeApp())
        .catch((error) => console.error('The page could not be filled in before the app', error))
    : Promise.resolve();
  const start = () =>
    shownBeforeApp.then(() => {
      for (const href of [entry, ...preload.split(' ')]) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      return import(framework)
        .then(() => new Promise((resolve) => setTimeout(resolve)))
        .then(() => import(entry));
    }).catch((error) => console.error('The app could not be started', error));
  if (!document.getElementById('root').firstElementChild || document.hidden) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** The start-up script, minified, which every page carries inline at the end of its body. */
function minifiedStartScript(): string {
  const { code, errors } = minifySync('start-after-paint.js', START_AFTER_PAINT);
  if (errors.length > 0) throw new Error(`The start script does not minify: ${errors[0]?.message}`);
  return code.trim();
}

interface PageTemplate {
  /** index.html with the app's style sheet inlined and its scripts taken out. */
  html: string;
  /**
   * The inline script that starts the app, given the modules to fetch with the entry and the
   * module that shows the page's run-time data before it, if any.
   */
  startScript(preload: Iterable<string>, beforeApp?: string): string;
}

/** The page template, from the built index.html. */
function pageTemplate(distDir: string, base: string, manifest: Manifest): PageTemplate {
  const entryKey = entryOf(manifest);
  const entry = filesOf(manifest, [entryKey]);
  let html = readFileSync(join(distDir, 'index.html'), 'utf8');
  let css = '';
  for (const file of entry.css) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${file}"[^>]*>\\s*`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}`);
    css += readFileSync(join(distDir, file), 'utf8');
    html = html.replace(link, '');
  }
  html = html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('</head>', () => `<style>${css}</style></head>`);
  const startCode = minifiedStartScript();
  const entryFile = manifest[entryKey]?.file ?? '';
  const frameworkFile = Object.values(manifest).find((chunk) => chunk.name === 'framework')?.file;
  if (!frameworkFile) throw new Error('The build manifest has no framework chunk.');
  return {
    html,
    startScript: (preload, beforeApp) =>
      `<script data-framework="${base}${frameworkFile}" data-entry="${base}${entryFile}" data-preload="${[
        ...preload,
      ]
        .map((file) => `${base}${file}`)
        .join(
          ' ',
        )}"${beforeApp ? ` ${BEFORE_APP_ATTRIBUTE}="${base}${beforeApp}"` : ''}>${startCode}</script>`,
  };
}

/** What a page adds to the template: its head's elements and, last in its body, its start script. */
interface PageParts {
  head: string[];
  start: string;
}

/** The markup of a page and the head its routes give; undefined keeps the template's. */
interface PageContent {
  html: string;
  title: string | undefined;
  description: string | undefined;
}

function pageHtml(
  template: string,
  page: PageContent,
  { head, start }: PageParts,
  rootAttributes = '',
): string {
  let html = template.replace(
    '<div id="root"></div>',
    () => `<div id="root"${rootAttributes}>${page.html}</div>`,
  );
  const { title, description } = page;
  if (title !== undefined) {
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  const descriptionTag =
    description === undefined
      ? ''
      : `<meta name="description" content="${escapeHtml(description)}">`;
  return html
    .replace('</head>', () => `${descriptionTag}${head.join('')}</head>`)
    .replace('</body>', () => `${start}</body>`);
}

/** Router paths of the in-app links of a rendered page, e.g. `/meters/faulty-meter`. */
function inAppLinks(html: string, base: string): string[] {
  const paths = [...html.matchAll(/href="([^"#?]*)/g)].flatMap(([, href = '']) =>
    href.startsWith(base) ? [`/${href.slice(base.length)}`.replace(/\/$/, '') || '/'] : [],
  );
  // Static files (images) are not pages.
  return paths.filter((path) => !/\.[a-z0-9]+$/i.test(path));
}

/** Prerenders the content routes into `distDir`; returns the router paths written. */
export async function prerenderContentRoutes({
  distDir,
  serverEntry,
  base,
}: PrerenderOptions): Promise<string[]> {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = readManifest(distDir);
  const template = pageTemplate(distDir, base, manifest);
  const headerConfiguration = dataPreload(server.HEADER_CONFIGURATION_URL);
  const entryFiles = filesOf(manifest, [entryOf(manifest)]);
  const entryImports = [...entryFiles.js].filter(
    (file) => file !== manifest[entryOf(manifest)]?.file,
  );
  /**
   * The head of a page that renders `modules` and shows `dataUrls`: the data's preloads, the
   * modules' style sheets and the start script. Every page preloads the header configuration too,
   * except a page with a module that shows its data before the app (`beforeApp`): that module and
   * what it imports are preloaded instead, at low priority so that the first paint goes first,
   * and the header configuration waits for the app, so that nothing else holds a connection the
   * data needs (its parts keep their room until it comes; docs/performance.md).
   */
  const headFor = (
    modules: readonly string[],
    dataUrls: readonly string[],
    beforeApp?: string,
  ): PageParts => {
    const missing = [...modules, ...(beforeApp ? [beforeApp] : [])].filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`Not in the build manifest: ${missing.join(', ')}`);
    const files = filesOf(manifest, modules);
    const beforeAppFiles = beforeApp ? [...filesOf(manifest, [beforeApp]).js] : [];
    return {
      head: [
        ...(beforeApp
          ? beforeAppFiles.map((file) => lowPriorityModulePreload(`${base}${file}`))
          : [headerConfiguration]),
        ...dataUrls.map(dataPreload),
        ...[...files.css]
          .filter((file) => !entryFiles.css.has(file))
          .map((file) => inlineStyleSheet(distDir, base, file)),
      ],
      start: template.startScript(
        [...entryImports, ...[...files.js].filter((file) => !entryFiles.js.has(file))],
        beforeApp && manifest[beforeApp]?.file,
      ),
    };
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
  writePage(
    join(distDir, APP_SHELL_FILE),
    pageHtml(
      template.html,
      { ...noPage, description: server.SITE_DESCRIPTION },
      {
        head: [headerConfiguration],
        start: template.startScript(entryImports),
      },
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
    write(
      path,
      pageHtml(template.html, page, headFor(modules, page.dataPreloads, beforeAppOf(page))),
    );
    written.push(path);
    // Articles linked from a prerendered page are prerendered too; other links (the journeys, a
    // category, which is a seed already) are not followed.
    for (const link of inAppLinks(page.html, base)) {
      const known = written.includes(link) || queue.includes(link);
      if (!known && server.routePathOf(link) === ARTICLE_ROUTE) queue.push(link);
    }
  }
  // Journey step pages (see the top of this file) name their journey's modules, so they download
  // with the entry instead of after it, and the data their first screen waits for.
  const steps = journeyStepPaths();
  for (const [path, step] of steps) {
    const modules = JOURNEY_MODULES[JOURNEY_OF_STEP[step]];
    const shown = (page: PrerenderedPage) =>
      page.resolved && page.routePath === journeyRoutes[step].path;
    const stepPage = await server.renderPage(path);
    if (shown(stepPage) && stepPage.stepFingerprint !== undefined) {
      const attribute = ` ${JOURNEY_STEP_ATTRIBUTE}="${escapeHtml(stepPage.stepFingerprint)}"`;
      write(
        path,
        pageHtml(
          template.html,
          stepPage,
          headFor(modules, stepPage.dataPreloads, beforeAppOf(stepPage)),
          attribute,
        ),
      );
      continue;
    }
    // The chart sends a new visitor elsewhere: the page is the frame the app renders over. The
    // confirmation's route sends a visit without a hand-over home: it renders no frame.
    const frame = await server.renderPage(path, { stepFrameOnly: true });
    const framed = shown(frame);
    const page = framed
      ? { ...noPage, html: frame.html, description: frame.description }
      : { ...noPage, description: server.SITE_DESCRIPTION };
    write(
      path,
      pageHtml(
        template.html,
        page,
        headFor(modules, framed ? frame.dataPreloads : []),
        framed ? STEP_PLACEHOLDER : '',
      ),
    );
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
  await prerenderContentRoutes({ distDir, serverEntry, base });
}
