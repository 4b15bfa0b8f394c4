/**
 * TanStack Query's devtools load in development only (`src/app.tsx`): the build ships none of
 * their code. Their signatures are names minifying keeps: the devtools' methods, and the `tsqd-`
 * prefix of their style classes.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const devtoolsBuild = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '@tanstack',
  'query-devtools',
  'build',
);

const hasDevtools = (code: string) => /\bsetButtonPosition\b|\btsqd-/.test(code);

const scriptsIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));

describe('the Query devtools', () => {
  it('are recognised in their own package', () => {
    const found = scriptsIn(devtoolsBuild).filter((file) =>
      hasDevtools(readFileSync(join(devtoolsBuild, file), 'utf8')),
    );
    expect(found).toContain('index.js');
    expect(hasDevtools('plain app code')).toBe(false);
  });

  it('are in no file of the build', () => {
    const scripts = scriptsIn(distDir);
    expect(scripts.length).toBeGreaterThan(10);
    const withDevtools = scripts.filter((file) =>
      hasDevtools(readFileSync(join(distDir, file), 'utf8')),
    );
    expect(withDevtools).toEqual([]);
  });
});
