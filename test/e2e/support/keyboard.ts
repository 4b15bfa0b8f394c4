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
 * and its link (reached by Tab, followed with Enter) puts focus on `field`.
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
}
