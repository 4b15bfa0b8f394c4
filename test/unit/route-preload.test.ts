/**
 * Hovering a link preloads its route (the router's `defaultPreload: 'intent'`): the route's code
 * may download, but nothing a visit does may happen — no chart told of a visit, no sign-in.
 */
import { describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../../src/routes/router';
import { journeyStepRoutes } from '../../src/routes/journey-steps';
import { requireSignIn } from '../../src/session/protected-route';

/** A router context any use of which fails the test. */
const untouchable = new Proxy({} as RouterContext, {
  get: (_, key) => {
    throw new Error(`the preload read context.${String(key)}`);
  },
});

describe('a preload does nothing a visit does', () => {
  it("downloads a journey step's screens without opening its chart", async () => {
    const screens = vi.fn(() => Promise.resolve({ DetailsPage: () => null }));
    const route = journeyStepRoutes(
      () => undefined,
      'complaint',
      screens,
    )('complaintDetails', 'DetailsPage');
    await expect(
      route.beforeLoad({
        context: untouchable,
        location: { search: {}, state: {} },
        params: { complaint: 'gas-and-electricity' },
        preload: true,
      }),
    ).resolves.toBeUndefined();
    expect(screens).toHaveBeenCalledOnce();
  });

  it("loads the signed-in pages' code without starting a session or a sign-in redirect", async () => {
    // Outside a browser a started session would fail on its first cookie read.
    expect(typeof document).toBe('undefined');
    await expect(
      requireSignIn({ location: { publicHref: '/help-and-support/deals' }, preload: true }),
    ).resolves.toBeUndefined();
  });
});
