import { vi } from 'vitest';

/**
 * jsdom reports no paint entries: a `PerformanceObserver` that observes nothing and supports no
 * entry type, so a before-app module waits its two frames instead (`src/ui/shared/before-app.ts`).
 */
export function stubPaintTiming(): void {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes: string[] = [];
      observe() {}
      disconnect() {}
    },
  );
}
