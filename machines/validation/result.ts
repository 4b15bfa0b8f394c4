/** Field-keyed error messages, in form order (the error summary lists them in this order). */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * Outcome of validating a form: `values` holds the cleaned, typed answers when there are no errors,
 * otherwise it is null and `errors` has one message per invalid field (spec §4 "Submission": a form
 * submit proceeds only if validation returns a result).
 */
export interface ValidationResult<TValues, TField extends string> {
  values: TValues | null;
  errors: FieldErrors<TField>;
}

/** Collects field errors in the order the checks run. */
export class ErrorCollector<TField extends string> {
  readonly errors: FieldErrors<TField> = {};

  /** Records `message` for `field` unless it already has one or `message` is null. */
  check(field: TField, message: string | null): void {
    if (message !== null && this.errors[field] === undefined) this.errors[field] = message;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The result: `build()` is only called when there are no errors. */
  result<TValues>(build: () => TValues): ValidationResult<TValues, TField> {
    return this.ok ? { values: build(), errors: {} } : { values: null, errors: this.errors };
  }
}

/** Every answer of `input` without the spaces around it: what a valid text form stores. */
export function trimmedValues<T extends { [K in keyof T]: string }>(input: T): T {
  const answers: Record<string, string> = input;
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [field, value.trim()]),
  ) as T;
}
