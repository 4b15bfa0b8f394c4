/**
 * The app's calls made as the app makes them — queries through `queryClient.query`, posts through their
 * mutation — each with a query client of its own, so nothing is cached from one test to the next.
 */
import {
  accountStatusCountQuery,
  accountsQuery,
  customersQuery,
} from '../../src/api/queries/accounts';
import { addressLookupQuery, manualAddressMutation } from '../../src/api/queries/addresses';
import { leadMutation } from '../../src/api/queries/leads';
import { createQueryClient, mutate } from '../../src/api/queries/query-client';
import type { AddressCreateAttributes } from '../../src/api/schemas/addresses';
import type { LeadRequest } from '../../src/api/schemas/leads';

export const lookupAddresses = (postcode: string) =>
  createQueryClient().query(addressLookupQuery(postcode));

export const saveManualAddress = (attributes: AddressCreateAttributes) =>
  mutate(createQueryClient(), manualAddressMutation(), attributes);

export const postLead = (lead: LeadRequest, idempotencyKey: string) =>
  mutate(createQueryClient(), leadMutation(), { lead, idempotencyKey });

export const getAccountStatusCount = (idToken: string) =>
  createQueryClient().query(accountStatusCountQuery(idToken));

export const getAccounts = (idToken: string) => createQueryClient().query(accountsQuery(idToken));

export const getCustomers = (accessToken: string) =>
  createQueryClient().query(customersQuery(accessToken));
