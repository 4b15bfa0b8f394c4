/** The two radio questions before the complaint details (spec §5): both required. */
import {
  isComplaintType,
  isEnergyPaymentType,
  type ComplaintType,
  type EnergyPaymentType,
} from '../complaint-values';
import type { ValidationResult } from './result';

/** Validates make-a-complaint-select-type. */
export function validateComplaintTypeChoice(input: {
  complaintType: string;
}): ValidationResult<{ complaintType: ComplaintType }, 'complaintType'> {
  const { complaintType } = input;
  return isComplaintType(complaintType)
    ? { values: { complaintType }, errors: {} }
    : { values: null, errors: { complaintType: 'Select what your complaint is about' } };
}

/** Validates make-a-complaint-select-energy. */
export function validateEnergyPaymentChoice(input: {
  energyPayment: string;
}): ValidationResult<{ energyPayment: EnergyPaymentType }, 'energyPayment'> {
  const { energyPayment } = input;
  return isEnergyPaymentType(energyPayment)
    ? { values: { energyPayment }, errors: {} }
    : { values: null, errors: { energyPayment: 'Select how you pay for your energy' } };
}
