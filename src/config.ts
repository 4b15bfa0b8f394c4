/**
 * Runtime configuration. Every value can be overridden at build time with a `VITE_*` variable so a
 * production build points at the supplier's real services; the defaults run against the reference
 * server on the same origin.
 */
const env = import.meta.env;

export const config = {
  /** Brand name shown in titles and copy (`{provider}` in authored content). */
  providerName: env.VITE_PROVIDER_NAME ?? 'Brightwell Energy',
  /** Path segment of the content service (`{provider}` in the spec's content paths). */
  providerId: env.VITE_PROVIDER_ID ?? 'brightwell',
  /** Sent as the `X-Client-Id` header to the leads and customers APIs. */
  clientId: env.VITE_CLIENT_ID ?? 'help-and-support-web',
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  contentBaseUrl: env.VITE_CONTENT_BASE_URL ?? '',
  outageBaseUrl: env.VITE_OUTAGE_BASE_URL ?? '',
  accountsBaseUrl: env.VITE_ACCOUNTS_BASE_URL ?? '',
  identityBaseUrl: env.VITE_IDENTITY_BASE_URL ?? '',
  phone: {
    meterEmergency: env.VITE_PHONE_METER_EMERGENCY ?? '0808 157 0123',
    gasEmergency: env.VITE_PHONE_GAS_EMERGENCY ?? '0800 111 999',
    powerCut: env.VITE_PHONE_POWER_CUT ?? '105',
    customerService: env.VITE_PHONE_CUSTOMER_SERVICE ?? '0330 088 0456',
  },
} as const;

export type AppConfig = typeof config;
