/**
 * The stand-in consent banner overlays the foot of the window; while it shows, the foot of the
 * page — the footer's last links and the cookie settings button — can still be scrolled out from
 * under it, with the keyboard and by scrolling (WCAG 2.4.11), on a phone and a desktop.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserForFile, closePage, newPage, type Viewport } from './support/browser';
import { stubThirdParties } from './support/third-parties';

const browser = browserForFile();

const PHONE: Viewport = { width: 390, height: 844 };
const VIEWPORTS: [string, Viewport][] = [
  ['a phone', PHONE],
  ['a desktop', { width: 1280, height: 800 }],
];

const PAGE_FOOT = [
  'Privacy notice',
  'Cookie policy',
  'Accessibility',
  'Terms and conditions',
  'Cookie settings',
];

/**
 * The page's foot (all of it, or only the element focused if it is in it), each element's name
 * with whether the middle of it is drawn as itself, with nothing over it.
 */
function pageFoot(page: Page, onlyFocused = false): Promise<[string, boolean][]> {
  return page.evaluate(
    ([names, focused]) =>
      [...document.querySelectorAll('footer a, .hs-consent-settings button')]
        .filter((element) => names.includes(element.textContent.trim()))
        .filter((element) => !focused || element === document.activeElement)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return [element.textContent.trim(), hit !== null && element.contains(hit)];
        }),
    [PAGE_FOOT, onlyFocused] as const,
  );
}

async function openWithBanner(viewport: Viewport): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await stubThirdParties(page.context());
  await page.goto(appUrl(''));
  await page.getByRole('region', { name: 'Cookies on Help & Support' }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  return page;
}

describe('the page’s foot under the stand-in consent banner', () => {
  it.each(VIEWPORTS)(
    'on %s, Tab brings each of its last links out from under it',
    async (_, viewport) => {
      const page = await openWithBanner(viewport);
      const seen: [string, boolean][] = [];
      for (let presses = 0; presses < 80 && seen.length < PAGE_FOOT.length; presses += 1) {
        await page.keyboard.press('Tab');
        const [now] = await pageFoot(page, true);
        if (now && !seen.some(([name]) => name === now[0])) seen.push(now);
      }
      expect(seen).toEqual(PAGE_FOOT.map((name) => [name, true]));
      await closePage(page);
    },
  );

  it.each(VIEWPORTS)('on %s, scrolling to the end shows all of it', async (_, viewport) => {
    const page = await openWithBanner(viewport);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => pageFoot(page)).toEqual(PAGE_FOOT.map((name) => [name, true]));
    await closePage(page);
  });

  it('gives the page its padding back when the banner closes', async () => {
    const page = await openWithBanner(PHONE);
    const padding = () => page.evaluate(() => document.body.style.paddingBottom);
    expect(await padding()).toMatch(/^\d+(\.\d+)?px$/);
    await page.getByRole('button', { name: 'Reject all cookies' }).click();
    await page.getByRole('button', { name: 'Hide this message' }).click();
    expect(await padding()).toBe('');
    await closePage(page);
  });
});
