import type { Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { testUsers } from '../fixtures/users';
import { escapeHtml, renderPage } from '../html';
import { safeRedirectTarget } from '../../src/api/schemas';
import { APP_HOME } from '../paths';
import { issueToken, TOKEN_LIFETIME_SECONDS } from '../tokens';
import type { ApiDeps } from './deps';

const COOKIE_OPTIONS = { path: '/', sameSite: 'Lax' } as const;

/** Removes both sign-in cookies. */
export function clearSignInCookies(c: Context): void {
  deleteCookie(c, 'id_token', COOKIE_OPTIONS);
  deleteCookie(c, 'access_token', COOKIE_OPTIONS);
}

function badRequestPage(c: Context, message: string): Response {
  const body = `<h1>Sign-in request not valid</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${APP_HOME}">Back to Help &amp; Support</a></p>`;
  return c.html(renderPage('Sign-in request not valid', body), 400, {
    'Cache-Control': 'no-store',
  });
}

function userChoice(
  userId: string,
  state: string,
  displayName: string,
  description: string,
): string {
  return `<li class="user-choice">
  <form method="post" action="/identity/authorize">
    <input type="hidden" name="user" value="${escapeHtml(userId)}" />
    <input type="hidden" name="state" value="${escapeHtml(state)}" />
    <button type="submit">Sign in as ${escapeHtml(displayName)}</button>
  </form>
  <p>${escapeHtml(description)}</p>
</li>`;
}

function authorizePage(c: Context): Response {
  const responseType = c.req.query('response_type');
  const clientId = c.req.query('client_id');
  if (responseType !== 'token') {
    return badRequestPage(c, 'Only response_type=token is supported.');
  }
  if (clientId === undefined || clientId.trim() === '') {
    return badRequestPage(c, 'The client_id parameter is missing.');
  }
  const state = c.req.query('state') ?? '';
  const users = testUsers
    .map((user) => userChoice(user.id, state, user.displayName, user.description))
    .join('\n');
  const body = `<h1>Sign in</h1>
<p>This is the reference server's stand-in for the identity provider. Choose a test user.</p>
<ul class="user-list">
${users}
</ul>
<p><a href="${APP_HOME}">Cancel</a></p>`;
  return c.html(renderPage('Sign in', body), 200, { 'Cache-Control': 'no-store' });
}

async function readForm(c: Context): Promise<Record<string, string> | undefined> {
  try {
    const form = await c.req.parseBody();
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      if (typeof value === 'string') fields[key] = value;
    }
    return fields;
  } catch {
    return undefined;
  }
}

async function signIn(c: Context, secret: string): Promise<Response> {
  const form = await readForm(c);
  if (!form) return badRequestPage(c, 'The sign-in form could not be read.');
  const user = testUsers.find((candidate) => candidate.id === form.user);
  if (!user) return badRequestPage(c, 'Choose one of the test users.');

  // The cookies go when their tokens expire, so the app then sees a signed-out visitor.
  const tokenCookie = { ...COOKIE_OPTIONS, maxAge: TOKEN_LIFETIME_SECONDS };
  setCookie(c, 'access_token', await issueToken(secret, user.id, 'access'), tokenCookie);
  if (user.tokens === 'both') {
    setCookie(c, 'id_token', await issueToken(secret, user.id, 'id'), tokenCookie);
  } else {
    deleteCookie(c, 'id_token', COOKIE_OPTIONS);
  }
  // 303: the browser follows a POST result with a GET.
  return c.redirect(safeRedirectTarget(form.state, APP_HOME), 303);
}

/** Stand-in identity provider: authorize page, sign-in as a test user, logout. */
export function mountIdentityRoutes(app: Hono, { config }: ApiDeps): void {
  app.get('/identity/authorize', authorizePage);
  app.post('/identity/authorize', (c) => signIn(c, config.tokenSecret));
  app.get('/identity/logout', (c) => {
    clearSignInCookies(c);
    return c.redirect(APP_HOME, 302);
  });
}
