import { outageApi } from '../http/clients';
import type { RemoteRead } from '../http/remote-cache';
import { outageNoticeReader } from '../schemas/content-readers';
import type { OutageNotice } from '../schemas/outage-notice';

export const OUTAGE_NOTICE_PATH =
  '/aem6/content/sysadmin/serviceoutages/journeys/help-and-support/jcr:content.data.json';

/** The optional service-outage notice of the home page (spec §7, no-cache). */
export const outageNoticeRead = (): RemoteRead<OutageNotice> => ({
  key: 'outage-notice',
  load: () =>
    outageApi.get(OUTAGE_NOTICE_PATH, outageNoticeReader, {
      headers: { 'Cache-Control': 'no-cache' },
    }),
  // An optional banner is not worth keeping the visitor waiting for: one quick retry at most.
  retry: (failureCount) => failureCount < 1,
  retryDelay: () => 500,
});
