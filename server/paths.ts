import { fileURLToPath } from 'node:url';

/**
 * Where the app is served, as the app's own `APP_BASE_PATH` (`src/config.ts`; the server takes only
 * the wire contract from `src/`), and its home page: the fallback of every redirect whose target
 * is not a path of this site.
 */
export const APP_BASE = '/help-and-support';
export const APP_HOME = `${APP_BASE}/`;

/** Authored content and test data. */
export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** Files the server ships itself (stylesheet, nucleus scripts). */
export const staticDir = fileURLToPath(new URL('./static/', import.meta.url));
/** Where `vite build` writes the app. */
export const defaultDistDir = fileURLToPath(new URL('../dist/', import.meta.url));
