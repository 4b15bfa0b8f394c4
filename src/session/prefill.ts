/**
 * Prefill of the journeys' details forms (spec §4 "Prefill", §6, §7 account and customer calls).
 *
 * With an identity token the account-status count is read; with live accounts the first account
 * gives name, email and mobile. Otherwise, with an access token, the first customer record gives
 * name and email. A failed lookup is logged only (§8) and the form is simply not prefilled.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '../api/schemas/accounts';
import type { CustomerResource } from '../api/schemas/customers';
import { isSignedIn, type SessionTokens } from './cookies';

/** The values a details form is prefilled with. */
interface PrefillDetails {
  firstName: string;
  surname: string;
  email: string;
  telephoneNumber: string;
  /** The live account's number, when the details come from one (it goes on the lead, spec §3). */
  accountNumber?: string;
}

/** Whether the visitor is signed in ('Your details' vs 'Enter your details') and what is known. */
export interface Prefill {
  signedIn: boolean;
  details?: PrefillDetails;
}

function fromAccount(account: Account): PrefillDetails {
  return {
    firstName: account.person.firstName,
    surname: account.person.lastName,
    email: account.email ?? '',
    telephoneNumber: account.mobile ?? '',
    ...(account.accountNumber === undefined ? {} : { accountNumber: account.accountNumber }),
  };
}

function fromCustomer({ attributes }: CustomerResource): PrefillDetails {
  return {
    firstName: attributes.firstName,
    surname: attributes.surname,
    email: attributes.email ?? '',
    telephoneNumber: '',
  };
}

async function lookUpDetails(
  queryClient: QueryClient,
  { idToken, accessToken }: SessionTokens,
): Promise<PrefillDetails | undefined> {
  // Only signed-in visitors make these calls: they load, with their zod schemas, when needed.
  const { accountStatusCountQuery, accountsQuery, customersQuery } =
    await import('../api/queries/accounts');
  if (idToken !== undefined) {
    const { liveCount } = await queryClient.query(accountStatusCountQuery(idToken));
    if (liveCount > 0) {
      const [account] = await queryClient.query(accountsQuery(idToken));
      return account && fromAccount(account);
    }
  }
  if (accessToken !== undefined) {
    const [customer] = await queryClient.query(customersQuery(accessToken));
    return customer && fromCustomer(customer);
  }
  return undefined;
}

/** Looks up the prefill for these tokens through the query client's calls; never rejects. */
export async function fetchPrefill(
  queryClient: QueryClient,
  tokens: SessionTokens,
): Promise<Prefill> {
  const signedIn = isSignedIn(tokens);
  if (!signedIn) return { signedIn };
  try {
    const details = await lookUpDetails(queryClient, tokens);
    return details ? { signedIn, details } : { signedIn };
  } catch (error) {
    console.error('Could not look up the details to prefill', error);
    return { signedIn };
  }
}
