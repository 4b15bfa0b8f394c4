/**
 * Runtime configuration. Every value can be overridden at build time with a `VITE_*` variable so a
 * production build points at the supplier's real services; the defaults run against the reference
 * server on the same origin.
 */
// Undefined outside Vite: the tsx scripts (`npm run test:model`) load app modules without it. Written
// as `import.meta.env` so that Vite and vitest (`vi.stubEnv`) still replace it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always defined
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** A whole number from a `VITE_*` variable within [min, max], else the default. */
function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

/** A comma-separated `VITE_*` list, without empty items. */
function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Where the app lives on the site (the router's basepath, the build's base without its slash). */
export const APP_BASE_PATH = '/help-and-support';
/** The app's home page. */
export const APP_HOME_PATH = `${APP_BASE_PATH}/`;

/** The site path of a router path: `/` is `/help-and-support/`, `/meters` `/help-and-support/meters`. */
export function sitePath(routerPath: string): string {
  return routerPath === '/' ? APP_HOME_PATH : `${APP_BASE_PATH}${routerPath}`;
}

const identityBaseUrl = env.VITE_IDENTITY_BASE_URL ?? '';

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
  identityBaseUrl,
  /** Sign-in and logout locations of the identity provider (spec §2 "Other", §4 "Auth state"). */
  identity: {
    authorizeUrl: env.VITE_IDENTITY_AUTHORIZE_URL ?? `${identityBaseUrl}/identity/authorize`,
    logoutUrl: env.VITE_IDENTITY_LOGOUT_URL ?? `${identityBaseUrl}/identity/logout`,
  },
  /** Protected pages (spec §4 "Auth state", §9): idle logout and the token check. */
  session: {
    idleLogoutUrl: env.VITE_IDLE_LOGOUT_URL ?? '/logout',
    idleTimeoutMs: intFrom(env.VITE_IDLE_TIMEOUT_MS, 15 * 60_000, 1_000, 24 * 3_600_000),
    tokenCheckIntervalMs: intFrom(env.VITE_TOKEN_CHECK_INTERVAL_MS, 30_000, 1_000, 3_600_000),
  },
  /**
   * Real-user monitoring (spec §9), started only after consent. The application id and client
   * token defaults are placeholders: set the real ones for a deployed build.
   */
  monitoring: {
    appName: env.VITE_MONITORING_APP_NAME ?? 'help-and-support',
    datadogApplicationId: env.VITE_DATADOG_APPLICATION_ID ?? '00000000-0000-4000-8000-000000000000',
    datadogClientToken: env.VITE_DATADOG_CLIENT_TOKEN ?? 'pub00000000000000000000000000000000',
    version: env.VITE_APP_VERSION ?? '0.1.0',
    env: env.VITE_MONITORING_ENV ?? 'dev',
    site: env.VITE_DATADOG_SITE ?? 'datadoghq.eu',
    sessionSampleRate: intFrom(env.VITE_DATADOG_SESSION_SAMPLE_RATE, 100, 0, 100),
    sessionReplaySampleRate: intFrom(env.VITE_DATADOG_SESSION_REPLAY_SAMPLE_RATE, 20, 0, 100),
    /** URL prefixes whose requests carry tracing headers (none by default). */
    allowedTracingUrls: listFrom(env.VITE_DATADOG_ALLOWED_TRACING_URLS),
    enableExperimentalFeatures: listFrom(env.VITE_DATADOG_EXPERIMENTAL_FEATURES),
    /** A start (idle wait, download, init) that takes longer is logged and abandoned (§8). */
    startTimeoutMs: intFrom(env.VITE_MONITORING_START_TIMEOUT_MS, 30_000, 1_000, 600_000),
  },
  /** The chat beacon, added only with targeting consent (C0004, spec §4, §9). */
  chatBeaconUrl: env.VITE_CHAT_BEACON_URL ?? 'https://beacon.example-chat.com/beacon.js',
  phone: {
    meterEmergency: env.VITE_PHONE_METER_EMERGENCY ?? '0808 157 0123',
    gasEmergency: env.VITE_PHONE_GAS_EMERGENCY ?? '0800 111 999',
    powerCut: env.VITE_PHONE_POWER_CUT ?? '105',
    customerService: env.VITE_PHONE_CUSTOMER_SERVICE ?? '0330 088 0456',
  },
} as const;

export type AppConfig = typeof config;
