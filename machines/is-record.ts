/**
 * A plain object (not null, not an array): the first check of every stored-shape guard. A module
 * of its own, without xstate, so a page that only reads the session loads no chart code.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
