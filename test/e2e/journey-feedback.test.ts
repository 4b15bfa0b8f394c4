/**
 * The refund-feedback chart (machines/feedback.machine.ts) driven through the real UI in Chromium:
 * the chart tests' path generation with samples a user can produce, reduced to the fewest paths that
 * walk every state and transition; each state asserted on screen and checked with axe.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { actorDone, actorFailed } from '../support/actor-events';
import { addressFields } from '../../machines/address-selection.machine';
import { feedbackDetailsFields, feedbackMachine } from '../../machines/feedback.machine';
import { freshForm } from '../../machines/form-kernel';
import {
  validateFeedbackDetails,
  validateFeedbackText,
} from '../../machines/validation/feedback-form';
import { detailsStepSamples } from '../model/models/details-step-driver';
import { sampleHandlers } from '../model/models/model-kit';
import { expectConfirmation, expectLeadInFlight, passLead } from './support/journey-lead';
import { addressReports } from '../model/models/address-reports';
import { feedbackStepSamples, overLimitFeedback, type ModelEvent } from '../model/models/feedback';
import { closePage, browserForFile } from './support/browser';
import {
  AxeOncePerScreen,
  HeldCalls,
  expectPath,
  expectHeading,
  openApp,
  visitInApp,
  openAppPage,
} from './support/journey-driver';
import * as journeyPaths from './support/journey-paths';
import {
  addressInput,
  addressSection,
  chosenAddress,
  contactLabels,
  errorSummary,
  hasAlert,
  dismissAlert,
  leadFailure,
  person,
  addressReportFeatures,
  reportAddress,
  limitNoticeChecks,
} from './support/journey-screens';
import { expectFocus, followErrorSummary, tabTo } from './support/keyboard';
import { tenterStreet } from '../support/journey-fixtures';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

const feedbackText = 'Please keep the credit on my account and use it for next winter.';
const cachedFeedback = 'Keep my credit for the next bill, thank you.';
/** The feedback box's draft after it was emptied and sent (spec §5: the text is required). */
const emptiedFeedbackDraft = {
  values: { feedback: '' },
  errors: validateFeedbackText({ feedback: '' }).errors,
  attempt: 1,
};
const feedbackDraftKey = 'help-and-support.draft.feedback-text';
/** The address the user finds, and what the address selector reports of their actions on it. */
const address = tenterStreet;
const reports = addressReports(address);

const samples: readonly ModelEvent[] = [
  ...feedbackStepSamples(feedbackText),
  // A visitor who is not signed in: the prefill knows nothing.
  ...detailsStepSamples({ prefill: {}, reports, fields: feedbackDetailsFields, typed: person }),
  actorDone('submitLead', { id: 'from-server' }),
  actorFailed('submitLead', '500'),
  { type: 'failure.dismiss' },
];
/** The sample a path step sends (path steps carry the sample objects themselves). */
const on = sampleHandlers(samples);

const freshDetails = freshForm({ firstName: '', surname: '', email: '', telephoneNumber: '' });

/**
 * What the UI and the child actors can send: the address child reports only what a user's action on
 * it makes from what it last reported (`reports.canReport`), here before any details are
 * typed; the prefill answers on the untouched details step; a change changes
 * the value. To keep the paths few, the details are typed in form order, a submit with errors is made
 * once per form, and Back from the details comes before typing or right after such a submit.
 */
function canHappen(snapshot: Snapshot, event: ModelEvent): boolean {
  const { detailsForm, feedbackForm } = snapshot.context;
  const untouched = isDeepStrictEqual(detailsForm, freshDetails);
  switch (event.type) {
    case 'address.reported':
      // After a failed post, 'Find address' with no postcode: its message replaces the alert.
      if (snapshot.hasTag('failed'))
        return event === reports.postcodeRefused && reports.canReport(event, snapshot.context);
      return untouched && reports.canReport(event, snapshot.context);
    case 'xstate.done.actor.loadPrefill':
      return untouched;
    case 'feedback.change':
      return feedbackForm.values.feedback !== event.value;
    case 'feedback.submit':
      return (
        validateFeedbackText(feedbackForm.values).values !== null || feedbackForm.attempt === 0
      );
    case 'details.change': {
      const before = feedbackDetailsFields.slice(0, feedbackDetailsFields.indexOf(event.field));
      return (
        detailsForm.values[event.field] !== event.value &&
        before.every((field) => detailsForm.values[field] === person[field])
      );
    }
    case 'details.submit':
      return (
        validateFeedbackDetails(detailsForm.values).values !== null || detailsForm.attempt === 0
      );
    case 'failure.dismiss':
      return snapshot.hasTag('failed');
    case 'route.visit':
      return (
        event.step === 'details' ||
        untouched ||
        isDeepStrictEqual(detailsForm.errors, validateFeedbackDetails(detailsForm.values).errors)
      );
    default:
      return true;
  }
}

