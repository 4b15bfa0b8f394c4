import { config } from '../../config';
import { createHttpClient } from './http-client';

/** Main API (JSON:API): leads, addresses, customers. */
export const mainApi = createHttpClient({
  baseURL: config.apiBaseUrl,
  mode: 'json-api',
  headers: { 'X-Client-Id': config.clientId },
});

/** Content service: header configuration, categories, article and deals HTML, meter-read config. */
export const contentApi = createHttpClient({ baseURL: config.contentBaseUrl, mode: 'plain' });

/** Service-outage message endpoint. */
export const outageApi = createHttpClient({ baseURL: config.outageBaseUrl, mode: 'plain' });

/** Accounts API used for prefill: account-status count and accounts. */
export const accountsApi = createHttpClient({ baseURL: config.accountsBaseUrl, mode: 'plain' });
