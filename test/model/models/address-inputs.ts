/**
 * How a user types into the address selector's inputs, shared by the chart model
 * (`address-selection.ts`) and its browser path suite: the typing samples, the rules that keep the
 * model finite, and the manual form's messages by the spec's rules.
 */
import type { SnapshotFrom } from 'xstate';
import type {
  AddressField,
  AddressSelectionEvent,
  addressSelectionMachine,
} from '../../../machines/address-selection.machine';
import { postcodeError, validateManualAddress } from '../../../machines/validation/address-form';
import { submitIsModelled } from '../form-checks';

/** The inputs the models type into: a valid answer each, and one the rules refuse for the postcodes. */
export interface TypedAnswers {
  postcode: { valid: string; invalid: string };
  houseNameNumber: { valid: string };
  addressLine1: { valid: string };
  postalTown: { valid: string };
  manualPostcode: { valid: string; invalid: string };
}

/** An input the models type into. */
export type TypedField = keyof TypedAnswers;

/** The manual form's required inputs in page order (the optional ones are left empty). */
export const manualOrder: readonly TypedField[] = [
  'houseNameNumber',
  'addressLine1',
  'postalTown',
  'manualPostcode',
];

type Snapshot = SnapshotFrom<typeof addressSelectionMachine>;
type ModelEvent = AddressSelectionEvent | { type: `xstate.${string}` };

/** The manual form's messages by the rules for what its inputs hold, or null when it is valid. */
export function manualAddressErrors(values: Record<AddressField, string>) {
  const { errors } = validateManualAddress({
    houseNameNumber: values.houseNameNumber,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2,
    postalTown: values.postalTown,
    county: values.county,
    postcode: values.manualPostcode,
  });
  return Object.keys(errors).length === 0 ? null : errors;
}

/** The typing samples and the `when` of a model that types `typed`. */
export function addressInputs(typed: TypedAnswers) {
  const answerOf = (field: TypedField): { valid: string; invalid?: string } => typed[field];
  const isTyped = (field: AddressField): field is TypedField => field in typed;

  const typingSamples: AddressSelectionEvent[] = (Object.keys(typed) as TypedField[]).flatMap(
    (field) => {
      const { valid, invalid } = answerOf(field);
      return [
        { type: 'address.change' as const, field, value: valid },
        ...(invalid === undefined
          ? []
          : [{ type: 'address.change' as const, field, value: invalid }]),
      ];
    },
  );

  /**
   * What the user can do: type into an input the current state shows, each input once from empty,
   * a postcode turned invalid before any submit with errors and corrected after; the manual form's
   * required inputs in page order and only while no postcode is typed; 'Find address' and 'Save and
   * use this address' with errors only once. This keeps the model finite while every input can be
   * refused and every state reached.
   */
  function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
    const { values, attempt } = snapshot.context.form;
    switch (event.type) {
      case 'address.change': {
        if (!isTyped(event.field)) return false;
        const current = values[event.field];
        const entry = answerOf(event.field);
        const correcting = current === entry.invalid && event.value === entry.valid;
        const spoiling = current === entry.valid && event.value === entry.invalid && attempt === 0;
        if (current !== '' && !correcting && !spoiling) return false;
        if (event.field === 'postcode') return snapshot.hasTag('lookup');
        const before = manualOrder.slice(0, manualOrder.indexOf(event.field));
        return (
          snapshot.hasTag('manualForm') &&
          values.postcode === '' &&
          before.every((field) => values[field] === typed[field].valid)
        );
      }
      case 'address.lookup':
        return submitIsModelled(postcodeError(values.postcode) === null, attempt);
      case 'address.saveManual':
        return (
          snapshot.hasTag('manualForm') &&
          submitIsModelled(manualAddressErrors(values) === null, attempt)
        );
      case 'address.dismissFailure':
        // Its close button is only there while the alert shows.
        return snapshot.hasTag('failed');
      default:
        return true;
    }
  }

  return { typingSamples, isTyped, canHappen };
}
