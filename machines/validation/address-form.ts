/**
 * The address part of the details forms (spec §4 "Address selection"): the postcode of a lookup and
 * a manually entered address. Choosing from the list needs no check: the chart picks listed entries only. GOV.UK-style messages.
 */
import type { ManualAddress } from '../address-selection.machine';
import { ukPostcodePattern } from '../../src/api/schemas/postcodes';
import { ErrorCollector, trimmedValues, type ValidationResult } from './result';

/** Longest accepted address part (the addresses API takes 100 characters per part). */
const addressPartMaxLength = 100;

/** Error for a postcode typed for a lookup or a manual address. */
export function postcodeError(value: string): string | null {
  const postcode = value.trim();
  if (postcode === '') return 'Enter a postcode';
  return ukPostcodePattern.test(postcode) ? null : 'Enter a real postcode, like SW1A 1AA';
}

/** Validates the postcode of a lookup. */
export function validatePostcodeLookup(input: {
  postcode: string;
}): ValidationResult<{ postcode: string }, 'postcode'> {
  const errors = new ErrorCollector<'postcode'>();
  errors.check('postcode', postcodeError(input.postcode));
  return errors.result(() => ({ postcode: input.postcode.trim() }));
}

/** Fields of the manual address form. */
export type ManualAddressField = keyof ManualAddress;

function partError(value: string, emptyMessage: string | null, label: string): string | null {
  const part = value.trim();
  if (part === '') return emptyMessage;
  return part.length > addressPartMaxLength
    ? `${label} must be ${addressPartMaxLength} characters or less`
    : null;
}

/** Validates a manually entered address: building, first line, town and postcode are required. */
export function validateManualAddress(
  input: ManualAddress,
): ValidationResult<ManualAddress, ManualAddressField> {
  const errors = new ErrorCollector<ManualAddressField>();
  errors.check(
    'houseNameNumber',
    partError(input.houseNameNumber, 'Enter the house name or number', 'House name or number'),
  );
  errors.check(
    'addressLine1',
    partError(input.addressLine1, 'Enter the first line of the address', 'Address line 1'),
  );
  errors.check('addressLine2', partError(input.addressLine2, null, 'Address line 2'));
  errors.check('postalTown', partError(input.postalTown, 'Enter the town or city', 'Town or city'));
  errors.check('county', partError(input.county, null, 'County'));
  errors.check('postcode', postcodeError(input.postcode));
  return errors.result(() => trimmedValues(input));
}
