/**
 * The app's entry takes over what a page's before-app module read through that module's own
 * export (`src/main.tsx`), so each module must hand on the one shared hand-over.
 */
import { describe, expect, it } from 'vitest';
import * as article from '../../src/ui/article/article-before-app';
import * as meterRead from '../../src/ui/journeys/meter-read/meter-read-before-app';
import { adoptShownBeforeApp, type BeforeAppModule } from '../../src/ui/shared/before-app';

const modules: [string, BeforeAppModule][] = [
  ['article', article],
  ['meter read', meterRead],
];

describe("a page's before-app module", () => {
  it.each(modules)("the %s's hands the app the shared hand-over", (_, module) => {
    expect(module.adoptShownBeforeApp).toBe(adoptShownBeforeApp);
    expect(module.showBeforeApp).toBeTypeOf('function');
  });
});
