/**
 * Page titles and meta descriptions (spec §1): each route's `head()` gives them, `<HeadContent/>`
 * renders them once at the root (`SiteLayout`), in the prerendered HTML too. What a screen learns
 * only after its route loaded (an article's own title once it arrives, a journey step's errors) it
 * writes with `src/ui/shared/live-head.ts`.
 */
import { config } from '../../config';

/** The description of a page that has none of its own. */
export const SITE_DESCRIPTION =
  'Help with bills, payments, meters, emergencies and your account, and ways to get in touch.';

/** '{title} - Help & Support - {provider}', or 'Help & Support - {provider}' without a title (spec §1). */
export function helpPageTitle(title?: string): string {
  const area = `Help & Support - ${config.providerName}`;
  return title ? `${title} - ${area}` : area;
}

/** The deals page's heading until its own title is known (while it loads, or when it failed). */
export const DEALS_FALLBACK_TITLE = 'Your deals';

/** '{page title} - Help & Support' (spec §1), with the heading's fallback until the title is known. */
export function dealsPageTitle(title?: string): string {
  return `${title || DEALS_FALLBACK_TITLE} - Help & Support`;
}

/** A journey step's title: prefixed 'Error: ' while the step shows errors (GOV.UK). */
export function journeyTitle(title: string, hasErrors: boolean): string {
  return `${hasErrors ? 'Error: ' : ''}${helpPageTitle(title)}`;
}

/** A route's `head()`: the page's title and, when it has one, its meta description. */
export function pageHead(title: string, description?: string) {
  return {
    meta: [{ title }, ...(description ? [{ name: 'description', content: description }] : [])],
  };
}
