import { describe, expect, it } from 'vitest';
import { testUsers } from '../../server/fixtures/users';
import { verifyToken } from '../../server/tokens';
import { setCookies, testServerPerTest } from './support';

const AUTHORIZE =
  '/identity/authorize?response_type=token&client_id=help-and-support-web&redirect_uri=%2Fhelp-and-support%2F';

function signInForm(user: string, state?: string): RequestInit {
  const form = new URLSearchParams({ user });
  if (state !== undefined) form.set('state', state);
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  };
}

function cookieValue(cookies: string[], name: string): string | undefined {
  const cookie = cookies.find((value) => value.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0];
}

describe('identity stand-in', () => {
  const server = testServerPerTest();

  it('lists every test user as a sign-in form carrying the state, with no inline script or style', async () => {
    const response = await server.app.request(`${AUTHORIZE}&state=%2Fhelp-and-support%2Fdeals`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const user of testUsers) {
      expect(html).toContain(`value="${user.id}"`);
      expect(html).toContain(user.displayName);
    }
    expect(html.match(/<form method="post" action="\/identity\/authorize">/g)).toHaveLength(
      testUsers.length,
    );
    expect(html).toContain('name="state" value="/help-and-support/deals"');
    expect(html).not.toMatch(/<script|style=|<style/i);
    expect(html).toContain('href="/reference-assets/reference.css"');
  });

  it('escapes the state it echoes into the form', async () => {
    const response = await server.app.request(
      `${AUTHORIZE}&state=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['a code response type', '/identity/authorize?response_type=code&client_id=x'],
    ['no response type', '/identity/authorize?client_id=x'],
    ['no client id', '/identity/authorize?response_type=token'],
    ['an empty client id', '/identity/authorize?response_type=token&client_id='],
  ])('answers 400 for %s', async (_name, url) => {
    const response = await server.app.request(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in request not valid');
  });

  it('signs a user in: both cookies (Path=/, SameSite=Lax, readable) and a same-site redirect', async () => {
    const response = await server.app.request(
      '/identity/authorize',
      signInForm('live-customer', '/help-and-support/deals?x=1'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/help-and-support/deals?x=1');
    const cookies = setCookies(response);
    for (const name of ['id_token', 'access_token']) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=`));
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    }
    const idToken = cookieValue(cookies, 'id_token') ?? '';
    const accessToken = cookieValue(cookies, 'access_token') ?? '';
    expect((await verifyToken(server.config.tokenSecret, idToken, 'id'))?.sub).toBe(
      'live-customer',
    );
    expect((await verifyToken(server.config.tokenSecret, accessToken, 'access'))?.sub).toBe(
      'live-customer',
    );

    const accounts = await server.app.request('/v1/accounts', {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(accounts.status).toBe(200);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'help-and-support/deals',
    '',
  ])('sends state %j to /help-and-support/ instead', async (state) => {
    const response = await server.app.request(
      '/identity/authorize',
      signInForm('live-customer', state),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/help-and-support/');
  });

  it('gives the access-only user only an access token (and clears an old id token)', async () => {
    const response = await server.app.request('/identity/authorize', signInForm('access-only'));
    const cookies = setCookies(response);
    expect(cookieValue(cookies, 'access_token')).toBeTruthy();
    expect(cookieValue(cookies, 'id_token')).toBe('');
    expect(cookies.find((value) => value.startsWith('id_token='))).toMatch(/Max-Age=0/);
  });

  it('answers 400 for an unknown user or an unreadable form, setting no cookie', async () => {
    const unknown = await server.app.request('/identity/authorize', signInForm('admin'));
    expect(unknown.status).toBe(400);
    expect(setCookies(unknown)).toEqual([]);
    const garbage = await server.app.request('/identity/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    expect(garbage.status).toBe(400);
    expect(setCookies(garbage)).toEqual([]);
  });

  it('GET /identity/logout clears both cookies and redirects to the app', async () => {
    const response = await server.app.request('/identity/logout');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/help-and-support/');
    const cookies = setCookies(response);
    for (const name of ['id_token', 'access_token']) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=;`));
      expect(cookie).toMatch(/Max-Age=0/);
      expect(cookie).toMatch(/Path=\//);
    }
  });
});
