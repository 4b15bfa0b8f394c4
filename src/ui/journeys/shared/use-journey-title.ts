import { helpPageTitle, usePageTitle } from '../../shared/page-title';

/** '{title} - Help & Support - {provider}', prefixed 'Error: ' while the page shows errors (GOV.UK). */
export function journeyTitle(title: string, hasErrors: boolean): string {
  return `${hasErrors ? 'Error: ' : ''}${helpPageTitle(title)}`;
}

/** Sets the journey step's document title. */
export function useJourneyTitle(title: string, hasErrors = false): void {
  usePageTitle(journeyTitle(title, hasErrors));
}
