import { queryOptions } from '@tanstack/react-query';
import { outageApi } from '../http/clients';
import { outageNoticeSchema } from '../schemas/outage-notice';
import { retryOnce } from './retry';

const OUTAGE_NOTICE_PATH =
  '/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/jcr:content.data.json';

/** The optional service-outage notice of the home page (spec §7, no-cache). */
export const outageNoticeQuery = () =>
  queryOptions({
    queryKey: ['outage-notice'],
    queryFn: ({ signal }) =>
      outageApi.get(OUTAGE_NOTICE_PATH, outageNoticeSchema, {
        headers: { 'Cache-Control': 'no-cache' },
        signal,
      }),
    // An optional banner is not worth keeping the visitor waiting for: one quick retry at most.
    retry: retryOnce,
    retryDelay: 500,
  });
