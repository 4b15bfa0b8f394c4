import { contentApi } from '../http/clients';
import { retryOnce, type RemoteRead } from '../http/remote-cache';
import { config } from '../../config';
import { parseContentPage, type ContentPage } from '../../content/parse-content-page';

/** GET /aem6/content/{providerId}/help/deals.html (spec §7). */
export const dealsPath = () => `/aem6/content/${config.providerId}/help/deals.html`;

/**
 * The deals page: fetched as text and parsed (sanitised) into markup, title, description and the
 * nucleus flag. Only fetched once the auth session has found both tokens.
 */
export const dealsRead = (): RemoteRead<ContentPage> => ({
  key: 'deals',
  load: async () => parseContentPage(await contentApi.getText(dealsPath())),
  // A failed fetch is logged (spec §8); one retry is enough.
  retry: retryOnce,
});
