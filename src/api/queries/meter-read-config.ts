import { config } from '../../config';
import { contentApi } from '../http/clients';
import type { RemoteRead } from '../http/remote-cache';
import type { MeterReadConfig } from '../schemas/meter-read-config';
import { meterReadConfigReader } from '../schemas/content-readers';

export const meterReadConfigPath = () =>
  `/aem6/content/dam/${config.providerId}/beta/json/help/meter-read/submit-meter-read.json`;

export const meterReadConfigRead = (): RemoteRead<MeterReadConfig> => ({
  key: 'meter-read-config',
  load: () =>
    contentApi.get(meterReadConfigPath(), meterReadConfigReader, {
      headers: { 'Cache-Control': 'no-cache' },
    }),
});
