import { afterEach, describe, expect, it, vi } from 'vitest';
import { endAuthSession, ensureSignedIn } from '../../src/session/auth-session';

describe('a signed-in page for a visitor without both tokens (spec §6)', () => {
  afterEach(endAuthSession);

  it('never lets the page render: the wait for sign-in does not end while the browser leaves', async () => {
    // jsdom cannot follow the sign-in redirect and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await Promise.race([
      ensureSignedIn('/help-and-support/deals').then(() => 'rendered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(outcome).toBe('still waiting');
  });
});
