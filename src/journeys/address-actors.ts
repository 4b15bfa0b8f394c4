/**
 * The address-selection chart's actors (spec §4 "Address selection", §7): the postcode lookup is
 * the query client's `addressLookupQuery`, so it is cached and never retried; a manual address is
 * saved by the `manualAddressMutation` (POST /v1/addresses) and used with its new id.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type ActorRefFrom, type AnyActorRef } from 'xstate';
import {
  addressSelectionMachine,
  type AddressOption,
  type ManualAddress,
} from '../../machines/address-selection.machine';
import { mutate } from '../api/queries/query-client';
import { toAddressCreateAttributes } from './manual-address';

/** The address calls and their zod schemas load with the first lookup, not with the step. */
const addressCalls = () => import('../api/queries/addresses');

/** The address-selection chart with its real lookup and save. */
export function provideAddressSelection(queryClient: QueryClient) {
  return addressSelectionMachine.provide({
    actors: {
      lookupAddresses: fromPromise<AddressOption[], { postcode: string }>(async ({ input }) => {
        const { addressLookupQuery } = await addressCalls();
        return queryClient.query(addressLookupQuery(input.postcode));
      }),
      saveManualAddress: fromPromise<AddressOption, ManualAddress>(async ({ input }) => {
        const { manualAddressMutation } = await addressCalls();
        return mutate(queryClient, manualAddressMutation(), toAddressCreateAttributes(input));
      }),
    },
  });
}

/** The address-selection child of a details step. */
export type AddressSelectionActor = ActorRefFrom<typeof addressSelectionMachine>;

/**
 * The running address-selection child of a journey snapshot, if the details step is active. The
 * charts invoke only the address-selection chart under the id `addressSelection`; their snapshot
 * types list every child logic, hence the narrowing here.
 */
export function addressSelectionChild(snapshot: {
  children: Partial<Record<string, AnyActorRef>>;
}): AddressSelectionActor | undefined {
  return snapshot.children.addressSelection as AddressSelectionActor | undefined;
}
