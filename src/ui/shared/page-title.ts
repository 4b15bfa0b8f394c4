import { useEffect } from 'react';
import { config } from '../../config';
import { isPrerendering } from './hydration';

/** '{title} - Help & Support - {provider}', or 'Help & Support - {provider}' without a title (spec §1). */
export function helpPageTitle(title?: string): string {
  const area = `Help & Support - ${config.providerName}`;
  return title ? `${title} - ${area}` : area;
}

/** At build time, the title the prerendered screen asked for: its HTML's `<title>`. */
export const prerenderedHead: { title?: string } = {};

/** Sets the document title while the calling screen is shown. */
export function usePageTitle(title: string): void {
  if (isPrerendering) prerenderedHead.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
