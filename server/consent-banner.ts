/**
 * The stand-in OneTrust consent banner (DESIGN.md: "the reference server ships a small stand-in
 * consent banner that writes the same cookie and fires the same event"). Its script and stylesheet
 * are same-origin files under `server/static/consent/`, added to the app's page as a deferred
 * script, so the CSP needs no inline script.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { staticDir } from './paths';

export const CONSENT_BANNER_SCRIPT = '/reference-assets/consent/consent-banner.js';
export const CONSENT_BANNER_STYLESHEET = '/reference-assets/consent/consent-banner.css';

const TAGS =
  `<link rel="stylesheet" href="${CONSENT_BANNER_STYLESHEET}" />` +
  `<script src="${CONSENT_BANNER_SCRIPT}" defer></script>`;

/**
 * The app's HTML with the banner's stylesheet and script in its head, before the app's own scripts
 * (deferred and module scripts run in document order, so the banner is in place before the app
 * renders and nothing moves when it appears).
 */
export function withConsentBanner(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const firstScript = html.indexOf('<script', html.indexOf('<head'));
  const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  return `${html.slice(0, at)}${TAGS}${html.slice(at)}`;
}

/** Serves the banner's script and stylesheet. */
export function mountConsentBanner(app: Hono): void {
  const files = [
    { route: CONSENT_BANNER_SCRIPT, type: 'text/javascript; charset=utf-8' },
    { route: CONSENT_BANNER_STYLESHEET, type: 'text/css; charset=utf-8' },
  ];
  for (const { route, type } of files) {
    const body = fs.readFileSync(path.join(staticDir, 'consent', path.basename(route)), 'utf8');
    app.get(route, (c) =>
      c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' }),
    );
  }
}
