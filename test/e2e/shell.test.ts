import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  appUrl,
  closePage,
  expectNoAxeViolations,
  newPage,
  serverOrigin,
  browserForFile,
} from './support/browser';
import { recordConsoleErrors } from './support/third-parties';

const browser = browserForFile();

async function openPage(path: string, viewport = DESKTOP_VIEWPORT): Promise<Page> {
  const page = await newPage(browser(), viewport);
  await page.goto(appUrl(path));
  return page;
}

function pageNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'pageName' in entry
        ? [String(entry.pageName)]
        : [],
    ),
  );
}

describe('app shell', () => {
  it('renders home with the configured header, the footer and the title', async () => {
    const page = await openPage('');
    await expect.poll(() => page.title()).toBe('Help & Support - Brightwell Energy');
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await header.getByRole('navigation', { name: 'Quick links' }).waitFor();
    expect(await header.getByRole('link', { name: 'Accessibility' }).count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Contact us' }).count()).toBe(1);
    expect(await footer.textContent()).toContain('Brightwell Energy Ltd');
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('opens a header section with the keyboard and closes it with Escape', async () => {
    const page = await openPage('');
    const firstSection = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button')
      .first();
    await firstSection.focus();
    await page.keyboard.press('Enter');
    expect(await firstSection.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await firstSection.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => firstSection.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await closePage(page);
  });

  it('puts the menu behind a burger button on a phone', async () => {
    const page = await openPage('', PHONE_VIEWPORT);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The drawer's code loads on the first open.
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('serves a deep link and a reload of an in-app route, with its title', async () => {
    const page = await openPage('contact-us');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expect.poll(() => page.title()).toBe('Contact us - Help & Support - Brightwell Energy');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help-and-support/contact-us');
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it('starts every screen at the top', async () => {
    const page = await openPage('', PHONE_VIEWPORT);
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await closePage(page);
  });

  it("moves focus to the new screen's heading after an in-app navigation, not on a first load", async () => {
    const page = await openPage('');
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    const focusedHeading = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLHeadingElement
          ? `${active.tagName} ${active.textContent}`
          : null;
      });
    expect(await focusedHeading()).toBeNull();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focusedHeading).toBe('H1 Contact us');
    // The next Tab carries on from the heading, into the screen.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
    await closePage(page);
  });

  it('leaves a keyboard user where they moved to before the new screen took focus', async () => {
    const page = await openPage('');
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    // The screen's focus move waits for a frame; hold frames back so that the visitor's Tab comes
    // first, as it can on a slow phone.
    await page.evaluate(() => {
      const held: FrameRequestCallback[] = [];
      const requestFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => held.push(callback);
      Object.assign(window, {
        releaseFrames: () => {
          window.requestAnimationFrame = requestFrame;
          for (const callback of held) requestFrame(callback);
        },
      });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML);
    const movedTo = await focused();
    expect(movedTo).toMatch(/^<a /);
    await page.evaluate(() => {
      (window as Window & { releaseFrames?: () => void }).releaseFrames?.();
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await focused()).toBe(movedTo);
    await closePage(page);
  });

  it("needs no style element the page's policy refuses, on a page the app renders, after in-app navigations and in the phone's menu", async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy refused ${event.effectiveDirective}`);
      });
    });
    // The confirmation's page has an empty #root: without a journey's hand-over the app renders
    // home over it.
    await page.goto(appUrl('confirmation'));
    await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    await page.getByRole('link', { name: 'Meters' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Meters' }).waitFor();
    // The phone's menu, a drawer that must not lock scrolling with a style element of its own.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(refused).toEqual([]);
    await closePage(page);
  });

  it('keeps the site around a page whose code could not load, with a way to try again', async () => {
    const page = await openPage('');
    const errors = recordConsoleErrors(page);
    // The connection drops as the visitor follows a link: the next page's code does not arrive.
    await page.context().setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Sorry, this page could not be loaded',
    });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(errors.some((text) => text.includes('Could not load the page'))).toBe(true);
    await expectNoAxeViolations(page);
    // Back online, trying again loads the page.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help-and-support/contact-us');
    await closePage(page);
  });

  it('sends an unknown path in the app to the site not-found page', async () => {
    const page = await openPage('no-such-page/at-all');
    await page.waitForURL(`${serverOrigin()}/page-not-found.html`);
    expect(await page.getByRole('link').first().getAttribute('href')).toBe('/help-and-support/');
    await closePage(page);
  });

  it('sends an unknown path outside the app to the not-found page', async () => {
    const page = await newPage(browser());
    await page.goto(`${serverOrigin()}/nowhere-at-all`);
    expect(new URL(page.url()).pathname).toBe('/page-not-found.html');
    await closePage(page);
  });

  it('pushes a page name for every navigation, without ids or query strings', async () => {
    const page = await openPage('?email=someone%40example.com');
    await expect.poll(() => pageNames(page)).toEqual(['/help-and-support']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect
      .poll(() => pageNames(page))
      .toEqual(['/help-and-support', '/help-and-support/contact-us']);
    const names = await pageNames(page);
    expect(names.join(' ')).not.toContain('example.com');
    await closePage(page);
  });
});
