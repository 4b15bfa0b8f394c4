/**
 * A journey step opened out of order is refused by its chart in the route's `beforeLoad` and the
 * router redirects to the chart's own step before the refused screen renders. Every page records,
 * from before its first script, each h1 text that ever reaches the DOM; the refused step's heading
 * must never be among them. Covered for every journey: a deep link, a deep link with a stale
 * session, a reload, and Back/Forward.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ComplaintValue } from '../../machines/complaint-values';
import { journeyRoutes, journeyTitles } from '../../machines/journey-routes';
import { fillRoute } from '../../src/journeys/route-sync';
import { closePage, newPage, browserForFile } from './support/browser';
import { expectHeading, expectPath, openWithSession } from './support/journey-driver';
import { cachedDetailsFor } from './support/journey-screens';

declare global {
  interface Window {
    headingsSeen?: string[];
  }
}

function complaintPath(
  step: 'complaintDetails' | 'complaintQuery',
  complaint: ComplaintValue,
): string {
  const path = fillRoute(journeyRoutes[step].path, { complaint });
  if (path === undefined) throw new Error(`no path for ${step}`);
  return path;
}

const questions = {
  selectType: 'What is your complaint about?',
  selectEnergy: 'How do you pay for your energy?',
  complaintQuery: 'Tell us what happened',
  complaintDetails: 'Making a complaint.',
};
const feedbackHeading = journeyTitles.feedback ?? '';
const feedbackDetailsHeading = journeyTitles.feedbackDetails ?? '';
const meterReadConfirmHeading = journeyTitles.meterReadConfirm ?? '';

/** A page that records every h1 text that reaches its DOM, on every document it loads. */
async function recordingPage(): Promise<Page> {
  const page = await newPage(browser());
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.headingsSeen = seen;
    const record = (): void => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent.trim();
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return page;
}

function headingsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.headingsSeen ?? []);
}

/** Forgets what this document has shown so far (before a Back/Forward inside the app). */
function forgetHeadings(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.headingsSeen?.splice(0);
  });
}

/** The page settled on `path` with `heading`, and `refused` never reached the DOM. */
async function expectRedirected(
  page: Page,
  { path, heading, refused }: { path: string; heading: string; refused: string },
): Promise<void> {
  await expectPath(page, path);
  await expectHeading(page, heading);
  const seen = await headingsSeen(page);
  expect(seen).toContain(heading);
  expect(seen).not.toContain(refused);
}

/** The refusals several tests expect: the step the page settles on instead of the one refused. */
const queryRefused = {
  path: complaintPath('complaintDetails', 'gas-and-electricity'),
  heading: questions.complaintDetails,
  refused: questions.complaintQuery,
};
const feedbackDetailsRefused = {
  path: journeyRoutes.feedback.path,
  heading: feedbackHeading,
  refused: feedbackDetailsHeading,
};
const meterReadConfirmRefused = {
  path: journeyRoutes.meterRead.path,
  heading: 'Submit a meter reading',
  refused: meterReadConfirmHeading,
};

const browser = browserForFile();

describe('complaint journey: steps out of order', () => {
  it('sends a deep link to select-energy to select-type without showing it', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.selectEnergy.path);
    await expectRedirected(page, {
      path: journeyRoutes.selectType.path,
      heading: questions.selectType,
      refused: questions.selectEnergy,
    });
    // The refused URL was replaced, not kept in the history (the other entry is the blank tab).
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await closePage(page);
  });

  it('sends a deep link to the query page without cached details to the details page', async () => {
    const page = await recordingPage();
    await openWithSession(page, complaintPath('complaintQuery', 'gas-and-electricity'));
    await expectRedirected(page, queryRefused);
    await closePage(page);
  });

  it("refuses the query page when the session's cached details are another complaint's", async () => {
    const page = await recordingPage();
    await openWithSession(page, complaintPath('complaintQuery', 'gas-and-electricity'), {
      personalDetails: cachedDetailsFor('pay-as-you-go'),
    });
    await expectRedirected(page, queryRefused);
    await closePage(page);
  });

  it('keeps the query page on reload while the details are cached, and refuses it once they are gone', async () => {
    const page = await recordingPage();
    const query = complaintPath('complaintQuery', 'gas-and-electricity');
    await openWithSession(page, query, {
      personalDetails: cachedDetailsFor('gas-and-electricity'),
    });
    await expectPath(page, query);
    await expectHeading(page, questions.complaintQuery);
    await page.reload();
    await expectHeading(page, questions.complaintQuery);
    await page.evaluate(() => sessionStorage.removeItem('personalDetails'));
    await page.reload();
    await expectRedirected(page, queryRefused);
    await closePage(page);
  });

  it('after the confirmation, Back to the query page lands on the details page', async () => {
    const page = await recordingPage();
    const query = complaintPath('complaintQuery', 'gas-and-electricity');
    await openWithSession(page, query, {
      personalDetails: cachedDetailsFor('gas-and-electricity'),
    });
    await page.getByRole('textbox', { name: 'What happened' }).fill('My bill doubled.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectPath(page, journeyRoutes.confirmation.path);
    await forgetHeadings(page);
    // The confirmed journey forgot the cached details: the query step is not open any more.
    await page.goBack();
    await expectRedirected(page, queryRefused);
    await closePage(page);
  });
});

describe('feedback journey: steps out of order', () => {
  it('sends a deep link to the details page without feedback to the feedback page', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.feedbackDetails.path);
    await expectRedirected(page, feedbackDetailsRefused);
    await closePage(page);
  });

  it('refuses the details page when the cached feedback is blank', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.feedbackDetails.path, { feedback: '   ' });
    await expectRedirected(page, feedbackDetailsRefused);
    await closePage(page);
  });

  it('keeps the details page on reload with the cached feedback, refuses it without', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.feedback.path);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Keep my credit, please.');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectHeading(page, feedbackDetailsHeading);
    await page.reload();
    await expectHeading(page, feedbackDetailsHeading);
    await page.evaluate(() => sessionStorage.removeItem('feedback'));
    await page.reload();
    await expectRedirected(page, feedbackDetailsRefused);
    await closePage(page);
  });

  it('Back and Forward between the steps show each step the chart accepts', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.feedback.path);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Keep my credit, please.');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectHeading(page, feedbackDetailsHeading);
    await page.goBack();
    await expectPath(page, journeyRoutes.feedback.path);
    await expectHeading(page, feedbackHeading);
    await page.goForward();
    await expectPath(page, journeyRoutes.feedbackDetails.path);
    await expectHeading(page, feedbackDetailsHeading);
    await closePage(page);
  });
});

describe('meter-read journey: steps out of order', () => {
  it('sends a deep link to the confirm page to the form without showing it', async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.meterReadConfirm.path);
    await expectRedirected(page, meterReadConfirmRefused);
    await closePage(page);
  });

  it("refuses the confirm page to a session holding an earlier submission's key", async () => {
    const page = await recordingPage();
    await openWithSession(page, journeyRoutes.meterReadConfirm.path, {
      'help-and-support.submission.meterRead': { key: '0'.repeat(32), data: '{}' },
    });
    await expectRedirected(page, meterReadConfirmRefused);
    await closePage(page);
  });
});
