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
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
