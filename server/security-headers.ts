import type { MiddlewareHandler } from 'hono';

/** Extra sources for a relaxed policy, e.g. the dev server's inline React-refresh preamble and HMR socket. */
export interface SecurityHeaderOptions {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  workerSrc?: readonly string[];
}

/** The Content-Security-Policy value; without options it allows no inline or foreign script. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const scriptSrc = ["'self'", ...(options.scriptSrc ?? [])].join(' ');
  const connectSrc = ["'self'", ...(options.connectSrc ?? [])].join(' ');
  const workerSrc = ["'self'", ...(options.workerSrc ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    `worker-src ${workerSrc}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where Datadog RUM sends telemetry and replays for the EU site (`datadoghq.eu`). */
export const DATADOG_EU_INTAKE = [
  'https://browser-intake-datadoghq.eu',
  'https://*.browser-intake-datadoghq.eu',
] as const;

/**
 * The sources the app needs beyond its own origin, each only used after cookie consent: the
 * Datadog EU intake (C0002), the Session Replay compression worker, which the SDK starts from a
 * `blob:` URL (C0002), and the chat beacon's origin (C0004).
 */
export function appSecuritySources({
  chatBeaconOrigin,
}: {
  chatBeaconOrigin: string;
}): SecurityHeaderOptions {
  return { scriptSrc: [chatBeaconOrigin], connectSrc: DATADOG_EU_INTAKE, workerSrc: ['blob:'] };
}

/** Sets CSP, nosniff and referrer policy on every response, error and 404 responses included. */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
