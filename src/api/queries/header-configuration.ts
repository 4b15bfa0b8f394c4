import { queryOptions } from '@tanstack/react-query';
import { contentApi } from '../http/clients';
import { headerConfigurationReader } from '../schemas/content-readers';

export const HEADER_CONFIGURATION_PATH =
  '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';

export function getHeaderConfiguration(signal: AbortSignal) {
  return contentApi.get(HEADER_CONFIGURATION_PATH, headerConfigurationReader, {
    headers: { 'Cache-Control': 'max-age=0' },
    signal,
  });
}

export const headerConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['header-configuration'],
    queryFn: ({ signal }) => getHeaderConfiguration(signal),
  });
