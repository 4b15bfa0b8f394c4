import type { Hono } from 'hono';
import { escapeHtml, renderPage } from '../html';
import { isSameSitePath } from '../../src/api/schemas';
import { APP_HOME } from '../paths';
import { clearSignInCookies } from './identity';

const HOME_LINK = `<p><a href="${APP_HOME}">Go to Help &amp; Support</a></p>`;

/** Plain pages outside the app: page not found, search hand-off, signed out. */
export function mountPageRoutes(app: Hono): void {
  app.get('/page-not-found.html', (c) =>
    c.html(
      renderPage(
        'Page not found',
        `<h1>Page not found</h1>\n<p>Sorry, we can't find the page you were looking for.</p>\n${HOME_LINK}`,
      ),
      404,
    ),
  );

  app.get('/search', (c) => {
    const query = c.req.query('q') ?? '';
    const initiated = c.req.query('initiated') ?? '';
    const back = isSameSitePath(initiated)
      ? `<p><a href="${escapeHtml(initiated)}">Back to where you were</a></p>`
      : HOME_LINK;
    const body = `<h1>Search</h1>
<p>This is the reference server's stand-in for site search.</p>
<dl>
  <dt>You searched for</dt>
  <dd class="search-query">${escapeHtml(query)}</dd>
  <dt>Started from</dt>
  <dd class="search-initiated">${escapeHtml(initiated)}</dd>
</dl>
${back}`;
    return c.html(renderPage('Search', body), 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/logout', (c) => {
    clearSignInCookies(c);
    return c.html(
      renderPage('Signed out', `<h1>You have been signed out</h1>\n${HOME_LINK}`),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}
