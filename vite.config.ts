import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type * as Theme from './src/ui/theme';

const DARK_SCHEME = /data-mantine-color-scheme=['"]?dark/;

/**
 * The app has one colour scheme, light (`data-mantine-color-scheme="light"` in index.html), so
 * the dark-scheme rules of Mantine's style sheets are left out: they are a seventh of the style
 * sheet every page inlines.
 */
const dropDarkColorScheme: PostcssPlugin = {
  postcssPlugin: 'drop-dark-color-scheme',
  Rule(rule) {
    if (!DARK_SCHEME.test(rule.selector)) return;
    const selectors = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  },
};

/**
 * Shorter class names for CSS modules in builds: the class and three characters of a hash of its
 * module's path (`headerx7Q`), the same in the browser and the server build. Vite's default
 * (`_header_1y5ke_1`) is spelt out in every page's inlined style sheet and in the JavaScript that
 * maps the names; development keeps it. Two modules with the same three characters stop the build.
 */
const moduleOfHash = new Map<string, string>();
function shortScopedName(name: string, filename: string): string {
  const module = relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  const hash = createHash('sha256').update(module).digest('base64url').slice(0, 3);
  const owner = moduleOfHash.get(hash) ?? module;
  if (owner !== module) throw new Error(`CSS modules ${owner} and ${module} share a class suffix.`);
  moduleOfHash.set(hash, module);
  return `${name}${hash}`;
}

const THEME_CSS = 'virtual:theme.css';
const RESOLVED_THEME_CSS = `\0${THEME_CSS}`;

/**
 * `virtual:theme.css`: the Mantine theme's CSS variables and breakpoint classes
 * (`themeStyleSheet`), part of the app's style sheet, which every built page inlines. The theme is
 * the app's source, written for the bundler, so Vite's module runner loads it when the sheet is
 * first asked for: the config itself imports only packages, as Vite's native config loader needs.
 * The sheet is kept for the client and server builds alike (each runner start costs a second).
 */
let themeSheet: Promise<string> | undefined;
const themeCss: Plugin = {
  name: 'theme-css',
  resolveId: (id) => (id === THEME_CSS ? RESOLVED_THEME_CSS : undefined),
  load(id) {
    if (id !== RESOLVED_THEME_CSS) return undefined;
    themeSheet ??= runnerImport<typeof Theme>('/src/ui/theme.ts').then(({ module }) =>
      module.themeStyleSheet(),
    );
    return themeSheet;
  },
  // `npm run dev`: an edit to the theme or a module it imports makes the sheet again.
  hotUpdate({ file, modules }) {
    if (!/\/src\/ui\/[^/]+\.ts$/.test(file)) return;
    themeSheet = undefined;
    const sheet = this.environment.moduleGraph.getModuleById(RESOLVED_THEME_CSS);
    if (!sheet) return;
    this.environment.moduleGraph.invalidateModule(sheet);
    return [...modules, sheet];
  },
};

// The server build lives only while the build runs; one folder per process, because more than one
// build may run in this working tree at the same time.
const serverBuildDir = join('node_modules', '.cache', `prerender-${process.pid}`);

export default defineConfig(({ command }) => ({
  // `APP_HOME_PATH` (src/config.ts), written out: the config imports only packages (see `themeCss`).
  base: '/help-and-support/',
  resolve: {
    // React 19 has `useSyncExternalStore`: the React 17 shim and the selector built on it are
    // swapped for React's own hook and the selector built on that (see the shim module).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  plugins: [react(), themeCss],
  css: {
    postcss: { plugins: [dropDarkColorScheme] },
    modules: command === 'build' ? { generateScopedName: shortScopedName } : {},
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router in one chunk, which every page loads; but the router's blocker,
          // which only a journey step's post uses (`useAskBeforeLeaving`), goes with the steps.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/](?!react-router[\\/]dist[\\/]esm[\\/]useBlocker)/,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server-side build of the app that `scripts/prerender.ts` renders the pages with.
    ssr: {
      build: {
        outDir: serverBuildDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: {
          input: { 'entry-server': 'src/entry-server.tsx' },
          // Node loads the server build whole, so a dynamic import the entry also makes statically
          // (the category pages) splits nothing there; it does in the browser build, which warns.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  builder: {
    // `vite build`: the browser build, the server build, then the prerendered pages in dist/.
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('The client and ssr environments are both needed.');
      const root = builder.config.root;
      await builder.build(client);
      try {
        await builder.build(ssr);
        execFileSync(
          process.execPath,
          [
            '--import',
            'tsx',
            join(root, 'scripts', 'prerender.ts'),
            resolve(root, client.config.build.outDir),
            join(root, serverBuildDir, 'entry-server.js'),
            client.config.base,
          ],
          { cwd: root, stdio: 'inherit' },
        );
      } finally {
        if (!process.env.KEEP_SSR)
          rmSync(join(root, serverBuildDir), { recursive: true, force: true });
      }
    },
  },
}));
