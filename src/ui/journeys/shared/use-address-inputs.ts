import { useCallback, useState } from 'react';
import { freshForm, withGroupErrors, type FormState } from '../../../../machines/form-kernel';
import type { FieldErrors } from '../../../../machines/validation';
import { emptyAddressValues, type AddressField } from './address-selector';

/** The address selector's inputs with their errors, and how the selector changes them. */
export interface AddressInputs extends FormState<AddressField> {
  setValue: (field: AddressField, value: string) => void;
  /** The selector's `onErrors`: the errors of one address action replace those of its fields. */
  reportErrors: (fields: readonly AddressField[], errors: FieldErrors<AddressField>) => void;
}

/**
 * What the user types into the address selector of a page whose other fields a chart owns. The
 * selector validates its own actions; its errors stay until its next action, as before.
 */
export function useAddressInputs(): AddressInputs {
  const [form, setForm] = useState(() => freshForm(emptyAddressValues));
  const setValue = useCallback((field: AddressField, value: string) => {
    setForm((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  }, []);
  const reportErrors = useCallback(
    (fields: readonly AddressField[], errors: FieldErrors<AddressField>) => {
      setForm((current) => withGroupErrors(current, fields, errors));
    },
    [],
  );
  return { ...form, setValue, reportErrors };
}
