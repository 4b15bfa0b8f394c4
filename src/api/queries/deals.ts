import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config';
import { parseContentPage } from '../../content/parse-content-page';
import { contentApi } from '../http/clients';
import { retryOnce } from './retry';

/** GET /aem6/content/{providerId}/help/deals.html (spec §7). */
const dealsPath = () => `/aem6/content/${config.providerId}/help/deals.html`;

/**
 * The deals page: fetched as text and parsed (sanitised) into markup, title, description and the
 * nucleus flag. Only fetched once the auth session has found both tokens.
 */
export const dealsQuery = () =>
  queryOptions({
    queryKey: ['deals'],
    queryFn: async ({ signal }) =>
      parseContentPage(await contentApi.getText(dealsPath(), { signal })),
    // A failed fetch is logged (spec §8); one retry is enough.
    retry: retryOnce,
  });
