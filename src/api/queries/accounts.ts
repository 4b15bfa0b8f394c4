import { accountsApi, mainApi } from '../http/clients';
import { accountStatusCountSchema, accountsResponseSchema } from '../schemas/accounts';
import { customersResponseSchema } from '../schemas/customers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /v1/accounts/status-count with the identity token (spec §7, prefill). */
export function getAccountStatusCount(idToken: string) {
  return accountsApi.get('/v1/accounts/status-count', accountStatusCountSchema, {
    headers: bearer(idToken),
  });
}

/** GET /v1/accounts with the identity token; only called when liveCount > 0. */
export async function getAccounts(idToken: string) {
  const response = await accountsApi.get('/v1/accounts', accountsResponseSchema, {
    headers: bearer(idToken),
  });
  return response.data;
}

/** GET /v1/customers with the access token (the client id header is on every main API call). */
export async function getCustomers(accessToken: string) {
  const response = await mainApi.get('/v1/customers', customersResponseSchema, {
    headers: bearer(accessToken),
  });
  return response.data;
}
