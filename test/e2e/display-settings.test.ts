import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserForFile, closePage, newPage } from './support/browser';

const browser = browserForFile();

/** WCAG 1.4.12's text spacing, as a visitor's own style sheet sets it. */
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

function applyTextSpacing(page: Page): Promise<void> {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

describe('display settings a visitor may choose', () => {
  it.each(['', 'contact-us', 'meters', 'make-a-complaint-select-type'])(
    '/%s fits a 320 px wide screen with wider text spacing, its menu button in view (WCAG 1.4.10, 1.4.12)',
    async (path) => {
      const page = await newPage(browser(), { width: 320, height: 640 });
      await page.goto(appUrl(path));
      await applyTextSpacing(page);
      const burger = page.getByRole('button', { name: 'Open menu' });
      const box = await burger.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(320);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await closePage(page);
    },
  );

  it('keeps contact us’s meter-read button inside its box at 320 px with wider text spacing', async () => {
    const page = await newPage(browser(), { width: 320, height: 640 });
    await page.goto(appUrl('contact-us'));
    const button = page
      .getByRole('main')
      .getByRole('link', { name: 'Submit a meter reading', exact: true });
    await button.waitFor();
    await applyTextSpacing(page);
    const sticksOut = await button.evaluate((element) => {
      const box = element.parentElement?.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return box === undefined || own.right > box.right || own.bottom > box.bottom;
    });
    expect(sticksOut).toBe(false);
    await closePage(page);
  });

  it('shows the chosen radio in forced colours (a Windows contrast theme)', async () => {
    const page = await newPage(browser());
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(appUrl('submit-meter-read'));
    const electricity = page.getByRole('radio', { name: 'Electricity only' });
    await page.getByText('Electricity only', { exact: true }).click();
    expect(await electricity.isChecked()).toBe(true);
    // The dot is drawn (once it has faded in), in another colour than the fill it sits on.
    const dot = () =>
      electricity.evaluate((radio) => {
        const icon = radio.parentElement?.querySelector('svg');
        if (!icon) return null;
        const iconStyle = getComputedStyle(icon);
        return {
          shown: iconStyle.opacity === '1',
          contrasts: iconStyle.color !== getComputedStyle(radio).backgroundColor,
        };
      });
    await expect.poll(dot).toEqual({ shown: true, contrasts: true });
    await closePage(page);
  });

  it('draws a video’s play triangle, not a square, in forced colours', async () => {
    const page = await newPage(browser());
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(appUrl(''));
    const play = page.getByRole('button', { name: /^Play video: / }).first();
    const sides = await play.evaluate((button) => {
      const icon = button.querySelector('[aria-hidden="true"]:not(img)');
      if (!icon) return null;
      const triangle = getComputedStyle(icon, '::after');
      return { left: triangle.borderLeftColor, top: triangle.borderTopColor };
    });
    // A triangle is the left border alone: the others stay transparent.
    expect(sides?.top).toBe('rgba(0, 0, 0, 0)');
    expect(sides?.left).not.toBe('rgba(0, 0, 0, 0)');
    await closePage(page);
  });
});
