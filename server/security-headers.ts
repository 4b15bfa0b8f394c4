import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import * as z from 'zod/mini';

/**
 * Extra sources for a policy: the app's (`appSecuritySources`), or a relaxed policy's, e.g. the dev
 * server's inline React-refresh preamble and HMR socket.
 */
export interface SecurityHeaderOptions {
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  workerSrc?: readonly string[];
  /** Further `style-src` sources, e.g. the hashes of a page's own `<style>` elements. */
  styleSrc?: readonly string[];
}

/** HTTPS only, for a year, on every subdomain too (browsers ignore it on plain http). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The CSP source for an inline `<style>` or `<script>` element with this text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A `<script>` element with its text: group 1 its attributes, group 2 its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Hash sources of the inline `<style>` elements of an HTML document, each once. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ELEMENT)].map(([, css = '']) => hashSource(css)))];
}

/** Hash sources of the inline `<script>` elements (those without `src`) of an HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  const inline = [...html.matchAll(SCRIPT_ELEMENT)].filter(
    ([, attributes = '']) => !/\ssrc\s*=/i.test(attributes),
  );
  return [...new Set(inline.map(([, , code = '']) => hashSource(code)))];
}

/**
 * The policy's directives, as `hono/secure-headers` takes them; without options it allows no inline
 * or foreign script and no inline `<style>` element. Attribute styles stay allowed
 * (`style-src-attr`): prerendered markup carries a few, and the sanitised content never does.
 */
function policyDirectives(options: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(options.scriptSrc ?? [])],
    styleSrc: ["'self'", ...(options.styleSrc ?? [])],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://i.ytimg.com'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(options.connectSrc ?? [])],
    workerSrc: ["'self'", ...(options.workerSrc ?? [])],
    frameSrc: ['https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  } satisfies SecureHeadersOptions['contentSecurityPolicy'];
}

/** The Content-Security-Policy value for these options, as `hono/secure-headers` writes it. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  return Object.entries(policyDirectives(options))
    .map(([name, sources]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '),
    )
    .join('; ');
}

/** Where Datadog RUM sends telemetry and replays for the EU site (`datadoghq.eu`). */
const DATADOG_EU_INTAKE = [
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
  return {
    scriptSrc: [chatBeaconOrigin],
    connectSrc: DATADOG_EU_INTAKE,
    workerSrc: ['blob:'],
  };
}

/**
 * The file of a build (`dist/`) naming the hashes of every inline script its pages carry
 * (`scripts/prerender.ts`): a page's policy admits those of its own scripts the build named
 * (`pageInlineSources`), and no other inline script.
 */
export const BUILT_PAGE_SOURCES_FILE = 'csp-sources.json';

const builtPageSourcesSchema = z.object({
  'script-src': z.array(z.string().check(z.regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
});

/** The inline script hashes of the build in `distDir`: none for a build without prerendered pages. */
export function builtPageScriptSources(distDir: string): string[] {
  const file = join(distDir, BUILT_PAGE_SOURCES_FILE);
  if (!existsSync(file)) return [];
  const sources = builtPageSourcesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!sources.success) throw new Error(`${file} does not name script hashes: rebuild the app.`);
  return sources.data['script-src'];
}

/** An uncompressed HTML response, whose inline `<style>` elements can be read. */
function isReadableHtml(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return type.startsWith('text/html') && !response.headers.has('Content-Encoding');
}

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The headers `securityHeaders` sets (hono's defaults, with our values for four of them). */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * An HTML page's policy also admits the hashes of its own inline `<style>` elements (e.g. a
 * prerendered page's critical styles), so none of them needs `'unsafe-inline'`, and of those of
 * its own inline `<script>` elements that the build named (`builtScripts`): a script is never
 * admitted for being in a response (a content-service HTML fragment opened as a page must not get
 * its scripts run). Runs outside `secureHeaders`, so it replaces the policy that sets.
 */
function pageInlineSources(
  options: SecurityHeaderOptions,
  builtScripts: ReadonlySet<string>,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isReadableHtml(c.res)) return;
    const html = await c.res.clone().text();
    const pageStyles = inlineStyleHashes(html);
    const pageScripts = inlineScriptHashes(html).filter((source) => builtScripts.has(source));
    if (pageStyles.length === 0 && pageScripts.length === 0) return;
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({
        ...options,
        styleSrc: [...(options.styleSrc ?? []), ...pageStyles],
        scriptSrc: [...(options.scriptSrc ?? []), ...pageScripts],
      }),
    );
  };
}

/**
 * `hono/secure-headers` on every response, error and 404 responses included: our policy, HSTS for
 * a year with subdomains, our referrer policy, no framing, and hono's other defaults; then each HTML
 * page's own style hashes and the hashes of its inline scripts the build named (`builtScripts`).
 */
export function securityHeaders(
  options: SecurityHeaderOptions = {},
  builtScripts: readonly string[] = [],
): MiddlewareHandler {
  return every(
    pageInlineSources(options, new Set(builtScripts)),
    secureHeaders({
      contentSecurityPolicy: policyDirectives(options),
      strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
  );
}
