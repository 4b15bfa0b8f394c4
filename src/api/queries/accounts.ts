/**
 * The signed-in prefill's calls (spec §7). Their keys hold the token, as every query key holds what
 * its call depends on: the cookies are the browser's, so another tab can sign in someone else
 * without this page reloading, and that visitor must not be given the last one's details. A failed
 * lookup is logged only and the form is left to the visitor (§8), so none is retried: nothing may
 * arrive later and replace what the visitor has typed.
 */
import { queryOptions } from '@tanstack/react-query';
import { accountsApi, mainApi } from '../http/clients';
import { accountStatusCountSchema, accountsResponseSchema } from '../schemas/accounts';
import { customersResponseSchema } from '../schemas/customers';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /v1/accounts/status-count with the identity token. */
export const accountStatusCountQuery = (idToken: string) =>
  queryOptions({
    queryKey: ['accounts', 'status-count', idToken],
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
    queryKey: ['accounts', idToken],
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
    queryKey: ['customers', accessToken],
    queryFn: async ({ signal }) => {
      const response = await mainApi.get('/v1/customers', customersResponseSchema, {
        headers: bearer(accessToken),
        signal,
      });
      return response.data;
    },
    retry: false,
  });
