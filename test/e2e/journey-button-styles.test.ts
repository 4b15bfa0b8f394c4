/**
 * The journeys' primary buttons are painted as buttons (the brand's filled navy), not bare text,
 * whatever order a screen's style sheets arrive in, and still after code loaded on the way (the
 * address lookup) has brought its style sheets.
 */
import { describe, expect, it } from 'vitest';
import { journeyRoutes } from '../../machines/journey-routes';
import { brand } from '../../src/ui/palette';
import { closePage, browserForFile } from './support/browser';
import { expectPath, openAppPage } from './support/journey-driver';
import { chooseAddress } from './support/journey-screens';

/** `#0b2a4a` as the browser computes it: `rgb(11, 42, 74)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const filled = rgb(brand[7]);

const browser = browserForFile();

describe('journey buttons', () => {
  it.each([
    [journeyRoutes.selectType.path, 'Continue', {}],
    [journeyRoutes.feedback.path, "I don't want the refund", {}],
    [journeyRoutes.feedbackDetails.path, 'Submit', { feedback: 'Keep my credit, please.' }],
    ['/complaints/gas-and-electricity', 'Find address', {}],
  ] as const)('%s: "%s" is filled with the brand colour', async (path, name, session) => {
    const page = await openAppPage(browser(), path, session);
    await expectPath(page, path);
    const button = page.getByRole('button', { name, exact: true });
    await button.waitFor();
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      filled,
    );
    await closePage(page);
  });

  it('"Find address" lines up with the postcode field beside it, top and bottom', async () => {
    const path = '/complaints/gas-and-electricity';
    const page = await openAppPage(browser(), path, {});
    await expectPath(page, path);
    const edges = async (name: string, role: 'button' | 'textbox') => {
      const box = await page.getByRole(role, { name, exact: true }).boundingBox();
      return box && [Math.round(box.y), Math.round(box.y + box.height)];
    };
    expect(await edges('Find address', 'button')).toEqual(await edges('Postcode', 'textbox'));
    await closePage(page);
  });

  it("after an address lookup, the details form's and the next page's buttons are still filled", async () => {
    const path = '/complaints/gas-and-electricity';
    const page = await openAppPage(browser(), path, {});
    await expectPath(page, path);
    await chooseAddress(page);
    const background = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Find address')).toBe(filled);
    expect(await background('Next step')).toBe(filled);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Submit a meter reading' })
      .click();
    await expectPath(page, journeyRoutes.meterRead.path);
    await page.getByRole('button', { name: 'Submit meter reading' }).waitFor();
    expect(await background('Submit meter reading')).toBe(filled);
    await closePage(page);
  });
});
