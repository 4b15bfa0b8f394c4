import { fileURLToPath } from 'node:url';

/** The repository root (parent of `server/`). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Authored content and test data. */
export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** Files the server ships itself (stylesheet, nucleus scripts). */
export const staticDir = fileURLToPath(new URL('./static/', import.meta.url));
/** Where `vite build` writes the app. */
export const defaultDistDir = fileURLToPath(new URL('../dist/', import.meta.url));