function label(event: ModelEvent): string {
  if (event.type === 'route.visit') return `${event.type}(${event.step})`;
  if (event.type === 'details.change') return `${event.type}(${event.field})`;
  if (event.type === 'address.reported') return `${event.type}(${reports.kindOf(event)})`;
  if (event.type === 'feedback.change') {
    const typed = event.value === overLimitFeedback ? 'type over the limit' : 'type';
    return `${event.type}(${event.value === '' ? 'clear' : typed})`;
  }
  return event.type.replace(/^xstate\./, '');
}

const stepPaths = {
  feedback: '/complaints/feedback',
  details: '/complaints/feedback/personal-details',
} as const;

const browser = browserForFile();
const axe = new AxeOncePerScreen();

async function expectNoErrors(page: Page): Promise<void> {
  expect(await errorSummary(page)).toEqual([]);
  expect(await page.title()).not.toMatch(/^Error: /);
}

/**
 * The error summary lists the chart's messages in page order (the form's, then the address
 * inputs'), and the title says 'Error: '.
 */
async function expectErrors(
  page: Page,
  messages: readonly string[],
  screen: string,
): Promise<void> {
  await expect.poll(() => errorSummary(page)).toEqual(messages);
  expect(await page.title()).toMatch(/^Error: /);
  await axe.check(page, screen);
}

