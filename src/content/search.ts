// The search hand-off of the category pages (spec §2 "Search block", §5: required, at most 2000
// characters). Search itself lives outside this app at /search.

import { APP_BASE_PATH, APP_HOME_PATH } from '../config';

export const SEARCH_MAX_LENGTH = 2000;
export const SEARCH_PATH = '/search';

export const SEARCH_ERRORS = {
  empty: 'Enter a keyword or question',
  tooLong: `Keyword or question must be ${SEARCH_MAX_LENGTH.toLocaleString('en-GB')} characters or fewer`,
} as const;

/** The error message for a search text, or undefined when it can be searched for. */
export function validateSearchText(text: string): string | undefined {
  if (text.trim() === '') return SEARCH_ERRORS.empty;
  // Spaces around the text are not counted: they are not sent (`buildSearchUrl`).
  if (text.trim().length > SEARCH_MAX_LENGTH) return SEARCH_ERRORS.tooLong;
  return undefined;
}

/**
 * `/search?q={text}&initiated={path}`, both encoded. `initiated` is always a path of this app:
 * anything else (which should not happen) falls back to the app's home, so the search page's
 * "back" link can never be pointed elsewhere.
 */
export function buildSearchUrl(text: string, currentPath: string): string {
  const initiated =
    currentPath === APP_BASE_PATH || currentPath.startsWith(APP_HOME_PATH)
      ? currentPath
      : APP_HOME_PATH;
  return `${SEARCH_PATH}?q=${encodeURIComponent(text.trim())}&initiated=${encodeURIComponent(initiated)}`;
}
