/**
 * Checks and model limits shared by the chart models of forms kept in a chart's context
 * (machines/form-kernel.ts): what an `editing` and an `invalid` step must show, and which submits
 * the models explore.
 */
import { expect } from 'vitest';
import type { AddressForm } from '../../machines/address-selection.machine';
import { hasErrors, type FormState } from '../../machines/form-kernel';
import { postcodeError } from '../../machines/validation/address-form';
import { showsLimitNotice } from '../../machines/validation/query-form';

interface TaggedSnapshot {
  hasTag(tag: 'invalid' | 'failed' | 'overLimit'): boolean;
}

/** Every submit with errors counts one more attempt; the models stop after the first one. */
export function submitIsModelled(valid: boolean, attempt: number): boolean {
  return valid || attempt === 0;
}

/** A form nothing was typed or chosen into and never submitted. */
export function isUntouched<F extends string>(form: FormState<F>): boolean {
  return form.attempt === 0 && Object.values(form.values).every((value) => value === '');
}

/** In an `editing` step no message is on show, nor a failed post's alert. */
export function expectEditing(snapshot: TaggedSnapshot, form: FormState<string>): void {
  expect(form.errors).toEqual({});
  expect(snapshot.hasTag('invalid')).toBe(false);
  expect(snapshot.hasTag('failed')).toBe(false);
}

/**
 * In an `invalid` state some message is on show, a submit has counted, and every message is the
 * rules' message for the field's value (edited fields lost theirs).
 */
export function expectInvalid<F extends string>(
  snapshot: TaggedSnapshot,
  form: FormState<F>,
  rules: Partial<Record<F, string>>,
): void {
  expect(snapshot.hasTag('invalid')).toBe(true);
  expect(snapshot.hasTag('failed')).toBe(false);
  expect(form.attempt).toBeGreaterThan(0);
  expect(Object.keys(form.errors).length).toBeGreaterThan(0);
  for (const [field, message] of Object.entries(form.errors)) {
    expect(message).toBe(rules[field as F]);
  }
}

/** A state check of a chart model (`ChartCoverage.checks`), keyed by state id. */
type StateChecks<S> = Record<string, (snapshot: S) => void>;

/** The keys of a chart context that hold a form. */
type FormKey<C> = { [K in keyof C]: C[K] extends FormState<string> ? K : never }[keyof C] & string;
/** The fields of the form a context keeps under `K`. */
type FieldOf<C, K extends keyof C> = C[K] extends FormState<infer F> ? F : never;

/**
 * The form step checks of a chart whose snapshots are `S`: `formChecks(step, form, validate)` checks
 * the step's `editing` and `invalid` states (`<step>.editing`, `<step>.invalid`) of the form kept
 * in the context as `form`: no message while editing; while invalid, the messages `validate` (the
 * spec's rules) gives for what is typed.
 */
export function formStepChecksOf<S extends TaggedSnapshot & { context: object }>() {
  return <K extends FormKey<S['context']>>(
    step: string,
    form: K,
    validate: (
      values: Record<FieldOf<S['context'], K>, string>,
      snapshot: S,
    ) => { errors: Partial<Record<FieldOf<S['context'], K>, string>> },
  ): StateChecks<S> => {
    type Form = FormState<FieldOf<S['context'], K>>;
    const formOf = (snapshot: S): Form => (snapshot.context as Record<K, Form>)[form];
    return {
      [`${step}.editing`]: (snapshot) => {
        expectEditing(snapshot, formOf(snapshot));
      },
      [`${step}.invalid`]: (snapshot) => {
        expectInvalid(
          snapshot,
          formOf(snapshot),
          validate(formOf(snapshot).values, snapshot).errors,
        );
      },
    };
  };
}

/** What a details step's snapshot holds: its own form and the address child's inputs. */
interface DetailsStepSnapshot<F extends string> extends TaggedSnapshot {
  context: { detailsForm: FormState<F>; addressForm: AddressForm };
}

/**
 * The checks of a details step's `editing` and `invalid` states: neither its form nor the address
 * inputs show a message while editing; while invalid, the model refused either the details (the
 * rules' messages) or the postcode, never both.
 */
export function detailsStepChecks<F extends string, S extends DetailsStepSnapshot<F>>(
  step: string,
  rules: (values: Record<F, string>) => Partial<Record<F, string>>,
): StateChecks<S> {
  return {
    [`${step}.editing`]: (snapshot) => {
      expectEditing(snapshot, snapshot.context.detailsForm);
      expectEditing(snapshot, snapshot.context.addressForm);
    },
    [`${step}.invalid`]: (snapshot) => {
      const { detailsForm, addressForm } = snapshot.context;
      if (hasErrors(detailsForm)) {
        expectInvalid(snapshot, detailsForm, rules(detailsForm.values));
      } else {
        const postcode = postcodeError(addressForm.values.postcode) ?? undefined;
        expectInvalid(snapshot, addressForm, { postcode });
      }
    },
  };
}

/** What the step a lead post returns to holds: the last post's failure, if any. */
interface PostingStepSnapshot extends TaggedSnapshot {
  context: { submitError: unknown };
}

/**
 * The checks of the step a lead post returns to (`postingFormStates`): `checks` of its `editing`
 * and `invalid` states, where no failed post's alert is on show, and of its `failed` state, where
 * the alert is and no message of `formsOf` (what the post sent had none).
 */
export function postingStepChecks<S extends PostingStepSnapshot>(
  step: string,
  checks: StateChecks<S>,
  formsOf: (snapshot: S) => ReadonlyArray<FormState<string>>,
): StateChecks<S> {
  const withoutFailure = (check: ((snapshot: S) => void) | undefined) => (snapshot: S) => {
    check?.(snapshot);
    expect(snapshot.context.submitError).toBeNull();
  };
  return {
    ...checks,
    [`${step}.editing`]: withoutFailure(checks[`${step}.editing`]),
    [`${step}.invalid`]: withoutFailure(checks[`${step}.invalid`]),
    [`${step}.failed`]: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true);
      expect(snapshot.hasTag('invalid')).toBe(false);
      expect(snapshot.context.submitError).not.toBeNull();
      for (const form of formsOf(snapshot)) expect(form.errors).toEqual({});
    },
  };
}

/**
 * The checks of a step with a free-text box (`textStepStates`): region `form` is `invalid` while
 * the form shows a message; region `text` is `overLimit` (the live notice) exactly while the box's
 * text is over the limit and the box shows no error. `formOf` picks the form, `field` the box.
 */
export function textStepChecks<S extends TaggedSnapshot>(
  step: string,
  formOf: (snapshot: S) => FormState<string>,
  field: string,
): StateChecks<S> {
  const noticeShown = (snapshot: S) => {
    const form = formOf(snapshot);
    return showsLimitNotice(form.values[field] ?? '', form.errors[field]);
  };
  const expectNotice = (snapshot: S, shown: boolean) => {
    expect(noticeShown(snapshot)).toBe(shown);
    expect(snapshot.hasTag('overLimit')).toBe(shown);
  };
  return {
    [`${step}.form`]: (snapshot) => {
      expect(snapshot.hasTag('invalid')).toBe(hasErrors(formOf(snapshot)));
    },
    [`${step}.text`]: (snapshot) => {
      expect(snapshot.hasTag('overLimit')).toBe(noticeShown(snapshot));
    },
    [`${step}.text.withinLimit`]: (snapshot) => {
      expectNotice(snapshot, false);
    },
    [`${step}.text.overLimit`]: (snapshot) => {
      expectNotice(snapshot, true);
    },
  };
}
