import { useEffect } from 'react';

const PAGE_NOT_FOUND_URL = '/page-not-found.html';

/** Unknown routes, categories and articles leave the app for the site's not-found page (spec §2, §8). */
export function redirectToPageNotFound(): void {
  window.location.replace(PAGE_NOT_FOUND_URL);
}

export function RedirectToPageNotFound() {
  useEffect(redirectToPageNotFound, []);
  return null;
}
