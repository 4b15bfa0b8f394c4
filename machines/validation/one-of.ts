/** A type guard for the values of `list`: true only for one of them. */
export function isOneOf<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
}
