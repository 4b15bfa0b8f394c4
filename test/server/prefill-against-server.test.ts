/**
 * The prefill loader (src/session/prefill.ts, spec §4 "Prefill", §6) against the reference server
 * in-process, for each test user of the identity stand-in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUsers } from '../../server/fixtures/users';
import { issueToken } from '../../server/tokens';
import { createQueryClient } from '../../src/api/queries/query-client';
import { fetchPrefill as fetchPrefillWith } from '../../src/session/prefill';
import type { SessionTokens } from '../../src/session/cookies';
import { fetchReachesTestServer } from './support';

const { server, fetchSpy } = fetchReachesTestServer();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The cookies the identity stand-in sets for a test user. */
async function tokensOf(userId: (typeof testUsers)[number]['id']) {
  const user = testUsers.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`no test user ${userId}`);
  const secret = server.config.tokenSecret;
  return {
    accessToken: await issueToken(secret, user.id, 'access'),
    ...(user.tokens === 'both' ? { idToken: await issueToken(secret, user.id, 'id') } : {}),
  };
}

/** The prefill with a query client of its own, as a page's first lookup makes it. */
const fetchPrefill = (tokens: SessionTokens) => fetchPrefillWith(createQueryClient(), tokens);

function requestedPaths(): string[] {
  return fetchSpy.mock.calls.map(([input]) => {
    const url = input instanceof Request ? new URL(input.url) : new URL(String(input), 'http://x');
    return url.pathname;
  });
}

describe('prefill', () => {
  it('fills name, email and mobile from the first live account, and keeps its number', async () => {
    await expect(fetchPrefill(await tokensOf('live-customer'))).resolves.toEqual({
      signedIn: true,
      details: {
        firstName: 'Priya',
        surname: 'Sharma',
        email: 'priya.sharma@example.com',
        telephoneNumber: '07400 123456',
        accountNumber: 'A30481756',
      },
    });
    expect(requestedPaths()).toEqual(['/v1/accounts/status-count', '/v1/accounts']);
  });

  it('fills name and email from the first customer record when no account is live', async () => {
    await expect(fetchPrefill(await tokensOf('customers-only'))).resolves.toEqual({
      signedIn: true,
      details: {
        firstName: 'Gareth',
        surname: 'Hughes',
        email: 'gareth.hughes@example.com',
        telephoneNumber: '',
      },
    });
    expect(requestedPaths()).toEqual(['/v1/accounts/status-count', '/v1/customers']);
  });

  it('with only an access token, asks the customers API and finds nothing to fill', async () => {
    await expect(fetchPrefill(await tokensOf('access-only'))).resolves.toEqual({ signedIn: true });
    expect(requestedPaths()).toEqual(['/v1/customers']);
  });

  it('fills the name from a customer record that has no email', async () => {
    const record = {
      type: 'customers',
      id: 'c-1',
      attributes: { 'first-name': 'Rhian', surname: 'Evans', email: null },
    };
    fetchSpy.mockResolvedValueOnce(Response.json({ data: [record] }));
    await expect(fetchPrefill(await tokensOf('access-only'))).resolves.toEqual({
      signedIn: true,
      details: { firstName: 'Rhian', surname: 'Evans', email: '', telephoneNumber: '' },
    });
  });

  it('is anonymous without tokens and calls nothing', async () => {
    await expect(fetchPrefill({})).resolves.toEqual({ signedIn: false });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('logs a failed lookup and leaves the form empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      fetchPrefill({ idToken: 'not-a-token', accessToken: 'nor-this' }),
    ).resolves.toEqual({ signedIn: true });
    expect(error).toHaveBeenCalledOnce();
  });

  it('reads the calls again only once stale, or for another visitor', async () => {
    const queryClient = createQueryClient();
    const priya = await tokensOf('live-customer');
    expect((await fetchPrefillWith(queryClient, priya)).details?.firstName).toBe('Priya');
    // The app's stale time (30 s): a second lookup within it comes from the query client.
    await fetchPrefillWith(queryClient, priya);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    // Another tab signs in someone else: the same page must not give them Priya's details.
    const gareth = await tokensOf('customers-only');
    expect((await fetchPrefillWith(queryClient, gareth)).details?.firstName).toBe('Gareth');
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });
});
