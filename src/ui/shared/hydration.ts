/**
 * Content routes are prerendered at build time (`scripts/prerender.ts`) and hydrated in the
 * browser. Data that only the APIs know at run time (header configuration, outage notice,
 * categories list, article HTML) is not in that HTML: its place is held by a sized placeholder,
 * and the first render in the browser must show the same placeholder, or hydration fails. Screens
 * read that data with `useRemote`, which is pending on a server and while hydrating.
 */

/**
 * Marks the `#root` of a journey step's page that holds the site's frame and not the step (its
 * chart sends a new visitor to another step): the app renders over it instead of hydrating it
 * (`scripts/prerender.ts`, `src/main.tsx`).
 */
export const STEP_PLACEHOLDER_ATTRIBUTE = 'data-step-placeholder';

/**
 * Carries, on the `#root` of a journey step's page that holds the step, the fingerprint of the
 * chart that accepted it at build time: the browser hydrates the page only when its own chart has
 * the same fingerprint, and renders over it otherwise.
 */
export const JOURNEY_STEP_ATTRIBUTE = 'data-journey-step';

/**
 * On the start script of a page whose run-time data may be shown before the app runs (an
 * article's body, the meter-read form's opening: `before-app.ts`): the app takes that data over
 * before routing, so the app's first render shows what the page shows.
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';

/**
 * Set on `<html>` once the app runs: a prerendered page has been hydrated, or a page rendered. Until
 * then a prerendered page works as plain HTML (full page loads, a plain search form).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** True while rendering at build time, where there is no document and no API to call. */
export const isPrerendering = typeof document === 'undefined';
