import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  accountStatusCountSchema,
  accountsResponseSchema,
  customersResponseSchema,
  jsonApiErrorDocumentSchema,
} from '../../src/api/schemas';
import { testUsers } from '../../server/fixtures/users';
import { issueToken, type TokenType } from '../../server/tokens';
import { clientView, testServerPerTest } from './support';

const CLIENT_ID = 'help-and-support-web';

describe('customers and accounts behind bearer tokens', () => {
  const server = testServerPerTest();

  const token = (
    userId: string,
    type: TokenType,
    secret = server.config.tokenSecret,
  ): Promise<string> => issueToken(secret, userId, type);

  const get = (url: string, headers: Record<string, string>): Promise<Response> =>
    Promise.resolve(server.app.request(url, { headers }));

  async function expectUnauthorised(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(jsonApiErrorDocumentSchema.parse(await response.json()).errors[0]?.status).toBe('401');
  }

  it('GET /v1/accounts/status-count gives the counts of the identity-token user', async () => {
    const response = await get('/v1/accounts/status-count', {
      Authorization: `Bearer ${await token('live-customer', 'id')}`,
    });
    expect(response.status).toBe(200);
    expect(accountStatusCountSchema.parse(await response.json())).toEqual({
      liveCount: 1,
      lostCount: 0,
      preLiveCount: 0,
    });
  });

  it('GET /v1/accounts lists the accounts of the identity-token user', async () => {
    const response = await get('/v1/accounts', {
      Authorization: `Bearer ${await token('live-customer', 'id')}`,
    });
    const accounts = accountsResponseSchema.parse(await response.json());
    expect(accounts.data[0]?.person.firstName).toBe('Priya');
  });

  it('GET /v1/customers lists customer records for an access token and the client id', async () => {
    const response = await get('/v1/customers', {
      Authorization: `Bearer ${await token('customers-only', 'access')}`,
      'X-Client-Id': CLIENT_ID,
    });
    expect(response.status).toBe(200);
    const customers = customersResponseSchema.parse(await clientView(response));
    expect(customers.data[0]?.attributes).toEqual({
      firstName: 'Gareth',
      surname: 'Hughes',
      email: 'gareth.hughes@example.com',
    });
  });

  it('answers every test user with their own data', async () => {
    for (const user of testUsers) {
      const response = await get('/v1/accounts/status-count', {
        Authorization: `Bearer ${await token(user.id, 'id')}`,
      });
      expect(await response.json()).toEqual(user.statusCount);
    }
  });

  it.each(['/v1/accounts/status-count', '/v1/accounts', '/v1/customers'])(
    '%s: 401 without, with a malformed and with a forged token',
    async (url) => {
      const type: TokenType = url === '/v1/customers' ? 'access' : 'id';
      const base = { 'X-Client-Id': CLIENT_ID };
      await expectUnauthorised(await get(url, base));
      await expectUnauthorised(await get(url, { ...base, Authorization: 'Bearer' }));
      await expectUnauthorised(await get(url, { ...base, Authorization: 'Basic dXNlcjpwYXNz' }));
      await expectUnauthorised(await get(url, { ...base, Authorization: 'Bearer not.a-token' }));
      const forged = await token('live-customer', type, 'a-different-secret-of-enough-length');
      await expectUnauthorised(await get(url, { ...base, Authorization: `Bearer ${forged}` }));
      const [header = '', payload = '', signature = ''] = (
        await token('live-customer', type)
      ).split('.');
      const claims = z
        .record(z.string(), z.unknown())
        .parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: 'customers-only' })).toString(
        'base64url',
      );
      expect(payload).not.toBe(otherUser);
      await expectUnauthorised(
        await get(url, { ...base, Authorization: `Bearer ${header}.${otherUser}.${signature}` }),
      );
    },
  );

  it('refuses a token of the wrong kind or for an unknown user', async () => {
    await expectUnauthorised(
      await get('/v1/accounts', {
        Authorization: `Bearer ${await token('live-customer', 'access')}`,
      }),
    );
    await expectUnauthorised(
      await get('/v1/customers', {
        Authorization: `Bearer ${await token('customers-only', 'id')}`,
        'X-Client-Id': CLIENT_ID,
      }),
    );
    await expectUnauthorised(
      await get('/v1/accounts', { Authorization: `Bearer ${await token('nobody', 'id')}` }),
    );
  });

  it('GET /v1/customers needs X-Client-Id even with a valid token', async () => {
    const response = await get('/v1/customers', {
      Authorization: `Bearer ${await token('customers-only', 'access')}`,
    });
    expect(response.status).toBe(400);
  });
});
