/**
 * Nothing moves while a page fills in (issue #11, point 3): the meter-read form's skeleton holds
 * the form's height while its configuration loads, and the stand-in cookie banner overlays the
 * window instead of pushing the header down.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  appUrl,
  closePage,
  newPage,
  type Viewport,
  browserForFile,
} from './support/browser';
import { HeldCalls } from './support/journey-driver';
import { layoutShiftTotal, recordLayoutShifts, recordProblems } from './support/page-watch';

const browser = browserForFile();

const columnHeight = (page: Page) =>
  page.evaluate(() => {
    const column = document.querySelector('main .page-container > div');
    return column ? column.getBoundingClientRect().height : 0;
  });

describe('submit-meter-read while its configuration loads', () => {
  it.each([
    ['phone', PHONE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ] as [string, Viewport][])(
    'shows a skeleton of the height of the form that replaces it (%s)',
    async (_, viewport) => {
      const page = await newPage(browser(), viewport);
      const problems = recordProblems(page);
      const config = await HeldCalls.install(page, '**/meter-read/submit-meter-read.json', 'GET');
      await recordLayoutShifts(page);
      // A prefill link (spec §3): the built page, a new visitor's, is not this visitor's, and
      // their browser holds no configuration until it has read one.
      await page.goto(appUrl('submit-meter-read?fuel=Gas'));
      const skeleton = page.getByTestId('meter-read-skeleton');
      await skeleton.waitFor();
      // The skeleton says nothing: nothing renders while the read week is unknown (spec §2).
      expect(await page.getByRole('main').innerText()).toBe('');
      const skeletonHeight = await columnHeight(page);
      await config.pass();
      await page.getByRole('button', { name: 'Submit meter reading' }).waitFor();
      expect(await skeleton.count()).toBe(0);
      const formHeight = await columnHeight(page);
      // Within a line of text: the configured introduction's length sets the final height.
      expect(Math.abs(formHeight - skeletonHeight)).toBeLessThan(30);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
      // The inline critical CSS is admitted by the CSP.
      expect(problems).toEqual([]);
      await closePage(page);
    },
  );
});

describe('journey steps', () => {
  it.each([
    'make-a-complaint-select-type',
    'complaints/gas-and-electricity',
    'complaints/feedback',
    'submit-meter-read',
  ])('%s shows its step with a clean console: no CSP violation, no error', async (path) => {
    const page = await newPage(browser());
    const problems = recordProblems(page);
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await closePage(page);
  });
});

describe('the stand-in cookie banner', () => {
  it('overlays the bottom of the window and leaves the header where it was', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await recordLayoutShifts(page);
    await page.goto(appUrl('bills-and-payments'));
    const banner = page.getByRole('region', { name: /cookies/i });
    await banner.waitFor();
    const header = await page.locator('header').first().boundingBox();
    expect(header?.y).toBe(0);
    const box = await banner.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE_VIEWPORT.height);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    await closePage(page);
  });
});
