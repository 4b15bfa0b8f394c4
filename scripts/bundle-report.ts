/**
 * Sizes of what each route loads before any interaction, read from the built output
 * (`dist/.vite/manifest.json`): the entry chunk and the route's own lazily loaded chunk, each with
 * everything they import statically. Run `npm run build && npm run report:bundle` for the table;
 * `test/build/bundle-budget.test.ts` holds the budgets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const MANTINE_LAYOUT = 'src/ui/shared/mantine-layout.tsx';

/** The lazily loaded modules each route renders (its layouts and its screen). */
export const ROUTE_MODULES: Record<string, string[]> = {
  home: ['src/ui/home/home-page.tsx'],
  category: ['src/ui/category/category-page.tsx'],
  article: ['src/ui/article/article-page.tsx', 'src/api/queries/article.ts'],
  'contact-us': [MANTINE_LAYOUT, 'src/ui/contact-us/contact-us-page.tsx'],
  // The signed-in guard loads the auth-session chart (xstate) before the screen.
  deals: ['src/session/auth-session.ts', 'src/ui/deals/deals-page.tsx'],
  // A journey's layout and step screens load as one chunk with its first route (xstate included).
  'make-a-complaint-select-type': [
    MANTINE_LAYOUT,
    'src/ui/journeys/complaint/complaint-screens.ts',
  ],
  'complaints/feedback': [MANTINE_LAYOUT, 'src/ui/journeys/feedback/feedback-screens.ts'],
  'submit-meter-read': [MANTINE_LAYOUT, 'src/ui/journeys/meter-read/meter-read-screens.ts'],
  confirmation: [MANTINE_LAYOUT, 'src/ui/confirmation/confirmation-page.tsx'],
};

/**
 * Libraries that must not be in a route's initial load, found by a string only their code holds.
 * RUM is recognised by the global it defines: 'datadoghq' is also in the app's own monitoring
 * configuration (the site), which the entry chunk carries.
 */
export const LIBRARY_SIGNATURES = {
  xstate: 'xstate.init',
  'datadog-rum': 'DD_RUM',
  // The event @statelyai/inspect posts when its inspector window connects; development-only.
  'statelyai-inspect': '@statelyai.connected',
} as const;

export interface RouteBundle {
  route: string;
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  libraries: (keyof typeof LIBRARY_SIGNATURES)[];
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

export function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

export function findLibraries(source: string): (keyof typeof LIBRARY_SIGNATURES)[] {
  return (Object.keys(LIBRARY_SIGNATURES) as (keyof typeof LIBRARY_SIGNATURES)[]).filter((name) =>
    source.includes(LIBRARY_SIGNATURES[name]),
  );
}

export function measureRoute(distDir: string, manifest: Manifest, route: string): RouteBundle {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const routeModules = ROUTE_MODULES[route];
  if (!entryKey || !routeModules) throw new Error(`Unknown route or entry: ${route}`);
  const chunks = [...staticClosure(manifest, [entryKey, ...routeModules])].map(
    (key) => manifest[key],
  );
  const jsFiles = [...new Set(chunks.flatMap((chunk) => (chunk ? [chunk.file] : [])))];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk?.css ?? []))];
  const source = jsFiles.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
  return {
    route,
    files: [...jsFiles, ...cssFiles],
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(distDir, file), 0),
    libraries: findLibraries(source),
  };
}

export function measureAllRoutes(distDir: string): RouteBundle[] {
  const manifest = readManifest(distDir);
  return Object.keys(ROUTE_MODULES).map((route) => measureRoute(distDir, manifest, route));
}

export function formatTable(bundles: RouteBundle[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = bundles.map(
    (bundle) =>
      `| ${bundle.route} | ${kb(bundle.jsGzipBytes)} | ${kb(bundle.cssGzipBytes)} | ${bundle.files.length} | ${bundle.libraries.join(', ') || '—'} |`,
  );
  return [
    '| route | JS kB gzip | CSS kB gzip | files | heavy libraries |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  console.log(formatTable(measureAllRoutes(distDir)));
}
