import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  afterTheBuildsDataIsStale,
  appUrl,
  closePage,
  expectNoAxeViolations,
  newPage,
  browserForFile,
} from './support/browser';
import { recordConsoleErrors } from './support/third-parties';

const browser = browserForFile();

const OUTAGE = '**/serviceoutages/journeys/help-and-support/**';
const OUTAGE_TITLE = 'Planned maintenance to online accounts this Sunday';
const OUTAGE_MESSAGE =
  "We're upgrading our systems between 1am and 6am on Sunday. During this time you won't be able to log in to your online account or our app, submit meter readings online or book engineer visits. Smart prepayment top-ups, payments in Payzone and PayPoint stores and our emergency phone lines won't be affected. We're sorry for any inconvenience.";

/** Records every request to YouTube and answers it locally (the tests run offline). */
async function trackYouTube(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title>',
    });
  });
  return requests;
}

describe('home', () => {
  it('shows the outage notice, the tiles, the videos and the link groups, and passes axe', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl(''));
    // A region with its title and its message on show: nothing to click to read it.
    const notice = page.getByRole('region', { name: OUTAGE_TITLE });
    await notice.waitFor();
    expect(await notice.getByText(OUTAGE_TITLE, { exact: true }).isVisible()).toBe(true);
    expect(await notice.getByText(OUTAGE_MESSAGE, { exact: true }).isVisible()).toBe(true);

    const topics = page.getByRole('region', { name: 'Browse help topics' });
    const tiles = topics.getByRole('heading', { level: 3 }).getByRole('link');
    await tiles.first().waitFor();
    const hrefs = await tiles.evaluateAll((links) =>
      links.map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toHaveLength(12);
    expect(hrefs).toContainEqual(['PeakSave', '/peaksave']);
    expect(hrefs).toContainEqual(['Moved to our new system?', '/support-hub']);
    expect(hrefs).toContainEqual(['Hive', '/help-and-support/smart-home']);

    expect(await page.getByRole('button', { name: /^Play video: / }).count()).toBe(7);
    for (const [group, links] of [
      ['Account changes', ['Moving Home', 'Bereavement at probate']],
      ['Need support?', ['Struggling to pay', 'Warm Home discount']],
      ['Still need help?', ['Emergencies', 'Contact Us']],
    ] as const) {
      const heading = page.getByRole('heading', { level: 3, name: group });
      const names = await heading
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('link')
        .allTextContents();
      expect(names).toEqual(links);
    }
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it.each([
    ['phone', PHONE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ] as const)(
    'shows the whole outage message on a %s: none of it is cut off',
    async (_, viewport) => {
      const page = await newPage(browser(), viewport);
      await page.goto(appUrl(''));
      const message = page
        .getByRole('region', { name: OUTAGE_TITLE })
        .getByText(OUTAGE_MESSAGE, { exact: true });
      await message.waitFor();
      // Every line of the message lies inside the notice's box, and the message scrolls nowhere.
      const clipped = await message.evaluate((element) => {
        const text = element.getBoundingClientRect();
        const notice = element.closest('[role="region"]')?.getBoundingClientRect();
        return {
          scrolls: element.scrollHeight > element.clientHeight,
          outside: notice === undefined || text.bottom > notice.bottom || text.top < notice.top,
        };
      });
      expect(clipped).toEqual({ scrolls: false, outside: false });
      await closePage(page);
    },
  );

  it('raises no alert on a visit to home within the site: the notice is read in the page’s order', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('contact-us'));
    await page.getByRole('link', { name: 'Help & Support home' }).click();
    await page.getByRole('region', { name: OUTAGE_TITLE }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await closePage(page);
  });

  it('routes an in-app tile without reloading and leaves external tiles to the browser', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl(''));
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await page.getByRole('link', { name: 'The Source' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Source' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await closePage(page);
  });

  it('shows no notice when the outage call returns {}', async () => {
    const page = await newPage(browser());
    await afterTheBuildsDataIsStale(page);
    await page.route(OUTAGE, (route) => route.fulfill({ json: {} }));
    const answered = page.waitForResponse(OUTAGE);
    await page.goto(appUrl(''));
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    await page.getByRole('region', { name: 'Browse help topics' }).waitFor();
    // The page holds the notice the build read until the app's own call has answered.
    await answered;
    await expect
      .poll(() => page.getByRole('region', { name: OUTAGE_TITLE }).count(), { timeout: 5_000 })
      .toBe(0);
    await closePage(page);
  });

  it('shows no notice and logs when the outage call fails', async () => {
    const page = await newPage(browser());
    await afterTheBuildsDataIsStale(page);
    const errors = recordConsoleErrors(page);
    await page.route(OUTAGE, (route) => route.abort());
    await page.goto(appUrl(''));
    await page.getByRole('region', { name: 'Browse help topics' }).waitFor();
    // The topics are in the prerendered page: the app starts, asks, retries once, then logs.
    await expect
      .poll(
        () => errors.some((text) => text.includes('Could not load the service outage notice')),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await page.getByRole('region', { name: OUTAGE_TITLE }).count()).toBe(0);
    await closePage(page);
  });

  it('loads no video player until one is played, with the mouse or the keyboard', async () => {
    const page = await newPage(browser());
    const youtube = await trackYouTube(page);
    await page.goto(appUrl(''), { waitUntil: 'networkidle' });
    expect(await page.locator('iframe').count()).toBe(0);
    expect(youtube).toEqual([]);

    const play = page.getByRole('button', { name: /^Play video: How to bleed a radiator/ });
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Rf5mZ0cJw3K?autoplay=1',
    );
    expect(await frame.getAttribute('title')).toBe('Video: How to bleed a radiator');
    await expect
      .poll(() => frame.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
    expect(youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    // Playing another video swaps the player over, with a mouse click this time.
    await page.getByRole('button', { name: /^Play video: How to read your meter/ }).click();
    await expect.poll(() => frame.getAttribute('src')).toContain('/embed/q3Xw7LmB2sA?autoplay=1');
    expect(await frame.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Play video: / }).count()).toBe(6);
    await closePage(page);
  });

  it('fits a phone screen and passes axe there', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await page.goto(appUrl(''));
    await page.getByRole('region', { name: 'Video guides' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
    await closePage(page);
  });
});
