/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROVIDER_NAME?: string;
  readonly VITE_PROVIDER_ID?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CONTENT_BASE_URL?: string;
  readonly VITE_OUTAGE_BASE_URL?: string;
  readonly VITE_ACCOUNTS_BASE_URL?: string;
  readonly VITE_IDENTITY_BASE_URL?: string;
  readonly VITE_PHONE_METER_EMERGENCY?: string;
  readonly VITE_PHONE_GAS_EMERGENCY?: string;
  readonly VITE_PHONE_POWER_CUT?: string;
  readonly VITE_PHONE_CUSTOMER_SERVICE?: string;
  readonly VITE_IDENTITY_AUTHORIZE_URL?: string;
  readonly VITE_IDENTITY_LOGOUT_URL?: string;
  readonly VITE_IDLE_LOGOUT_URL?: string;
  readonly VITE_IDLE_TIMEOUT_MS?: string;
  readonly VITE_TOKEN_CHECK_INTERVAL_MS?: string;
  readonly VITE_MONITORING_APP_NAME?: string;
  readonly VITE_DATADOG_APPLICATION_ID?: string;
  readonly VITE_DATADOG_CLIENT_TOKEN?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_MONITORING_ENV?: string;
  readonly VITE_DATADOG_SITE?: string;
  readonly VITE_DATADOG_SESSION_SAMPLE_RATE?: string;
  readonly VITE_DATADOG_SESSION_REPLAY_SAMPLE_RATE?: string;
  readonly VITE_DATADOG_ALLOWED_TRACING_URLS?: string;
  readonly VITE_DATADOG_EXPERIMENTAL_FEATURES?: string;
  readonly VITE_MONITORING_START_TIMEOUT_MS?: string;
  readonly VITE_CHAT_BEACON_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
