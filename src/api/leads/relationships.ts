import type { LeadRelationships } from '../schemas/leads';

/** The lead's address relationship: the chosen address, or `data: null` when there is none. */
export function addressRelationship(addressId: string | null): LeadRelationships {
  return { address: { data: addressId === null ? null : { type: 'addresses', id: addressId } } };
}
