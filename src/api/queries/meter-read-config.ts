import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config';
import { contentApi } from '../http/clients';
import { meterReadConfigReader } from '../schemas/content-readers';

export const meterReadConfigPath = () =>
  `/aem6/content/dam/${config.providerId}/beta/json/help/meter-read/submit-meter-read.json`;

export const meterReadConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['meter-read-config'],
    queryFn: ({ signal }) =>
      contentApi.get(meterReadConfigPath(), meterReadConfigReader, {
        headers: { 'Cache-Control': 'no-cache' },
        signal,
      }),
  });
