/**
 * Set on `<html>` once the app runs: a prerendered page has been hydrated, or a page rendered. Until
 * then a prerendered page works as plain HTML (full page loads, a plain search form).
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
