import { config } from '../../config';

/** The two scripts of interactive form content (spec §2 "Article page", §7 deals). */
const NUCLEUS_SCRIPT_PATHS = [
  '/aem6/etc.clientlibs/nucleus/forms.js',
  '/aem6/etc.clientlibs/nucleus/forms-runtime.js',
] as const;

let added = false;

/**
 * Appends the nucleus scripts once per page load. The module-level flag covers re-renders and
 * navigation between articles; the DOM check covers a page that already carries them.
 */
export function addNucleusScripts(): void {
  if (added) return;
  added = true;
  for (const path of NUCLEUS_SCRIPT_PATHS) {
    const src = `${config.contentBaseUrl}${path}`;
    if (document.querySelector(`script[src="${src}"]`)) continue;
    const script = document.createElement('script');
    script.src = src;
    // Keep their order: the runtime follows the forms script.
    script.async = false;
    document.body.append(script);
  }
}
