import type { ManualAddress } from '../../machines/address-selection.machine';
import type { AddressCreateAttributes } from '../api/schemas/addresses';
import { formatPostcode } from '../api/schemas/postcodes';

/** A house number such as '12' or '12A' (anything else is a house name, e.g. 'Rose Cottage'). */
const houseNumberPattern = /^\d+[A-Za-z]?$/;

/**
 * The POST /v1/addresses attributes of a manually entered address (spec §3 "Address"): the house
 * name or number goes to `house-number` or `house-name`, and `address` is the one-line label the
 * selector and the leads show.
 */
export function toAddressCreateAttributes(manual: ManualAddress): AddressCreateAttributes {
  const houseNameNumber = manual.houseNameNumber.trim();
  const addressLine1 = manual.addressLine1.trim();
  const addressLine2 = manual.addressLine2.trim();
  const postalTown = manual.postalTown.trim();
  const county = manual.county.trim();
  const postcode = formatPostcode(manual.postcode.trim());
  const isNumber = houseNumberPattern.test(houseNameNumber);
  const firstLine = isNumber ? `${houseNameNumber} ${addressLine1}` : addressLine1;
  const label = [
    isNumber ? '' : houseNameNumber,
    firstLine,
    addressLine2,
    postalTown,
    county,
    postcode,
  ]
    .filter((part) => part !== '')
    .join(', ');
  return {
    address: label,
    'address-line-1': addressLine1,
    ...(addressLine2 === '' ? {} : { 'address-line-2': addressLine2 }),
    ...(county === '' ? {} : { county }),
    ...(houseNameNumber === ''
      ? {}
      : isNumber
        ? { 'house-number': houseNameNumber }
        : { 'house-name': houseNameNumber }),
    postcode,
    'postal-town': postalTown,
    'is-manual': true,
  };
}
