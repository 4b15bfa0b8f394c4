/**
 * The people and addresses the journey tests answer with, for the chart models, the unit tests and
 * the browser paths alike.
 */
import type { AddressOption } from '../../machines/address-selection.machine';
import type {
  CachedPersonalDetails,
  DetailsFormField,
  PersonalDetails,
} from '../../machines/complaint.machine';
import { complaintValues, type ComplaintValue } from '../../machines/complaint-values';

/** Valid answers of a details form (the telephone is a valid UK mobile for libphonenumber). */
export const person = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07911 123456',
} as const;

/** What `person` types into a details form (no textphone, no vulnerability to declare). */
export const typedDetails: Record<DetailsFormField, string> = {
  ...person,
  textphoneNumber: '',
  vulnerability: 'false',
};

/** `person`'s details as the complaint details step keeps them (no textphone). */
export function personalDetails(vulnerabilityConsent: boolean): PersonalDetails {
  return { ...person, textphoneNumber: null, vulnerabilityConsent };
}

/**
 * What a reload finds in sessionStorage `personalDetails` (spec §3) after a visitor gave their details
 * for `complaint`: its type and subtype, and the first address the reference server knows at SW1A 1AA.
 */
export function cachedDetailsFor(complaint: ComplaintValue): CachedPersonalDetails {
  const { queryType, querySubtype } = complaintValues[complaint];
  return {
    firstName: 'Grace',
    surname: 'Hopper',
    email: 'grace@example.com',
    telephoneNumber: '020 7946 0000',
    textphoneNumber: null,
    vulnerabilityConsent: false,
    queryType,
    querySubtype,
    addressId: 'addr-sw1a1aa-1',
  };
}

/** `person`'s details cached for `complaint` with the address `addressId` (spec §3). */
export function cachedPersonFor(
  complaint: ComplaintValue,
  addressId = 'addr-sw1a1aa-1',
): CachedPersonalDetails {
  const { queryType, querySubtype } = complaintValues[complaint];
  return { ...personalDetails(true), queryType, querySubtype, addressId };
}

/** A found address on a complaint's details step. */
export const coronationStreet: AddressOption = {
  id: 'addr-1',
  label: '1 Coronation Street, Weatherfield, M1 1AA',
  houseNameNumber: '1',
  addressLine1: 'Coronation Street',
  addressLine2: '',
  county: 'Greater Manchester',
  postcode: 'M1 1AA',
  postalTown: 'Weatherfield',
  isManual: false,
};

/** A found address on the feedback details step. */
export const ecclesStreet: AddressOption = {
  id: 'addr-7',
  label: '7 Eccles Street',
  houseNameNumber: '7',
  addressLine1: 'Eccles Street',
  addressLine2: '',
  county: '',
  postcode: 'BT1 1AA',
  postalTown: 'Belfast',
  isManual: false,
};

/** The first address the reference server knows at SW1A 1AA (the UI looks it up for real). */
export const carlowMews: AddressOption = {
  id: 'addr-sw1a1aa-1',
  label: 'Flat 1, 12 Carlow Mews, London, SW1A 1AA',
  houseNameNumber: 'Flat 1, 12',
  addressLine1: '12 Carlow Mews',
  addressLine2: '',
  county: 'Greater London',
  postcode: 'SW1A 1AA',
  postalTown: 'London',
  isManual: false,
};

/** The first address the reference server knows at M1 1AE. */
export const tenterStreet: AddressOption = {
  id: 'addr-m11ae-1',
  label: 'Apartment 4, Cotton Exchange, Tenter Street, Manchester, M1 1AE',
  houseNameNumber: 'Apartment 4, Cotton Exchange',
  addressLine1: 'Tenter Street',
  addressLine2: '',
  county: 'Greater Manchester',
  postcode: 'M1 1AE',
  postalTown: 'Manchester',
  isManual: false,
};
