/**
 * The end of a journey in the browser tests: the lead post held in flight, its answer, and the
 * confirmation screen.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  expectHeading,
  expectPath,
  sessionKeys,
  type AxeOncePerScreen,
  type HeldCalls,
} from './journey-driver';

/**
 * While the lead post is held: exactly one post in flight, the submit button (`submit`) marked
 * busy and pressing it again posting nothing, and the screen passing `axe` (once per `screen`).
 * Resolves with the JSON body of the post.
 */
export async function expectLeadInFlight(
  page: Page,
  {
    leads,
    submit,
    axe,
    screen = 'submitting',
  }: { leads: HeldCalls; submit: string; axe: AxeOncePerScreen; screen?: string },
): Promise<unknown> {
  await expect.poll(() => leads.pendingCount).toBe(1);
  const requestsBefore = leads.requests.length;
  const button = page.getByRole('button', { name: submit });
  // Busy: marked aria-disabled and said by a live region, but not disabled, so the button the
  // visitor pressed keeps keyboard focus.
  await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
  // (Playwright's isDisabled counts aria-disabled too: the element's own property is read.)
  expect(await button.evaluate((element) => (element as HTMLButtonElement).disabled)).toBe(false);
  expect(await page.locator('[aria-live="polite"]').filter({ hasText: 'Sending…' }).count()).toBe(
    1,
  );
  await button.focus();
  // A press while it is busy posts nothing, and focus stays on the button.
  await page.keyboard.press('Enter');
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  await axe.check(page, screen);
  expect(leads.requests).toHaveLength(requestsBefore);
  const body: unknown = leads.requests.at(-1)?.postDataJSON();
  return body;
}

/** Lets the held lead post reach the reference server; resolves with the reference it gave. */
export async function passLead(leads: HeldCalls): Promise<string> {
  const body = (await leads.pass()) as { data: { id: string } };
  return body.data.id;
}

/**
 * The confirmation screen: at `path` under `heading`, every one of `texts` in the main content,
 * the journey's cache and drafts cleared from sessionStorage, and the screen passing `axe` (once
 * per `screen`).
 */
export async function expectConfirmation(
  page: Page,
  {
    path,
    heading,
    texts,
    axe,
    screen = 'confirmed',
  }: {
    path: string;
    heading: string;
    texts: readonly string[];
    axe: AxeOncePerScreen;
    screen?: string;
  },
): Promise<void> {
  await expectPath(page, path);
  await expectHeading(page, heading);
  const main = await page.getByRole('main').innerText();
  for (const text of texts) expect(main).toContain(text);
  expect(await sessionKeys(page)).toEqual([]);
  await axe.check(page, screen);
}
