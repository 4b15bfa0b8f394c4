/**
 * What a browser test watches on a page besides what a visitor sees: its console problems and its
 * layout shifts, recorded from before its first script.
 */
import type { Page } from 'playwright-core';

/** Console errors and warnings (CSP violations among them), and uncaught errors, of a page. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * A layout shift's score, what moved in it and when (named so a failure says where to look): its
 * time since the navigation began, and whether the HTML was still parsing and the app had run when
 * it was reported.
 */
export interface Shift {
  value: number;
  moved: string[];
  when: string;
}

/** The Layout Instability API's entry, which TypeScript's DOM library does not declare. */
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Records every layout shift of the page from before its first script (`layoutShifts`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: Shift[] };
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        const phase = document.documentElement.hasAttribute('data-app-ready')
          ? 'app ready'
          : 'before the app';
        state.__shifts.push({
          value: entry.value,
          when: `${Math.round(entry.startTime)} ms, ${document.readyState}, ${phase}`,
          moved: entry.sources.map(({ node, previousRect, currentRect }) => {
            const name = node instanceof Element ? node.tagName.toLowerCase() : node?.nodeName;
            return `${name ?? '?'} ${node?.textContent?.slice(0, 40) ?? ''} y ${previousRect.y}→${currentRect.y} h ${previousRect.height}→${currentRect.height}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `recordLayoutShifts` has seen on the page so far. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** The sum of the layout shifts `recordLayoutShifts` has seen on the page so far. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, { value }) => sum + value, 0);
}
