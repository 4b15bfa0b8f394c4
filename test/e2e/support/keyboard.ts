/**
 * A keyboard user's moves for the browser tests: focus travels only by Tab, so a test that uses it
 * and the keys themselves (Space, Enter, arrows, typing) proves a journey can be completed without
 * a pointer.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { errorSummary } from './journey-screens';

/** More presses than any journey page has stops between two of its controls. */
const MAX_PRESSES = 80;

function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab until `target` has focus, as a keyboard user moves through the page; fails when it
 * never does (the control cannot be reached by keyboard).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Waits until `target` has focus (moved there by the page, not by the test). */
export async function expectFocus(target: Locator): Promise<void> {
  await target.waitFor();
  await expect.poll(() => hasFocus(target)).toBe(true);
}

/**
 * GOV.UK's error summary after a submit with errors: it takes focus and lists exactly `message`,
 * and its link (reached by Tab, followed with Enter) puts focus on `field` (a text field or a
 * list), with the field's label in the window (above it, so the field's error too).
 */
export async function followErrorSummary(
  page: Page,
  message: string,
  field: Locator,
): Promise<void> {
  const summary = page.getByTestId('error-summary');
  await expectFocus(summary);
  expect(await errorSummary(page)).toEqual([message]);
  await tabTo(page, summary.getByRole('link', { name: message }));
  await page.keyboard.press('Enter');
  await expectFocus(field);
  expect(await labelInWindow(field)).toBe(true);
}

/** Whether the whole of `field`'s first `<label>` is inside the window. */
function labelInWindow(field: Locator): Promise<boolean> {
  return field.evaluate((element) => {
    const label =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
        ? element.labels?.[0]
        : undefined;
    if (!label) return false;
    const { top, bottom } = label.getBoundingClientRect();
    // A scroll stops on a whole pixel: a label at the window's top may start a fraction above it.
    return top > -1 && bottom <= window.innerHeight;
  });
}
