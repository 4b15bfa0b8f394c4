import * as z from 'zod/mini';
import { plainLinePattern } from './lead-fields';

/**
 * Refuses control and text-direction characters in a name or an address line; placed before
 * `z.trim()`, so that trimming cannot silently drop them.
 */
export function plainLine() {
  return z.regex(plainLinePattern, 'Remove control characters and text-direction marks');
}
