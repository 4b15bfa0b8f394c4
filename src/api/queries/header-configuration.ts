import { queryOptions } from '@tanstack/react-query';
import { contentApi } from '../http/clients';
import { headerConfigurationSchema } from '../schemas/header-configuration';

const HEADER_CONFIGURATION_PATH =
  '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';

/** The shared header's configuration (spec §7, max-age=0). */
export const headerConfigurationQuery = () =>
  queryOptions({
    queryKey: ['header-configuration'],
    queryFn: ({ signal }) =>
      contentApi.get(HEADER_CONFIGURATION_PATH, headerConfigurationSchema, {
        headers: { 'Cache-Control': 'max-age=0' },
        signal,
      }),
  });
