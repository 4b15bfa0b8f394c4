import { TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import type { StepFormOf } from './use-step-form';

/**
 * The legend of the contact fields (spec §4 "Prefill"): 'Your details' when the visitor is signed in
 * (the chart's `signedIn`, read from the sign-in cookies when the journey starts), else 'Enter your
 * details'.
 */
export function detailsLegend(signedIn: boolean): string {
  return signedIn ? 'Your details' : 'Enter your details';
}

/** The contact fields the details forms share (spec §5). */
export type ContactField =
  'firstName' | 'surname' | 'email' | 'telephoneNumber' | 'textphoneNumber';

const inputs: Record<
  ContactField,
  { label: string; autoComplete: string; type: 'text' | 'email' | 'tel'; hint?: string }
> = {
  firstName: { label: 'First name', autoComplete: 'given-name', type: 'text' },
  surname: { label: 'Surname', autoComplete: 'family-name', type: 'text' },
  email: { label: 'Email address', autoComplete: 'email', type: 'email' },
  telephoneNumber: {
    label: 'Telephone number',
    autoComplete: 'tel',
    type: 'tel',
    hint: 'A UK or Irish number, for example 07911 123456 or +353 1 234 5678',
  },
  textphoneNumber: {
    label: 'Textphone or international number (optional)',
    autoComplete: 'off',
    type: 'tel',
    hint: 'Numbers only, with no spaces, for example 1800101632960000',
  },
};

/** The id of a contact input (error summary links point at it). */
export function contactFieldId(field: ContactField): string {
  return `details-${field}`;
}

interface ContactFieldsProps<TField extends string> {
  fields: readonly (TField & ContactField)[];
  /** The step's form (`useStepForm`). */
  form: StepFormOf<TField>;
}

/** Labelled contact inputs with their hints and messages, in the order given. */
export function ContactFields<TField extends string>({ fields, form }: ContactFieldsProps<TField>) {
  return (
    <>
      {fields.map((field) => {
        const input = inputs[field];
        return (
          <TextInput
            key={field}
            id={contactFieldId(field)}
            name={field}
            type={input.type}
            label={input.label}
            description={input.hint}
            autoComplete={input.autoComplete}
            spellCheck={false}
            {...form.getInputProps(field)}
          />
        );
      })}
    </>
  );
}