journeyPaths.describeBrowserPaths({
  suite: 'feedback journey in Chromium, model-based paths',
  machine: feedbackMachine,
  samples,
  when: canHappen,
  // The browser's visitor is not signed in.
  inputs: [
    ...journeyPaths.newVisitAndReload(
      { signedIn: false, feedback: null, submissionKey: null },
      {
        what: 'cached feedback',
        input: { signedIn: false, feedback: cachedFeedback, submissionKey: null },
      },
    ),
    {
      // The box was emptied and sent, then the page reloaded: it shows its message again.
      name: 'reload with a feedback draft that shows errors',
      input: {
        signedIn: false,
        feedback: cachedFeedback,
        submissionKey: null,
        feedbackDraft: emptiedFeedbackDraft,
      },
    },
  ],
  // Every kind of address report, and a lead posted with the chosen address.
  featuresOf: (path) => [
    ...addressReportFeatures(reports, path.steps),
    ...(path.steps.some((step) => step.state.matches('submitting') && step.state.context.address)
      ? ['lead with an address']
      : []),
  ],
  label,
  browser,
  async run({ covering, page, coverage }) {
    const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
    const start = covering.path.steps[0]?.state.context;
    const cached = start?.feedback ?? null;
    const draft = start?.feedbackForm.attempt ? { [feedbackDraftKey]: start.feedbackForm } : {};
    await openApp(page, stepPaths.feedback, cached === null ? {} : { feedback: cached, ...draft });
    let reference: string | undefined;
    let typedFeedback = start?.feedbackForm.values.feedback ?? '';
    /** Where Submit was on the page when pressed, and how wide. */
    let submitBox: { top: number; width: number } | undefined;
    const submitButton = page.getByRole('button', { name: 'Submit' });
    const boxOf = () =>
      submitButton.evaluate((element) => {
        const { top, width } = element.getBoundingClientRect();
        return { top: top + window.scrollY, width };
      });

    await covering.path.test({
      events: {
        'feedback.change': on('feedback.change', async (event) => {
          typedFeedback = event.value;
          await page.getByRole('textbox', { name: 'Your feedback' }).fill(event.value);
        }),
        'feedback.submit': async () => {
          await page.getByRole('button', { name: "I don't want the refund" }).click();
        },
        'xstate.done.actor.loadPrefill': () => {
          // The prefill of a visitor who is not signed in answers by itself, with nothing to fill.
        },
        'route.visit': on('route.visit', async (event) => {
          await visitInApp(page, stepPaths[event.step]);
        }),
        'address.reported': on('address.reported', async (event) => {
          await reportAddress(page, reports.kindOf(event), event, 'feedback-details');
        }),
        'details.change': on('details.change', async (event) => {
          await page.getByRole('textbox', { name: contactLabels[event.field] }).fill(event.value);
        }),
        'details.submit': async () => {
          submitBox = await boxOf();
          await submitButton.click();
        },
        'xstate.done.actor.submitLead': async () => {
          reference = await passLead(leads);
        },
        'xstate.error.actor.submitLead': async () => {
          await leads.abort();
        },
        'failure.dismiss': () => dismissAlert(page),
      },
      states: coverage.checks<Snapshot>({
        'feedback.enterFeedback': async () => {
          await expectPath(page, stepPaths.feedback);
          await expectHeading(page, 'We owe you – Using your credit to help pay your account');
          expect(await page.getByRole('textbox', { name: 'Your feedback' }).inputValue()).toBe(
            typedFeedback,
          );
          expect(await page.getByRole('button', { name: "I don't want the refund" }).count()).toBe(
            1,
          );
          await axe.check(page, 'enterFeedback');
        },
        'feedback.enterFeedback.form': async () => {
          expect(await page.getByRole('textbox', { name: 'Your feedback' }).count()).toBe(1);
        },
        'feedback.enterFeedback.form.editing': () => expectNoErrors(page),
        ...limitNoticeChecks<Snapshot>(
          page,
          'feedback.enterFeedback',
          'feedback-text',
          (snapshot) => snapshot.context.feedbackForm.values.feedback,
        ),
        'feedback.enterFeedback.form.invalid': (snapshot) =>
          expectErrors(
            page,
            [
              validateFeedbackText(snapshot.context.feedbackForm.values).errors.feedback ??
                'no rule',
            ],
            'enterFeedback invalid',
          ),
        'feedback.enterDetails': async (snapshot) => {
          const { address: chosen } = snapshot.context;
          const failed = snapshot.hasTag('failed');
          await expectPath(page, stepPaths.details);
          await expectHeading(page, 'If you could supply a few details...');
          expect(await page.getByRole('main').innerText()).toContain("We won't contact you");
          await page.getByRole('group', { name: 'Enter your details' }).waitFor();
          await expect.poll(() => chosenAddress(page)).toBe(chosen === null ? null : address.label);
          if (chosen === null) {
            expect(await addressInput(page, 'postcode').inputValue()).toBe(
              snapshot.context.addressForm.values.postcode,
            );
          }
          if (failed) {
            await expect.poll(() => hasAlert(page, leadFailure)).toBe(true);
            expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(
              person.email,
            );
          } else {
            expect(await hasAlert(page, leadFailure)).toBe(false);
          }
          await axe.check(page, `enterDetails address:${chosen !== null} failed:${failed}`);
        },
        'feedback.enterDetails.editing': () => expectNoErrors(page),
        // The alert (checked above) and no message.
        'feedback.enterDetails.failed': () => expectNoErrors(page),
        'feedback.enterDetails.invalid': (snapshot) => {
          // Each message on show is the rules' message for what its field holds.
          const { detailsForm, addressForm } = snapshot.context;
          const rules = validateFeedbackDetails(detailsForm.values).errors;
          return expectErrors(
            page,
            [
              ...feedbackDetailsFields.flatMap((field) =>
                detailsForm.errors[field] === undefined
                  ? []
                  : (rules[field] ?? `no rule for ${field}`),
              ),
              ...addressFields.flatMap((field) => addressForm.errors[field] ?? []),
            ],
            'enterDetails invalid',
          );
        },
        'feedback.submitting': async (snapshot) => {
          await expectPath(page, stepPaths.details);
          const body = (await expectLeadInFlight(page, { leads, submit: 'Submit', axe })) as {
            data: {
              attributes: Record<string, unknown>;
              relationships: { address: { data: { id: string } | null } };
            };
          };
          // The address section stays as it was, out of use, and Submit neither moves nor widens while
          // it posts.
          expect(await chosenAddress(page)).toBe(
            snapshot.context.address === null ? null : address.label,
          );
          expect(
            await addressSection(page).evaluate((element) => (element as HTMLElement).inert),
          ).toBe(true);
          expect(await boxOf()).toEqual(submitBox);
          expect(body.data.attributes.topic).toBe('help-&-support-feedback');
          expect(body.data.attributes.query).toBe(snapshot.context.feedback);
          expect(body.data.relationships.address.data?.id ?? null).toBe(
            snapshot.context.address === null ? null : address.id,
          );
        },
        'feedback.confirmed': async () => {
          await expectConfirmation(page, {
            path: '/confirmation',
            heading: 'Thank you for your feedback',
            texts: [
              `Your reference number is\n${String(reference)}`,
              "We won't contact you about your feedback.",
            ],
            axe,
          });
        },
      }),
    });
  },
});

