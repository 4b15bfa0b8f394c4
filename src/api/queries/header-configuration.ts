import { contentApi } from '../http/clients';
import type { RemoteRead } from '../http/remote-cache';
import type { HeaderConfiguration } from '../schemas/header-configuration';
import { headerConfigurationReader } from '../schemas/content-readers';

export const HEADER_CONFIGURATION_PATH =
  '/aem6/content/sysadmin/header-configuration/jcr:content.data.json';

export const headerConfigurationRead = (): RemoteRead<HeaderConfiguration> => ({
  key: 'header-configuration',
  load: () =>
    contentApi.get(HEADER_CONFIGURATION_PATH, headerConfigurationReader, {
      headers: { 'Cache-Control': 'max-age=0' },
    }),
});
