import { describe, expect, it } from 'vitest';
import {
  PHONE_VIEWPORT,
  afterTheBuildsDataIsStale,
  appUrl,
  closePage,
  expectNoAxeViolations,
  newPage,
  browserForFile,
} from './support/browser';

const browser = browserForFile();

const METER_READ_CONFIG = '**/beta/json/help/meter-read/submit-meter-read.json';

describe('contact us', () => {
  it('shows the three cards, emergency support and, in meter read week, the reading card', async () => {
    const page = await newPage(browser());
    await page.goto(appUrl('contact-us'));
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await expect.poll(() => page.title()).toBe('Contact us - Help & Support - Brightwell Energy');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    expect(await cards.allTextContents()).toEqual([
      'Direct Debit or pay on receipt',
      'Prepayment / Pay As You Go',
      'Home services',
      'Emergency support',
    ]);

    const firstCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Direct Debit or pay on receipt' }) });
    await firstCard.getByText('Meter read week', { exact: true }).waitFor();
    expect(await firstCard.textContent()).toContain('Prices change on the 1st of next month.');
    const submit = firstCard.getByRole('link', { name: 'Submit a meter reading', exact: true });
    expect(await submit.getAttribute('href')).toBe('/help-and-support/submit-meter-read');
    // Its words sit in the middle of the button, whose height follows them.
    const offCentre = await submit.evaluate((link) => {
      const words = document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode();
      if (words === null) return Infinity;
      const range = document.createRange();
      range.selectNodeContents(words);
      const text = range.getBoundingClientRect();
      const button = link.getBoundingClientRect();
      return Math.abs(text.top + text.height / 2 - (button.top + button.height / 2));
    });
    expect(offCentre).toBeLessThan(3);

    for (const [name, href] of [
      ['See contact options for Direct Debit or pay on receipt', '/energy/contact-us/credit'],
      ['See contact options for Prepayment / Pay As You Go', '/energy/contact-us/prepay'],
      ['See contact options for Home services', '/home-services/contact-us'],
    ] as const) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    const payzone = page.getByRole('link', { name: /Find a Payzone store/ });
    expect(await payzone.getAttribute('target')).toBe('_blank');
    expect((await payzone.getAttribute('rel'))?.split(' ')).toContain('noopener');
    expect(await payzone.textContent()).toContain('(opens in a new tab)');

    const emergency = page.getByRole('region', { name: 'Emergency support' });
    expect(await emergency.getByRole('link').allTextContents()).toEqual([
      '0800 111 999',
      'I can smell gas',
      'My meter has a fault',
      'I have no heating or hot water',
    ]);
    await expectNoAxeViolations(page);
    await closePage(page);
  });

  it.each([
    ['it is not meter read week', { isMeterReadWeek: false }],
    // As the meter-read form does, which then shows its closed message.
    ['the configuration cannot be read', 'refused'],
    ['the configuration gives no read-week flag', { isMeterReadWeek: undefined }],
  ] as const)('leaves the reading card out when %s', async (_, answer) => {
    const page = await newPage(browser());
    await afterTheBuildsDataIsStale(page);
    await page.route(METER_READ_CONFIG, async (route) => {
      if (answer === 'refused') return route.fulfill({ status: 404, body: 'Not found' });
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: { ...config, ...answer } });
    });
    await page.goto(appUrl('contact-us'));
    await page.getByRole('heading', { level: 2, name: 'Direct Debit or pay on receipt' }).waitFor();
    // The page holds the card as the build read the configuration; the app's fresh read removes
    // it (an answer it cannot read after the read's three retries, 7 s).
    await expect
      .poll(() => page.getByText('Meter read week', { exact: true }).count(), { timeout: 15_000 })
      .toBe(0);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Submit a meter reading' }).count()).toBe(0);
    expect(await main.getByText('Prices change on the 1st').count()).toBe(0);
    // The card's own link to the meter read form stays.
    expect(await main.getByRole('link', { name: 'Submit a meter read', exact: true }).count()).toBe(
      1,
    );
    await closePage(page);
  });

  it('passes axe on a phone', async () => {
    const page = await newPage(browser(), PHONE_VIEWPORT);
    await page.goto(appUrl('contact-us'));
    await page.getByText('Meter read week', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await closePage(page);
  });
});
