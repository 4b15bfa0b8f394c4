import { useEffect } from 'react';
import { config } from '../../config';

/** '{title} - Help & Support - {provider}', or 'Help & Support - {provider}' without a title (spec §1). */
export function helpPageTitle(title?: string): string {
  const area = `Help & Support - ${config.providerName}`;
  return title ? `${title} - ${area}` : area;
}

/** Sets the document title while the calling screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
