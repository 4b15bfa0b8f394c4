/** The two radio questions before the complaint details (spec §5): both required. */
import { isComplaintType, isEnergyPaymentType } from '../complaint-values';
import type { ValidationResult } from './result';

/** Validates a required radio question whose answer must be one of `isChoice`'s values. */
function requiredChoice<F extends string, V extends string>(
  field: F,
  isChoice: (value: unknown) => value is V,
  message: string,
) {
  return (input: Record<F, string>): ValidationResult<Record<F, V>, F> => {
    const answer = input[field];
    return isChoice(answer)
      ? { values: { [field]: answer } as Record<F, V>, errors: {} }
      : { values: null, errors: { [field]: message } as Record<F, string> };
  };
}

/** Validates make-a-complaint-select-type. */
export const validateComplaintTypeChoice = requiredChoice(
  'complaintType',
  isComplaintType,
  'Select what your complaint is about',
);

/** Validates make-a-complaint-select-energy. */
export const validateEnergyPaymentChoice = requiredChoice(
  'energyPayment',
  isEnergyPaymentType,
  'Select how you pay for your energy',
);
