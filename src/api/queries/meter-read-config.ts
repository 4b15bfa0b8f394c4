import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config';
import { contentApi } from '../http/clients';
import { meterReadConfigSchema } from '../schemas/meter-read-config';

const meterReadConfigPath = () =>
  `/aem6/content/dam/${config.providerId}/beta/json/help/meter-read/submit-meter-read.json`;

/** GET the meter-read configuration (spec §7, no-cache). */
const fetchMeterReadConfig = (signal?: AbortSignal) =>
  contentApi.get(meterReadConfigPath(), meterReadConfigSchema, {
    headers: { 'Cache-Control': 'no-cache' },
    signal,
  });

/** The meter-read form's configuration: whether it is read week, and its templates. */
export const meterReadConfigQuery = () =>
  queryOptions({
    queryKey: ['meter-read-config'],
    queryFn: ({ signal }) => fetchMeterReadConfig(signal),
  });