describe('feedback journey, reliability', () => {
  it('sends a visitor without cached feedback from the details page to the feedback page', async () => {
    const page = await openAppPage(browser(), stepPaths.details);
    await expectPath(page, stepPaths.feedback);
    await closePage(page);
  });

  it('resumes on the details page after a reload with the cached feedback', async () => {
    const page = await openAppPage(browser(), stepPaths.feedback);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill(feedbackText);
    await page.getByRole('button', { name: "I don't want the refund" }).click();
    await expectPath(page, stepPaths.details);
    expect(await page.evaluate(() => sessionStorage.getItem('feedback'))).toBe(feedbackText);
    await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await page.reload();
    await expectPath(page, stepPaths.details);
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(
      person.firstName,
    );
    await closePage(page);
  });
});

describe('feedback journey with the keyboard only', () => {
  it('takes a keyboard user from the error summary to the empty feedback box, its label in view', async () => {
    const page = await openAppPage(browser(), stepPaths.feedback);
    await expectHeading(page, 'We owe you – Using your credit to help pay your account');
    await tabTo(page, page.getByRole('button', { name: "I don't want the refund" }));
    await page.keyboard.press('Enter');
    await followErrorSummary(
      page,
      'Enter your feedback',
      page.getByRole('textbox', { name: 'Your feedback' }),
    );
    await closePage(page);
  });

  it('gives feedback with Tab, Enter, arrow keys and typing, and mends a submit with errors', async () => {
    const page = await openAppPage(browser(), stepPaths.feedback);
    const leads = await HeldCalls.install(page, '**/v1/leads', 'POST');
    await expectHeading(page, 'We owe you – Using your credit to help pay your account');
    const refuse = page.getByRole('button', { name: "I don't want the refund" });
    await tabTo(page, page.getByRole('textbox', { name: 'Your feedback' }));
    await page.keyboard.type(feedbackText);
    await tabTo(page, refuse);
    await page.keyboard.press('Enter');

    await expectPath(page, stepPaths.details);
    await expectHeading(page, 'If you could supply a few details...');
    // Every detail but the surname.
    for (const field of ['firstName', 'email', 'telephoneNumber'] as const) {
      await tabTo(page, page.getByRole('textbox', { name: contactLabels[field] }));
      await page.keyboard.type(person[field]);
    }
    await tabTo(page, addressInput(page, 'postcode'));
    await page.keyboard.type(address.postcode);
    await tabTo(page, addressSection(page).getByRole('button', { name: 'Find address' }));
    await page.keyboard.press('Enter');
    // The list of found addresses takes focus; an arrow key on the closed list picks the next one.
    await expectFocus(addressSection(page).getByRole('combobox', { name: 'Select your address' }));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosenAddress(page)).toBe(address.label);
    const submit = page.getByRole('button', { name: 'Submit' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    const surname = page.getByRole('textbox', { name: contactLabels.surname });
    await followErrorSummary(page, 'Enter your surname', surname);
    expect(leads.requests).toHaveLength(0);
    await page.keyboard.type(person.surname);
    await expect.poll(() => errorSummary(page)).toEqual([]);
    expect(await chosenAddress(page)).toBe(address.label);
    await tabTo(page, submit);
    await page.keyboard.press('Enter');

    // What the reference server stored, and the address the post related.
    const stored = (await leads.pass()) as { data: { id: string; attributes: unknown } };
    const posted = leads.requests.at(-1)?.postDataJSON() as {
      data: { relationships: { address: { data: { id: string } | null } } };
    };
    expect(stored.data.attributes).toMatchObject({
      topic: 'help-&-support-feedback',
      query: feedbackText,
      'first-name': person.firstName,
      surname: person.surname,
      email: person.email,
      'contact-number': { number: person.telephoneNumber, type: 'mobile' },
    });
    expect(posted.data.relationships.address.data?.id).toBe(address.id);
    await expectConfirmation(page, {
      path: '/confirmation',
      heading: 'Thank you for your feedback',
      texts: [
        `Your reference number is\n${stored.data.id}`,
        "We won't contact you about your feedback.",
      ],
      axe,
    });
    await closePage(page);
  });
});
