import type { ReactNode } from 'react';
import type { DetailsStepView } from '../../../journeys/details-step-view';
import { addressSummaryItems } from './address-selector';
import { ContactFields, detailsLegend, type ContactField } from './contact-fields';
import type { ErrorSummaryItem } from './error-summary';
import journey from './journey.module.css';
import { StepForm } from './step-form';
import { useStepForm, type StepFormOf, type StepFormRule } from './use-step-form';

interface DetailsFormProps<TField extends string> {
  step: DetailsStepView<TField>;
  /** The form's fields, in page order. */
  fields: readonly TField[];
  /** The form's rule, as the chart runs it. */
  rule: StepFormRule<TField>;
  /** A §8 alert after a failed post. */
  alert?: ReactNode;
  /** The headings and text above the form. */
  intro: ReactNode;
  /** The contact inputs, in page order. */
  contactFields: readonly (TField & ContactField)[];
  /** The error summary's entries for the form's own fields; the address inputs' follow. */
  errors: readonly ErrorSummaryItem[];
  onChange: (field: TField, value: string) => void;
  onSubmit: () => void;
  /** What follows the contact details: the journey's own questions, the address and the submit. */
  children: (form: StepFormOf<TField>) => ReactNode;
}

/**
 * The details form of a journey (spec §4): the contact inputs under the legend that says whether
 * the visitor is signed in, then the journey's questions and the address.
 */
export function DetailsForm<TField extends string>({
  step: { title, signedIn, invalid, form: chartForm, addressForm },
  fields,
  rule,
  alert,
  intro,
  contactFields,
  errors,
  onChange,
  onSubmit,
  children,
}: DetailsFormProps<TField>) {
  const { form, onSubmit: submit } = useStepForm(fields, chartForm, rule, {
    change: onChange,
    submit: onSubmit,
  });
  return (
    <StepForm
      title={title}
      invalid={invalid}
      alert={alert}
      errors={[...errors, ...addressSummaryItems(addressForm)]}
      // Both counts only grow, so their sum changes with every attempt that produced errors.
      focusKey={chartForm.attempt + addressForm.attempt}
      intro={intro}
      onSubmit={submit}
    >
      <fieldset className={journey.fields}>
        <legend className={journey.legend}>{detailsLegend(signedIn)}</legend>
        <ContactFields fields={contactFields} form={form} />
      </fieldset>
      {children(form)}
    </StepForm>
  );
}
