/**
 * Sanitising in Node (the build's prerender, unit tests): DOMPurify works in jsdom's window, as
 * its README documents for Node. Only Node imports this module, so jsdom stays out of the
 * browser's bundle.
 */
import { JSDOM } from 'jsdom';
import { sanitizeIn } from './sanitize';

/**
 * Makes `sanitize.ts` work in a jsdom window at `origin`: images count as same-origin when they
 * resolve to it. The build does not know the origin its pages are served from and gives one no
 * URL can share, so only relative image URLs are kept there.
 */
export function sanitizeInJsdom(origin = 'https://prerender.invalid'): void {
  sanitizeIn(new JSDOM('', { url: origin }).window);
}
