/**
 * The named stack's floor (`bench/stack-floor/`): built with the project's vite and measured the
 * way `scripts/bundle-report.ts` measures the app, on a reference server of its own. Each of the
 * app's pages is compared with the floor page of its kind.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startReferenceServer } from '../server/start';
import { measureFirstVisits, type PageKind, type StackFloor } from './bundle-report';
import { journeyStepPaths } from './prerender';

const root = join(import.meta.dirname, '..');

/** The floor's page of each kind, as a path under /help-and-support/. */
export const FLOOR_PAGES: Record<PageKind, string> = {
  content: '',
  'journey step': 'journey-step',
};

const JOURNEY_STEP_PAGES = new Set(journeyStepPaths().map(([path]) => path.slice(1)));

/** The kind of the app's page at `path` (under /help-and-support/): home is a content page. */
export const pageKind = (path: string): PageKind =>
  JOURNEY_STEP_PAGES.has(path) ? 'journey step' : 'content';

/** Builds the floor app into `outDir` with the project's vite. */
export async function buildStackFloor(outDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(root, 'bench', 'stack-floor', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    // A test runner's NODE_ENV (vitest sets `test`) would give the floor React's development build.
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );
}

/** Builds the floor into a temporary folder, serves it and measures its two pages' first visits. */
export async function measureStackFloor(): Promise<StackFloor> {
  const workDir = mkdtempSync(join(tmpdir(), 'hs-stack-floor-'));
  try {
    const distDir = join(workDir, 'dist');
    await buildStackFloor(distDir);
    const server = await startReferenceServer({
      env: { ...process.env, DATA_DIR: join(workDir, 'data') },
      port: 0,
      distDir,
    });
    try {
      const [content, journeyStep] = await measureFirstVisits(server.origin, [
        FLOOR_PAGES.content,
        FLOOR_PAGES['journey step'],
      ]);
      if (!content || !journeyStep) throw new Error('The floor pages were not measured.');
      return { content, 'journey step': journeyStep };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
