import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { AddressOption } from '../../../machines/address-selection.machine';
import {
  addressAttributesSchema,
  addressCreateResponseSchema,
  addressListResponseSchema,
  type AddressCreateAttributes,
  type AddressResource,
} from '../schemas/addresses';
import { normalisePostcode } from '../schemas/postcodes';
import { camelizeKeys } from '../http/camelize-keys';
import { mainApi } from '../http/clients';

/** The selector's model of one address (spec §3) from a JSON:API resource. */
export function toAddressOption({ id, attributes }: AddressResource): AddressOption {
  return {
    id,
    label: attributes.address,
    houseNameNumber: [attributes.flatNumber, attributes.houseName, attributes.houseNumber]
      .filter((part) => part !== undefined && part !== '')
      .join(', '),
    addressLine1: attributes.addressLine1 ?? '',
    addressLine2: attributes.addressLine2 ?? '',
    county: attributes.county ?? '',
    postcode: attributes.postcode ?? '',
    postalTown: attributes.postalTown ?? '',
    isManual: attributes.isManual ?? false,
  };
}

/** GET /v1/addresses?postcode= — the addresses at a postcode (empty for an unknown one). */
export const addressLookupQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['addresses', normalisePostcode(postcode)],
    queryFn: async ({ signal }) => {
      const response = await mainApi.get('/v1/addresses', addressListResponseSchema, {
        query: { postcode: postcode.trim() },
        signal,
      });
      return response.data.map(toAddressOption);
    },
    // The address lookup is never retried (spec §7): a failure is shown at once.
    retry: false,
  });

/**
 * POST /v1/addresses — saves a manual address and answers it with its new id. The address is what
 * was posted; attributes the server echoes (in either casing) take precedence.
 */
export const manualAddressMutation = () =>
  mutationOptions({
    mutationKey: ['addresses', 'save'],
    mutationFn: async (attributes: AddressCreateAttributes): Promise<AddressOption> => {
      const response = await mainApi.post(
        '/v1/addresses',
        { data: { type: 'addresses', attributes } },
        addressCreateResponseSchema,
      );
      const posted = addressAttributesSchema.parse(camelizeKeys(attributes));
      return toAddressOption({
        id: response.data.id,
        attributes: { ...posted, ...definedOnly(response.data.attributes ?? {}) },
      });
    },
  });

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, part]) => part !== undefined),
  ) as Partial<T>;
}
