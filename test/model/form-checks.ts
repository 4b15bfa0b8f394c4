/**
 * Checks and model limits shared by the chart models of forms kept in a chart's context
 * (machines/form-kernel.ts): what an `editing` and an `invalid` step must show, and which submits
 * the models explore.
 */
import { expect } from 'vitest';
import type { FormState } from '../../machines/form-kernel';

interface TaggedSnapshot {
  hasTag(tag: 'invalid'): boolean;
}

/** Every submit with errors counts one more attempt; the models stop after the first one. */
export function submitIsModelled(valid: boolean, attempt: number): boolean {
  return valid || attempt === 0;
}

/** A form nothing was typed or chosen into and never submitted. */
export function isUntouched<F extends string>(form: FormState<F>): boolean {
  return form.attempt === 0 && Object.values(form.values).every((value) => value === '');
}

/** In an `editing` step no message is on show. */
export function expectEditing(snapshot: TaggedSnapshot, form: FormState<string>): void {
  expect(form.errors).toEqual({});
  expect(snapshot.hasTag('invalid')).toBe(false);
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
  expect(form.attempt).toBeGreaterThan(0);
  expect(Object.keys(form.errors).length).toBeGreaterThan(0);
  for (const [field, message] of Object.entries(form.errors)) {
    expect(message).toBe(rules[field as F]);
  }
}
