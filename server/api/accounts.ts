import type { Context, Hono } from 'hono';
import { testUsers } from '../fixtures/users';
import { checkClientId, jsonApiErrors, jsonApiResponse } from '../json-api';
import { verifyToken, type TokenType } from '../tokens';
import type { ApiDeps } from './deps';

type TestUser = (typeof testUsers)[number];

const BEARER = /^Bearer\s+(\S+)$/i;

function unauthorised(c: Context, detail: string): Response {
  return jsonApiErrors(c, 401, [{ code: 'unauthorised', title: 'Unauthorised', detail }], {
    'WWW-Authenticate': 'Bearer',
  });
}

/** The test user a valid bearer token of `type` was issued for, or the 401 response to send. */
async function authenticate(
  c: Context,
  secret: string,
  type: TokenType,
): Promise<{ user: TestUser } | { response: Response }> {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (token === undefined) {
    return { response: unauthorised(c, `Send an ${type} token as a Bearer Authorization header.`) };
  }
  const claims = await verifyToken(secret, token, type);
  const user = claims && testUsers.find((candidate) => candidate.id === claims.sub);
  if (!user) return { response: unauthorised(c, `The ${type} token is not valid.`) };
  return { user };
}

/** Customers (access token + client id), accounts and account status count (identity token). */
export function mountAccountRoutes(app: Hono, { config }: ApiDeps): void {
  app.get('/v1/customers', async (c) => {
    const auth = await authenticate(c, config.tokenSecret, 'access');
    if ('response' in auth) return auth.response;
    const clientError = checkClientId(c, config.clientId);
    if (clientError) return clientError;
    const data = auth.user.customers.map((customer) => ({
      type: 'customers',
      id: customer.id,
      attributes: {
        'first-name': customer.firstName,
        surname: customer.surname,
        email: customer.email,
      },
    }));
    return jsonApiResponse(c, { data });
  });

  app.get('/v1/accounts/status-count', async (c) => {
    const auth = await authenticate(c, config.tokenSecret, 'id');
    if ('response' in auth) return auth.response;
    return c.json(auth.user.statusCount, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/v1/accounts', async (c) => {
    const auth = await authenticate(c, config.tokenSecret, 'id');
    if ('response' in auth) return auth.response;
    return c.json({ data: auth.user.accounts }, 200, { 'Cache-Control': 'no-store' });
  });
}
