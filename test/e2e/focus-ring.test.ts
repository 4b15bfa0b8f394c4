/**
 * The keyboard focus indicator has a ring of at least 3:1 against the background around the
 * focused element (WCAG 1.4.11), on the white page, the light blue panels and the navy header and
 * footer, in Chromium: the colours of the outline and of the box shadows the focused element
 * computes, against the first background colour behind it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyRoutes } from '../../machines/journey-routes';
import { appUrl, browserForFile, closePage, newPage } from './support/browser';
import { expectPath, openAppPage } from './support/journey-driver';
import { storeConsent } from './support/third-parties';

const browser = browserForFile();

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface FocusRing {
  focusVisible: boolean;
  /** Colours of the outline and the outer box shadows at least 2px wide. */
  rings: Rgb[];
  background: Rgb;
}

/** Moves keyboard focus to `target` (after a key press, as after Tab) and reads its ring. */
async function focusRing(page: Page, target: Locator): Promise<FocusRing> {
  await page.keyboard.press('Tab');
  await target.focus();
  return target.evaluate((element) => {
    const rgb = (color: string): [number, number, number, number] => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const style = getComputedStyle(element);
    const rings: [number, number, number][] = [];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
      const [r, g, b, a] = rgb(style.outlineColor);
      if (a === 1) rings.push([r, g, b]);
    }
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '';
      const spread = shadow.replace(color, '').trim().split(/\s+/).map(parseFloat)[3] ?? 0;
      const [r, g, b, a] = rgb(color);
      if (!shadow.includes('inset') && spread >= 2 && a === 1) rings.push([r, g, b]);
    }
    let behind = element.parentElement;
    while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0) {
      behind = behind.parentElement;
    }
    const [r, g, b] = behind ? rgb(getComputedStyle(behind).backgroundColor) : [255, 255, 255];
    return { focusVisible: element.matches(':focus-visible'), rings, background: [r, g, b] };
  });
}

async function expectVisibleRing(page: Page, target: Locator): Promise<void> {
  const { focusVisible, rings, background } = await focusRing(page, target);
  expect(focusVisible).toBe(true);
  const best = Math.max(0, ...rings.map((ring) => contrast(ring, background)));
  expect(best, `ring colours ${JSON.stringify(rings)} on ${background.join(',')}`).toBeGreaterThan(
    3,
  );
}

const breadcrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first();

describe('focus ring', () => {
  it.each([
    ['', 'a header quick link (navy)', (page: Page) => page.getByRole('link', { name: 'Log in' })],
    [
      '',
      'a link in the light blue link groups',
      (page: Page) => page.getByRole('link', { name: 'Moving Home' }),
    ],
    [
      '',
      'a footer link (navy)',
      (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }),
    ],
    [
      'meters',
      'the button of the light blue search block',
      (page: Page) => page.getByRole('main').getByRole('button', { name: 'Search' }),
    ],
    ['meters', 'a breadcrumb link on the navy hero', breadcrumb],
    ['meters/how-to-read-your-meter', 'a breadcrumb link on white', breadcrumb],
  ])('/%s: %s', async (path, _, target) => {
    const page = await newPage(browser());
    await storeConsent(page.context(), { performance: false, targeting: false });
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectVisibleRing(page, target(page));
    await closePage(page);
  });

  it("the meter read's date field keeps its ring while its calendar button has focus", async () => {
    const path = journeyRoutes.meterRead.path;
    const page = await openAppPage(browser(), path, {});
    await expectPath(page, path);
    const date = page.getByLabel('Date you took the reading');
    const look = () =>
      date.evaluate((field) => {
        const { outlineStyle, outlineColor, outlineWidth, boxShadow } = getComputedStyle(field);
        return { outlineStyle, outlineColor, outlineWidth, boxShadow };
      });
    await page.keyboard.press('Tab');
    await date.focus();
    const onTheDay = await look();
    expect(onTheDay.outlineStyle).toBe('solid');
    // Day, month and year, then the calendar button: focus inside the field, not on it.
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('Tab');
    expect(await date.evaluate((field) => field.matches(':focus-within:not(:focus)'))).toBe(true);
    expect(await look()).toEqual(onTheDay);
    await closePage(page);
  });

  it('a radio on white', async () => {
    const path = journeyRoutes.selectType.path;
    const page = await openAppPage(browser(), path, {});
    await expectPath(page, path);
    await expectVisibleRing(page, page.getByRole('radio').first());
    await closePage(page);
  });
});
