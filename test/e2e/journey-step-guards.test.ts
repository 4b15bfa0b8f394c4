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
import { journeyRoutes } from '../../machines/journey-routes';
import { fillRoute } from '../../src/journeys/journey-session';
import { closePage, newPage, browserForFile } from './support/browser';
import { expectHeading, expectPath, openApp } from './support/journey-driver';
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
/** Headings in the spec's words (§2: feedback, feedback/personal-details, meter-read confirm). */
const feedbackHeading = 'We owe you – Using your credit to help pay your account';
const feedbackDetailsHeading = 'If you could supply a few details...';
const meterReadConfirmHeading = 'Thank you for submitting your meter reading';

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

/**
 * A reload keeps the step showing `heading` while sessionStorage holds `kept`; once that is gone,
 * a reload of the step is refused as `refusal` says.
 */
async function expectReloadNeedsKept(
  page: Page,
  {
    heading,
    kept,
    refusal,
  }: { heading: string; kept: string; refusal: Parameters<typeof expectRedirected>[1] },
): Promise<void> {
  await page.reload();
  await expectHeading(page, heading);
  await page.evaluate((key) => sessionStorage.removeItem(key), kept);
  await page.reload();
  await expectRedirected(page, refusal);
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

describe('complaint journey: reload and Back', () => {
  it('keeps the query page on reload while the details are cached, and refuses it once they are gone', async () => {
    const page = await recordingPage();
    const query = complaintPath('complaintQuery', 'gas-and-electricity');
    await openApp(page, query, {
      personalDetails: cachedDetailsFor('gas-and-electricity'),
    });
    await expectPath(page, query);
    await expectHeading(page, questions.complaintQuery);
    await expectReloadNeedsKept(page, {
      heading: questions.complaintQuery,
      kept: 'personalDetails',
      refusal: queryRefused,
    });
    await closePage(page);
  });

  it('after the confirmation, Back to the query page lands on the details page', async () => {
    const page = await recordingPage();
    const query = complaintPath('complaintQuery', 'gas-and-electricity');
    await openApp(page, query, {
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

describe('feedback journey: reload, Back and Forward', () => {
  /** A recording page on which the user gave feedback and went on to the details step. */
  async function feedbackDetailsReached(): Promise<Page> {
    const page = await recordingPage();
    await openApp(page, journeyRoutes.feedback.path);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Keep my credit, please.');
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectHeading(page, feedbackDetailsHeading);
    return page;
  }

  it('keeps the details page on reload with the cached feedback, refuses it without', async () => {
    const page = await feedbackDetailsReached();
    await expectReloadNeedsKept(page, {
      heading: feedbackDetailsHeading,
      kept: 'feedback',
      refusal: feedbackDetailsRefused,
    });
    await closePage(page);
  });

  it('Back and Forward between the steps show each step the chart accepts', async () => {
    const page = await feedbackDetailsReached();
    await page.goBack();
    await expectPath(page, journeyRoutes.feedback.path);
    await expectHeading(page, feedbackHeading);
    await page.goForward();
    await expectPath(page, journeyRoutes.feedbackDetails.path);
    await expectHeading(page, feedbackDetailsHeading);
    await closePage(page);
  });

  it('Forward after changing the feedback without sending it stays on the feedback step', async () => {
    const page = await feedbackDetailsReached();
    await page.goBack();
    await expectHeading(page, feedbackHeading);
    const feedback = page.getByRole('textbox', { name: 'Your feedback' });
    await feedback.fill('Actually, refund me.');
    await forgetHeadings(page);
    await page.goForward();
    await expectPath(page, journeyRoutes.feedback.path);
    await expectHeading(page, feedbackHeading);
    expect(await headingsSeen(page)).not.toContain(feedbackDetailsHeading);
    await expect.poll(() => feedback.inputValue()).toBe('Actually, refund me.');
    await closePage(page);
  });
});

/**
 * Deep links each chart refuses, with the session the page finds: the page settles on the chart's
 * step, and the refused URL is replaced, not kept in the history.
 */
const refusedDeepLinks = [
  {
    link: 'select-energy, before a complaint type is chosen',
    path: journeyRoutes.selectEnergy.path,
    session: {},
    refusal: {
      path: journeyRoutes.selectType.path,
      heading: questions.selectType,
      refused: questions.selectEnergy,
    },
  },
  {
    link: 'the query page, without cached details',
    path: complaintPath('complaintQuery', 'gas-and-electricity'),
    session: {},
    refusal: queryRefused,
  },
  {
    link: "the query page, when the session's cached details are another complaint's",
    path: complaintPath('complaintQuery', 'gas-and-electricity'),
    session: { personalDetails: cachedDetailsFor('pay-as-you-go') },
    refusal: queryRefused,
  },
  {
    link: 'the feedback details page, without feedback',
    path: journeyRoutes.feedbackDetails.path,
    session: {},
    refusal: feedbackDetailsRefused,
  },
  {
    link: 'the feedback details page, when the cached feedback is blank',
    path: journeyRoutes.feedbackDetails.path,
    session: { feedback: '   ' },
    refusal: feedbackDetailsRefused,
  },
  {
    link: 'the meter-read confirm page, without a submission',
    path: journeyRoutes.meterReadConfirm.path,
    session: {},
    refusal: meterReadConfirmRefused,
  },
  {
    link: "the meter-read confirm page, to a session holding an earlier submission's key",
    path: journeyRoutes.meterReadConfirm.path,
    session: { 'help-and-support.submission.meterRead': { key: '0'.repeat(32), data: '{}' } },
    refusal: meterReadConfirmRefused,
  },
];

describe('deep links out of order', () => {
  it.each(refusedDeepLinks)('redirects $link', async ({ path, session, refusal }) => {
    const page = await recordingPage();
    await openApp(page, path, session);
    await expectRedirected(page, refusal);
    // The entries are the blank tab, the page that wrote the session (if any) and the chart's step.
    const entries = Object.keys(session).length === 0 ? 2 : 3;
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await closePage(page);
  });
});
