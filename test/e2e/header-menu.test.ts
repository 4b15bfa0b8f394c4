/**
 * The header menu with the keyboard and the mouse, in Chromium. On a phone the burger opens it as
 * a dialog (Mantine's Drawer) that keeps focus inside it; on a desktop an open section never hides
 * the element keyboard focus is on (WCAG 2.4.11). Escape closes either and returns focus to the
 * button that opened it; a navigation and the browser's Back close them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsSettled,
  appUrl,
  browserForFile,
  closePage,
  newPage,
  type Viewport,
} from './support/browser';
import { storeConsent } from './support/third-parties';

const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP: Viewport = { width: 1280, height: 800 };

const browser = browserForFile();

/** A page without the cookie banner (consent stored), so only the menu can cover anything. */
async function openPage(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await storeConsent(page.context(), { performance: false, targeting: false });
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

interface Focused {
  /** The focused element's text, or its label when it has no text. */
  name: string;
  inMenu: boolean;
  /** Whether something else is drawn over the middle of it. */
  covered: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return { name: '', inMenu: false, covered: true };
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      name: (element.textContent.trim() || element.getAttribute('aria-label')) ?? '',
      inMenu:
        element.closest('nav[aria-label="Main menu"]') !== null ||
        element.hasAttribute('aria-controls'),
      covered: hit === null || !element.contains(hit),
    };
  });
}

/** Presses Tab until focus is on `name` (at most 20 times). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).name === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * Presses Tab through the open menu until focus leaves it, and returns what focus went to; no
 * element focused on the way is covered.
 */
async function tabOutOfMenu(page: Page): Promise<Focused> {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now, `${now.name} is covered`).toMatchObject({ covered: false });
    if (!now.inMenu) return now;
  }
  throw new Error('Tab never left the menu');
}

const burger = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^(Open|Close) menu$/ })
    .and(page.locator('[aria-expanded]'));
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name });
const isFocused = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => element === document.activeElement);

describe('header menu on a phone', () => {
  const menuDialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  it('opens from the burger as a dialog that keeps keyboard focus inside it', async () => {
    const page = await openPage('meters', PHONE);
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    await menuDialog(page).waitFor();
    // The drawer's title bar is no second banner landmark beside the site's header.
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await burger(page).getAttribute('aria-expanded')).toBe('true');
    expect(await burger(page).getAttribute('aria-controls')).toBe(
      await menuDialog(page).getByRole('navigation', { name: 'Main menu' }).getAttribute('id'),
    );
    // The first section's focus ring is not under the drawer's title bar.
    await tabTo(page, 'Energy');
    const aboveFirstSection = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top - 4);
      if (!hit) return 'nothing';
      return hit.closest('.mantine-Drawer-header') ? 'the title bar' : 'the drawer body';
    });
    expect(aboveFirstSection).toBe('the drawer body');
    await section(page, 'Help & Support').click();
    // Whether a link is covered is judged once the section has opened, not while it slides open.
    await animationsSettled(page);
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press(presses % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const now = await focused(page);
      expect(now, `${now.name} is covered`).toMatchObject({ covered: false });
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
        `${now.name} is outside the menu`,
      ).toBe(true);
    }
    await closePage(page);
  });

  it('opens as an opaque panel over the page, on any page', async () => {
    const page = await openPage('meters', PHONE);
    await burger(page).click();
    await menuDialog(page).waitFor();
    const background = await menuDialog(page).evaluate(
      (dialog) => getComputedStyle(dialog).backgroundColor,
    );
    expect(background).toBe('rgb(255, 255, 255)');
    await closePage(page);
  });

  it('closes with Escape, returning focus to the burger', async () => {
    const page = await openPage('', PHONE);
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    const energy = section(page, 'Energy');
    await energy.click();
    expect(await energy.getAttribute('aria-expanded')).toBe('true');
    expect(
      await menuDialog(page).getByRole('link', { name: 'Gas and electricity tariffs' }).isVisible(),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await menuDialog(page).waitFor({ state: 'detached' });
    expect(await burger(page).getAttribute('aria-expanded')).toBe('false');
    expect(await burger(page).getAttribute('aria-label')).toBe('Open menu');
    // It names the menu it controls only while that is in the page.
    expect(await burger(page).getAttribute('aria-controls')).toBeNull();
    await expect.poll(() => isFocused(page, burger(page))).toBe(true);
    await closePage(page);
  });

  it('closes with its close button, returning focus to the burger', async () => {
    const page = await openPage('meters', PHONE);
    await burger(page).click();
    await menuDialog(page).getByRole('button', { name: 'Close menu' }).click();
    await menuDialog(page).waitFor({ state: 'detached' });
    expect(await burger(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => isFocused(page, burger(page))).toBe(true);
    await closePage(page);
  });

  it('is closed on the page a link in it leads to, with its heading in view', async () => {
    const page = await openPage('contact-us', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await section(page, 'Help & Support').click();
    await menuDialog(page).getByRole('link', { name: 'Struggling to pay' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Struggling to pay' });
    await heading.waitFor();
    await menuDialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page, heading)).toBe(true);
    expect(await burger(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ covered: false });
    await closePage(page);
  });

  it('is closed after the browser’s Back', async () => {
    const page = await openPage('', PHONE);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menuDialog(page).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await expect.poll(() => burger(page).getAttribute('aria-expanded')).toBe('false');
    await menuDialog(page).waitFor({ state: 'detached' });
    await closePage(page);
  });
});

describe('header menu on a desktop', () => {
  it('closes an open section when Tab leaves it, so focus never goes under it', async () => {
    const page = await openPage('meters', DESKTOP);
    const helpAndSupport = section(page, 'Help & Support');
    // With the app running the sections are buttons; the links that stand in for them without
    // JavaScript are not shown.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Help & Support' }).count()).toBe(0);
    await helpAndSupport.click();
    expect(await helpAndSupport.getAttribute('aria-expanded')).toBe('true');
    await animationsSettled(page);
    const after = await tabOutOfMenu(page);
    expect(after.name).toBe('Winter tips');
    expect(await helpAndSupport.getAttribute('aria-expanded')).toBe('false');
    await closePage(page);
  });

  it('closes an open section on the browser’s Back', async () => {
    const page = await openPage('', DESKTOP);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await section(page, 'Help & Support').click();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await expect
      .poll(() => section(page, 'Help & Support').getAttribute('aria-expanded'))
      .toBe('false');
    await closePage(page);
  });
});
