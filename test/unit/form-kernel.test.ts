import { describe, expect, it } from 'vitest';
import {
  editField,
  fillEmpty,
  freshForm,
  hasErrors,
  isFormState,
  withErrors,
  withGroupErrors,
  type FormState,
} from '../../machines/form-kernel';

type Field = 'name' | 'email';

const invalid: FormState<Field> = {
  values: { name: '', email: 'x@' },
  errors: { name: 'Enter your name', email: 'Enter a real email' },
  attempt: 1,
};

describe('form kernel', () => {
  it('starts a form without errors or attempts', () => {
    expect(freshForm({ name: 'Ann', email: '' })).toEqual({
      values: { name: 'Ann', email: '' },
      errors: {},
      attempt: 0,
    });
    expect(hasErrors(freshForm({ name: '', email: '' }))).toBe(false);
    expect(hasErrors(invalid)).toBe(true);
  });

  it('removes only the edited field’s message with its new value', () => {
    const edited = editField(invalid, 'email', 'still wrong');
    expect(edited).toEqual({
      values: { name: '', email: 'still wrong' },
      errors: { name: 'Enter your name' },
      attempt: 1,
    });
    expect(invalid.errors.email).toBe('Enter a real email');
  });

  it('counts a submit only when it produced errors', () => {
    const failed = withErrors(freshForm({ name: '', email: '' }), {
      values: null,
      errors: { name: 'Enter your name' },
    });
    expect(failed).toMatchObject({ errors: { name: 'Enter your name' }, attempt: 1 });
    expect(withErrors(failed, { values: { name: 'Ann' }, errors: {} })).toMatchObject({
      errors: {},
      attempt: 1,
    });
  });

  it('replaces the errors of one group of fields and keeps the others', () => {
    expect(withGroupErrors(invalid, ['email'], {})).toEqual({
      ...invalid,
      errors: { name: 'Enter your name' },
    });
    expect(withGroupErrors(invalid, ['name'], { name: 'Too long' })).toEqual({
      ...invalid,
      errors: { name: 'Too long', email: 'Enter a real email' },
      attempt: 2,
    });
  });

  it('fills only empty fields, with non-empty values', () => {
    const filled = fillEmpty(freshForm({ name: 'Ann', email: '' }), {
      name: 'Molly',
      email: 'molly@example.com',
    });
    expect(filled.values).toEqual({ name: 'Ann', email: 'molly@example.com' });
    expect(fillEmpty(invalid, { name: '' }).values).toEqual(invalid.values);
  });

  it('recognises kept forms of exactly these fields', () => {
    const isForm = isFormState<Field>(['name', 'email']);
    expect(isForm(invalid)).toBe(true);
    expect(isForm(freshForm({ name: '', email: '' }))).toBe(true);
    expect(isForm(null)).toBe(false);
    expect(isForm({ ...invalid, values: { name: '' } })).toBe(false);
    expect(isForm({ ...invalid, values: { ...invalid.values, postcode: '' } })).toBe(false);
    expect(isForm({ ...invalid, errors: { postcode: 'Enter a postcode' } })).toBe(false);
    expect(isForm({ ...invalid, errors: { name: 3 } })).toBe(false);
    expect(isForm({ ...invalid, attempt: -1 })).toBe(false);
    expect(isForm({ ...invalid, attempt: '1' })).toBe(false);
  });
});
