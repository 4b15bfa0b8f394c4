/**
 * The signed-in prefill's calls (spec §7). Their keys leave the tokens out: signing in or out
 * reloads the page. A failed lookup is logged only and the form is left to the visitor (§8), so
 * none is retried: nothing may arrive later and replace what the visitor has typed.
 */
import { queryOptions } from '@tanstack/react-query';
import { accountsApi, mainApi } from '../http/clients';
import { accountStatusCountSchema, accountsResponseSchema } from '../schemas/accounts';
import { customersResponseSchema } from '../schemas/customers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /v1/accounts/status-count with the identity token. */
export const accountStatusCountQuery = (idToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'status-count'],
    queryFn: ({ signal }) =>
      accountsApi.get('/v1/accounts/status-count', accountStatusCountSchema, {
        headers: bearer(idToken),
        signal,
      }),
    retry: false,
  });

/** GET /v1/accounts with the identity token; only called when liveCount > 0. */
export const accountsQuery = (idToken: string) =>
  queryOptions({
    queryKey: ['accounts'],
    queryFn: async ({ signal }) => {
      const response = await accountsApi.get('/v1/accounts', accountsResponseSchema, {
        headers: bearer(idToken),
        signal,
      });
      return response.data;
    },
    retry: false,
  });

/** GET /v1/customers with the access token (the client id header is on every main API call). */
export const customersQuery = (accessToken: string) =>
  queryOptions({
    queryKey: ['customers'],
    queryFn: async ({ signal }) => {
      const response = await mainApi.get('/v1/customers', customersResponseSchema, {
        headers: bearer(accessToken),
        signal,
      });
      return response.data;
    },
    retry: false,
  });
