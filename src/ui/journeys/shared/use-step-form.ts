import { useForm } from '@mantine/form';
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FormState } from '../../../../machines/form-kernel';
import type { ValidationResult } from '../../../../machines/validation/result';
import { fieldError } from './field-error';
import { takeTypedBeforeApp, valueInPage } from './typed-before-app';

/** What a step's chart is told of its form. */
interface StepFormEvents<F extends string> {
  /** One field was edited (the chart's `*.change` event). */
  change: (field: F, value: string) => void;
  /** The form was submitted (the chart's `*.submit` event); absent for a group of fields in a form. */
  submit?: () => void;
}

/**
 * A step form's rule, as its chart runs it when the submit arrives: the validator of
 * machines/validation (the chart's exported rule where it needs the chart's context, e.g. the
 * query form's complaint), applied to the values in the inputs.
 */
export type StepFormRule<F extends string> = (
  values: Record<F, string>,
) => ValidationResult<unknown, F>;

/**
 * The one link between a journey step's inputs and its chart (docs/architecture.md, "Form state").
 * @mantine/form binds the inputs: `form.getInputProps(field)` gives each its value, its change
 * handler and its message, and `onSubmit` submits without the browser's checks. Its `validate` is
 * the step's `rule`, the same function the chart runs, so the form's verdict (`form.isValid()`,
 * `form.validate()`, the branch `onSubmit` takes, the first field in error) is the chart's. The
 * chart keeps the form: what was typed (the draft that survives a reload), the messages on show and
 * the step's `invalid` and `failed` states. So every edit is passed on to the chart, a value the
 * chart sets itself (a prefill) comes back into the input, the messages shown are the chart's,
 * 'Error: '-prefixed for screen readers, and a submit reaches the chart either way: the `invalid`
 * state it enters is what shows the messages. On a step the build rendered, what a visitor typed or
 * chose before the app ran is left in the fields by hydration, and taken over by the form (and so
 * the chart) before anything renders again.
 */
export function useStepForm<F extends string>(
  fields: readonly F[],
  chartForm: FormState<F>,
  rule: StepFormRule<F>,
  events: StepFormEvents<F>,
) {
  const form = useForm<Record<F, string>>({
    mode: 'controlled',
    initialValues: chartForm.values,
    validate: (values) => rule(values).errors,
    onValuesChange: (values) => {
      for (const field of fields) {
        if (values[field] !== chartForm.values[field]) events.change(field, values[field]);
      }
    },
    enhanceGetInputProps: ({ field }) => ({ error: fieldError(messageOf(chartForm, field)) }),
  });

  const hydrating = !useHydrated();
  useLayoutEffect(() => {
    // What a visitor typed or chose before the app ran: left in the fields by hydration, or kept
    // from the built page the app rendered afresh (`typed-before-app.ts`), whose focus goes back.
    const typed = hydrating
      ? { values: valuesInPage(fields, form.getInputNode), focused: undefined }
      : takeTypedBeforeApp(window.location.pathname, fields);
    if (typed === undefined) return;
    const changed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = typed.values[field];
      if (value !== undefined && value !== chartForm.values[field]) changed[field] = value;
    }
    if (Object.keys(changed).length > 0) form.setValues(changed);
    if (typed.focused !== undefined) focusInput(form.getInputNode(typed.focused));
    // Once, as the form first renders: from then on the fields' own changes reach the form.
  }, []);

  // A value the chart sets itself (a prefill) comes back into the inputs.
  const { getValues, setValues } = form;
  const chartValuesShown = useRef(chartForm.values);
  useEffect(() => {
    if (chartValuesShown.current === chartForm.values) return;
    chartValuesShown.current = chartForm.values;
    const typed = getValues();
    if (fields.some((field) => typed[field] !== chartForm.values[field])) {
      setValues(chartForm.values);
    }
  }, [fields, chartForm.values, getValues, setValues]);

  const submit = (): void => events.submit?.();
  return { form, onSubmit: form.onSubmit(submit, submit) };
}

/** The values the fields' elements hold in the page (`valueInPage`). */
function valuesInPage<F extends string>(
  fields: readonly F[],
  inputNode: (field: F) => Element | null,
): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) values[field] = valueInPage(inputNode(field));
  return values;
}

/** Focuses a field's element: the control itself, or a radio group's chosen (else first) radio. */
function focusInput(node: Element | null): void {
  const control =
    node instanceof HTMLElement && node.matches('input, select, textarea')
      ? node
      : (node?.querySelector<HTMLElement>('input:checked') ?? node?.querySelector('input'));
  control?.focus();
}

/** The chart's message for a field the form names (its paths are plain strings). */
function messageOf<F extends string>(chartForm: FormState<F>, field: string): string | undefined {
  const errors: Partial<Record<string, string>> = chartForm.errors;
  return errors[field];
}

/** The @mantine/form form of a step with these fields, as `useStepForm` binds it. */
export type StepFormOf<F extends string> = ReturnType<typeof useStepForm<F>>['form'];
