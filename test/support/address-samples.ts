/**
 * Addresses for the address-selection chart's own tests (its unit tests and its model): two found at
 * one postcode, and one typed in by hand.
 */
import type { AddressOption, ManualAddress } from '../../machines/address-selection.machine';

/** The first address the lookup finds at its postcode. */
export const flat: AddressOption = {
  id: 'addr-1',
  label: 'Flat 1, 10 Downing Street, London, SW1A 2AA',
  houseNameNumber: 'Flat 1',
  addressLine1: '10 Downing Street',
  addressLine2: '',
  county: 'Greater London',
  postcode: 'SW1A 2AA',
  postalTown: 'London',
  isManual: false,
};

/** The second address found at `flat`'s postcode. */
export const house: AddressOption = {
  ...flat,
  id: 'addr-2',
  label: '12 Downing Street',
  houseNameNumber: '12',
};

/** An address the lookup does not know, typed into the manual form. */
export const manual: ManualAddress = {
  houseNameNumber: 'Rose Cottage',
  addressLine1: 'Mill Lane',
  addressLine2: '',
  postalTown: 'Ambridge',
  county: '',
  postcode: 'AB1 2CD',
};
