/**
 * The details step as its screen reads it. The complaint and feedback charts keep it alike: the
 * details form, the address inputs and `signedIn` in their context, the address-selection child,
 * the step's title in its state's `meta` and the `invalid` tag.
 */
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { AddressForm } from '../../machines/address-selection.machine';
import type { FormState } from '../../machines/form-kernel';
import { addressSelectionChild, type AddressSelectionActor } from './address-actors';
import { activeTitle } from './journey-session';

/** What a details screen shows of its journey's details step. */
export interface DetailsStepView<TField extends string> {
  title: string;
  /** Whether the chart serves a signed-in visitor (the contact fields' legend says so). */
  signedIn: boolean;
  invalid: boolean;
  form: FormState<TField>;
  addressForm: AddressForm;
  /** The address-selection child; undefined once the details step is left (e.g. while posting). */
  addressActor: AddressSelectionActor | undefined;
}

/** The part of a journey snapshot that holds its details step. */
interface DetailsStepSnapshot<TField extends string> extends Pick<AnyMachineSnapshot, 'getMeta'> {
  context: { signedIn: boolean; detailsForm: FormState<TField>; addressForm: AddressForm };
  children: Partial<Record<string, AnyActorRef>>;
  hasTag(tag: 'invalid'): boolean;
}

/** Reads the details step of a complaint or feedback snapshot. */
export function detailsStepView<TField extends string>(
  snapshot: DetailsStepSnapshot<TField>,
): DetailsStepView<TField> {
  return {
    title: activeTitle(snapshot) ?? '',
    signedIn: snapshot.context.signedIn,
    invalid: snapshot.hasTag('invalid'),
    form: snapshot.context.detailsForm,
    addressForm: snapshot.context.addressForm,
    addressActor: addressSelectionChild(snapshot),
  };
}
