/**
 * The state of a journey form kept in a chart's context: what was typed, the errors on show and how
 * many submits produced errors. Pure helpers only; the charts run the validators and decide when.
 */
import { not, type EventObject, type MachineContext } from 'xstate';
import { isRecord } from './is-record';
import type { FieldErrors, ValidationResult } from './validation/result';

/** A form's values, its field errors and the number of submits that produced errors. */
export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** The error summary takes focus again whenever this changes. */
  attempt: number;
}

/** A form's values: each of `fields` with the value `valueOf` gives it. */
export function valuesOf<F extends string>(
  fields: readonly F[],
  valueOf: (field: F) => string,
): Record<F, string> {
  // Object.fromEntries types its keys as string; they are exactly `fields`.
  return Object.fromEntries(fields.map((field) => [field, valueOf(field)])) as Record<F, string>;
}

/** A form never submitted, with these values. */
export function freshForm<F extends string>(values: Record<F, string>): FormState<F> {
  return { values, errors: {}, attempt: 0 };
}

/** Whether the form shows any error. */
export function hasErrors<F extends string>(form: FormState<F>): boolean {
  return Object.keys(form.errors).length > 0;
}

function withoutFields<F extends string>(
  errors: FieldErrors<F>,
  fields: readonly string[],
): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !fields.includes(field)),
  ) as FieldErrors<F>;
}

/** Sets one value and removes that field's message; the other fields' messages stay. */
export function editField<F extends string>(
  form: FormState<F>,
  field: NoInfer<F>,
  value: string,
): FormState<F> {
  return {
    ...form,
    values: { ...form.values, [field]: value },
    errors: withoutFields(form.errors, [field]),
  };
}

/** The form after a submit validated as `result`: its errors on show, counted when there are any. */
export function withErrors<F extends string>(
  form: FormState<F>,
  result: ValidationResult<unknown, F>,
): FormState<F> {
  const failed = Object.keys(result.errors).length > 0;
  return { ...form, errors: result.errors, attempt: failed ? form.attempt + 1 : form.attempt };
}

/**
 * The form after one action checked some of its fields (e.g. the address part of a page): their
 * errors become `errors`, the other fields' errors stay; counted when there are any.
 */
export function withGroupErrors<F extends string>(
  form: FormState<F>,
  fields: readonly NoInfer<F>[],
  errors: FieldErrors<NoInfer<F>>,
): FormState<F> {
  const kept = withoutFields(form.errors, fields);
  const failed = Object.keys(errors).length > 0;
  return {
    ...form,
    errors: { ...kept, ...errors },
    attempt: failed ? form.attempt + 1 : form.attempt,
  };
}

/** Fills the fields that are still empty with the non-empty values given (e.g. prefill). */
export function fillEmpty<F extends string>(
  form: FormState<F>,
  values: Partial<Record<NoInfer<F>, string>>,
): FormState<F> {
  const filled: Record<F, string> = { ...form.values };
  for (const field of Object.keys(values) as F[]) {
    const value = values[field];
    if (value !== undefined && value !== '' && filled[field] === '') filled[field] = value;
  }
  return { ...form, values: filled };
}

function hasOnlyKeys(record: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(record).every((key) => keys.includes(key));
}

/**
 * A guard for kept forms with exactly these fields (e.g. a draft restored from storage); a form of
 * another shape is not one.
 */
export function isFormState<F extends string>(fields: readonly F[]) {
  return (value: unknown): value is FormState<F> => {
    if (!isRecord(value)) return false;
    const { values, errors, attempt } = value;
    return (
      isRecord(values) &&
      hasOnlyKeys(values, fields) &&
      fields.every((field) => typeof values[field] === 'string') &&
      isRecord(errors) &&
      hasOnlyKeys(errors, fields) &&
      Object.values(errors).every((message) => typeof message === 'string') &&
      typeof attempt === 'number' &&
      Number.isInteger(attempt) &&
      attempt >= 0
    );
  };
}

/**
 * The two states of a form step, both on the step's screen: `editing`, and `invalid` (tag `invalid`)
 * while the form shows errors. A step entered with errors kept from an earlier visit (Back/Next, a
 * reload) starts `invalid`; edits that remove the last message return it to `editing`.
 */
export function formStates<M, G extends string>(meta: M, hasErrors: G) {
  return {
    editing: { meta, always: { guard: hasErrors, target: 'invalid' } },
    invalid: {
      meta,
      tags: 'invalid',
      // `not` cannot resolve a guard name that is still generic here; the chart checks the name.
      always: { guard: not<MachineContext, EventObject, G>(hasErrors as never), target: 'editing' },
    },
  } as const;
}

