import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { FormState } from '../../../../machines/form-kernel';
import { fieldError } from './field-error';

/** What a step's chart is told of its form. */
interface StepFormEvents<F extends string> {
  /** One field was edited (the chart's `*.change` event). */
  change: (field: F, value: string) => void;
  /** The form was submitted (the chart's `*.submit` event); absent for a group of fields in a form. */
  submit?: () => void;
}

/**
 * The one link between a journey step's inputs and its chart (docs/architecture.md, "Form state").
 * @mantine/form binds the inputs: `form.getInputProps(field)` gives each its value, its change
 * handler and its message, and `onSubmit` submits without the browser's checks. The chart keeps the
 * form: what was typed (the draft that survives a reload), the messages on show and the step's
 * `invalid` and `failed` states, and it runs the rules (machines/validation) when the submit
 * arrives. So every edit is passed on to the chart, a value the chart sets itself (a prefill)
 * comes back into the input, and the messages shown are the chart's, 'Error: '-prefixed for
 * screen readers; the form runs no rule of its own.
 */
export function useStepForm<F extends string>(
  fields: readonly F[],
  chartForm: FormState<F>,
  events: StepFormEvents<F>,
) {
  const form = useForm<Record<F, string>>({
    mode: 'controlled',
    initialValues: chartForm.values,
    onValuesChange: (values) => {
      for (const field of fields) {
        if (values[field] !== chartForm.values[field]) events.change(field, values[field]);
      }
    },
    enhanceGetInputProps: ({ field }) => ({ error: fieldError(messageOf(chartForm, field)) }),
  });

  const { getValues, setValues } = form;
  useEffect(() => {
    const typed = getValues();
    if (fields.some((field) => typed[field] !== chartForm.values[field])) {
      setValues(chartForm.values);
    }
  }, [fields, chartForm.values, getValues, setValues]);

  return {
    form,
    onSubmit: form.onSubmit(() => events.submit?.()),
  };
}

/** The chart's message for a field the form names (its paths are plain strings). */
function messageOf<F extends string>(chartForm: FormState<F>, field: string): string | undefined {
  const errors: Partial<Record<string, string>> = chartForm.errors;
  return errors[field];
}

/** The @mantine/form form of a step with these fields, as `useStepForm` binds it. */
export type StepFormOf<F extends string> = ReturnType<typeof useStepForm<F>>['form'];
