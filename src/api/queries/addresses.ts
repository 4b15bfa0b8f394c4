import { queryOptions } from '@tanstack/react-query';
import {
  addressCreateResponseSchema,
  addressListResponseSchema,
  normalisePostcode,
  type AddressCreateAttributes,
  type AddressResource,
} from '../schemas/addresses';
import { mainApi } from '../http/clients';

/** The address selector's model of one address (spec §3). */
export interface AddressOption {
  id: string;
  label: string;
  houseNameNumber: string;
  addressLine1: string;
  addressLine2: string;
  county: string;
  postcode: string;
  postalTown: string;
  isManual: boolean;
}

export function toAddressOption({ id, attributes }: AddressResource): AddressOption {
  return {
    id,
    label: attributes.address,
    houseNameNumber: [attributes.flatNumber, attributes.houseName, attributes.houseNumber]
      .filter((part) => part !== '')
      .join(', '),
    addressLine1: attributes.addressLine1,
    addressLine2: attributes.addressLine2,
    county: attributes.county,
    postcode: attributes.postcode,
    postalTown: attributes.postalTown,
    isManual: attributes.isManual,
  };
}

/** GET /v1/addresses?postcode= — the addresses at a postcode (empty for an unknown one). */
export async function lookupAddresses(postcode: string, signal?: AbortSignal) {
  const response = await mainApi.get('/v1/addresses', addressListResponseSchema, {
    query: { postcode: postcode.trim() },
    ...(signal ? { signal } : {}),
  });
  return response.data.map(toAddressOption);
}

/** The address lookup is never retried (spec §7): a failure is shown at once. */
export const addressLookupQueryOptions = (postcode: string) =>
  queryOptions({
    queryKey: ['addresses', normalisePostcode(postcode)],
    queryFn: ({ signal }) => lookupAddresses(postcode, signal),
    retry: false,
  });

/** POST /v1/addresses — saves a manual address and returns it with its new id. */
export async function saveManualAddress(attributes: AddressCreateAttributes) {
  const response = await mainApi.post(
    '/v1/addresses',
    { data: { type: 'addresses', attributes } },
    addressCreateResponseSchema,
  );
  return toAddressOption(response.data);
}