/**
 * A step with a free-text box is parallel: region `form` holds its form's states (`formStates`, or
 * the posting step's), region `text` (on the same screen, `meta`) is `withinLimit`, or `overLimit`
 * (tag `overLimit`) while the live notice of spec §5 shows: the `showsNotice` guard, the text is over
 * its limit and the box shows no error, whose words the notice would repeat.
 */
export function textStepStates<S, M, G extends string>(formStates: S, meta: M, showsNotice: G) {
  return {
    type: 'parallel',
    states: {
      form: { initial: 'editing', states: formStates },
      text: {
        initial: 'withinLimit',
        states: {
          withinLimit: { meta, always: { guard: showsNotice, target: 'overLimit' } },
          overLimit: {
            meta,
            tags: 'overLimit',
            // `not` cannot resolve a guard name that is still generic here; the chart checks it.
            always: {
              guard: not<MachineContext, EventObject, G>(showsNotice as never),
              target: 'withinLimit',
            },
          },
        },
      },
    },
  } as const;
}

/** What an edit of one field hands to a chart's `edit…` action (its params). */
export interface FieldChange<F extends string> {
  field: F;
  value: string;
}

/** An edit event's field and value: the params of an `edit…` action, for events that name both. */
export function fieldChangeOf<F extends string>({
  event,
}: {
  event: FieldChange<F>;
}): FieldChange<F> {
  return { field: event.field, value: event.value };
}

/** The params of an `edit…` action for an event that carries only the value of `field`. */
export function valueOf<F extends string>(field: F) {
  return ({ event }: { event: { value: string } }): FieldChange<F> => ({
    field,
    value: event.value,
  });
}

/** A form step's edit event: the chart's `edit` action with `params`, then the step's draft kept. */
export function editThenKeep<const A extends string, Q, P>(edit: A, params: Q, persistDraft: P) {
  return { actions: [{ type: edit, params }, persistDraft] } as const;
}

/**
 * A form step's submit event. Valid values (`guard`) are checked, which stores them, kept with the
 * draft and followed by `andThen` on the way to `target`. Otherwise the check shows the errors, the
 * draft keeps them and the step turns `invalid` — only while `showErrorsIf` holds, when given.
 */
export function submitOrShowErrors<
  const G,
  const T extends string,
  const A extends string,
  P,
  const X = never,
  const S = undefined,
>({
  guard,
  target,
  check,
  persistDraft,
  andThen = [],
  showErrorsIf,
  invalid = '.invalid',
}: {
  guard: G;
  target: T;
  check: A;
  persistDraft: P;
  andThen?: readonly X[];
  showErrorsIf?: S;
  /** The step's `invalid` state: `.form.invalid` in a step with a `text` region. */
  invalid?: '.invalid' | '.form.invalid';
}) {
  return [
    { guard, target, actions: [check, persistDraft, ...andThen] },
    { guard: showErrorsIf, target: invalid, actions: [check, persistDraft] },
  ] as const;
}

/**
 * The assignments behind a chart's actions for the form it keeps at `context[key]`, to be declared
 * as `assign(…)` of these: `edit` sets one value and removes that field's message; `check` shows a
 * submit's errors and, when the form is valid, adds what `store` makes of the validated values;
 * `fill` puts prefill values into the fields that are still empty.
 */
export function formAssigners<
  C extends Record<K, FormState<F>>,
  K extends string,
  F extends string,
  V,
>(
  key: K,
  validate: (context: C) => ValidationResult<V, F>,
  store: (values: V, context: C) => Partial<C>,
) {
  const at = (form: FormState<F>) => ({ [key]: form }) as Record<K, FormState<F>>;
  return {
    edit: ({ context }: { context: C }, change: FieldChange<F>) =>
      at(editField(context[key], change.field, change.value)),
    check: ({ context }: { context: C }) => {
      const result = validate(context);
      const stored = result.values === null ? {} : store(result.values, context);
      return { ...stored, ...at(withErrors(context[key], result)) };
    },
    fill: ({ context }: { context: C }, params: { prefill: Partial<Record<F, string>> }) =>
      at(fillEmpty(context[key], params.prefill)),
  };
}

/**
 * The chart's `persistDraft` action with the draft `draftOf` picks from the context, after the
 * transition's assignments.
 */
export function persistDraftOf<C, D>(draftOf: (context: C) => D) {
  return {
    type: 'persistDraft',
    params: ({ context }: { context: C }) => draftOf(context),
  } as const;
}
