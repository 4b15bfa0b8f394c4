import { vi } from 'vitest';

/** Spies for the effects every journey chart has: keeping a draft and the submission key, logging a failed post. */
export function journeyEffectSpies() {
  return { persistDraft: vi.fn(), persistSubmissionKey: vi.fn(), logSubmitError: vi.fn() };
}
