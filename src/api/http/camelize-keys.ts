/** `first-name` -> `firstName`, `address-line-1` -> `addressLine1`, `is_manual` -> `isManual`. */
function camelize(key: string): string {
  return key.replace(/[-_]+([a-z0-9])/gi, (_match, next: string) => next.toUpperCase());
}

/** Deep copy of a JSON value with every object key camelCased (the JSON:API mode of spec §7). */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [camelize(key), camelizeKeys(inner)]),
    );
  }
  return value;
}
