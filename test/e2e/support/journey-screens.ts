/**
 * What a user does on the journey screens, as Playwright actions on labelled controls. Shared by the
 * complaint, feedback and address-selection browser paths.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { person } from '../../support/journey-fixtures';
import type {
  AddressField,
  AddressSelectionParentEvent,
} from '../../../machines/address-selection.machine';
import type { AddressReportKind, addressReports } from '../../model/models/address-reports';
import { characterLimitNotice, charactersOverLimit } from '../../../machines/validation/query-form';

/** The address child's reports of the chart models, which the browser paths make too. */
type AddressReports = ReturnType<typeof addressReports>;

export { cachedDetailsFor, person } from '../../support/journey-fixtures';

/** The labels of the contact fields of a details form. */
export const contactLabels: Record<keyof typeof person, string> = {
  firstName: 'First name',
  surname: 'Surname',
  email: 'Email address',
  telephoneNumber: 'Telephone number',
};

/** Fills the contact fields of a details form. */
export async function fillContactDetails(page: Page): Promise<void> {
  for (const [field, label] of Object.entries(contactLabels)) {
    await page.getByRole('textbox', { name: label }).fill(person[field as keyof typeof person]);
  }
}

/** The address selector's section of the page. */
export function addressSection(page: Page) {
  return page.getByRole('group', { name: 'Your address' });
}

/** Types a postcode and presses 'Find address'. */
export async function findAddress(page: Page, postcode: string): Promise<void> {
  const section = addressSection(page);
  await section.getByRole('textbox', { name: 'Postcode', exact: true }).fill(postcode);
  await section.getByRole('button', { name: 'Find address' }).click();
}

/**
 * Chooses a found address in 'Select your address' (the first one unless told), which picks it
 * (spec §4 "selecting an entry picks it"); returns its label.
 */
export async function chooseFoundAddress(page: Page, index = 1): Promise<string> {
  const select = addressSection(page).getByRole('combobox', { name: 'Select your address' });
  await select.selectOption({ index });
  return (await select.locator('option:checked').textContent()) ?? '';
}

/** Looks an address up (with the reference server's data) and uses the first one found. */
export async function chooseAddress(page: Page, postcode = 'SW1A 1AA'): Promise<string> {
  await findAddress(page, postcode);
  const label = await chooseFoundAddress(page);
  await expect.poll(() => chosenAddress(page)).toBe(label);
  return label;
}

/**
 * Lets go of the chosen address: 'Change address' beside a saved or earlier chosen one, 'Clear the
 * address' under the list it was chosen from.
 */
export async function clearChosenAddress(page: Page): Promise<void> {
  const section = addressSection(page);
  const change = section.getByRole('button', { name: 'Change address' });
  if ((await change.count()) > 0) await change.click();
  else await section.getByRole('button', { name: 'Clear the address' }).click();
}

/** The labels of the address selector's inputs the paths type into. */
export const addressLabels = {
  postcode: 'Postcode',
  houseNameNumber: 'House name or number',
  addressLine1: 'Address line 1',
  postalTown: 'Town or city',
  manualPostcode: 'Postcode of the address',
} as const satisfies Partial<Record<AddressField, string>>;

/** One labelled input of the address selector. */
export function addressInput(page: Page, field: keyof typeof addressLabels): Locator {
  return addressSection(page).getByRole('textbox', { name: addressLabels[field], exact: true });
}

/** The inline message of an input (its 'Error: ' prefix is for screen readers), or null. */
export function inlineError(input: Locator): Promise<string | null> {
  return input.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/);
    for (const id of ids) {
      const text = id === '' ? '' : (document.getElementById(id)?.textContent ?? '');
      if (text.startsWith('Error: ')) return text.slice('Error: '.length);
    }
    return null;
  });
}

/**
 * Features of a path for `coveringPaths`: the kinds of address report its steps make, so the browser
 * paths make each one (the chart takes them all by one transition).
 */
export function addressReportFeatures(
  reports: AddressReports,
  steps: readonly { event: { type: string } }[],
): string[] {
  return steps.flatMap(({ event }) =>
    event.type === 'address.reported'
      ? [`address ${reports.kindOf(event as AddressSelectionParentEvent)}`]
      : [],
  );
}

/**
 * Makes the address selector report `report` of kind `kind` (see `addressReports` of the chart
 * models), then waits
 * until the details step's draft (`draftName`) holds that address and those inputs.
 */
export async function reportAddress(
  page: Page,
  kind: AddressReportKind,
  report: AddressSelectionParentEvent,
  draftName: 'complaint-details' | 'feedback-details',
): Promise<void> {
  const section = addressSection(page);
  switch (kind) {
    case 'postcodeTyped':
      await addressInput(page, 'postcode').fill(report.form.values.postcode);
      break;
    case 'addressPicked':
      await section.getByRole('button', { name: 'Find address' }).click();
      await chooseFoundAddress(page);
      break;
    case 'addressCleared':
      await clearChosenAddress(page);
      break;
    case 'postcodeRefused':
      await section.getByRole('button', { name: 'Find address' }).click();
      break;
  }
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const draft = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
          address?: unknown;
          addressForm?: unknown;
        } | null;
        return { address: draft?.address, addressForm: draft?.addressForm };
      }, `help-and-support.draft.${draftName}`),
    )
    .toEqual({ address: report.selected, addressForm: report.form });
}

/** The label of the chosen address, or null when none is shown. */
export async function chosenAddress(page: Page): Promise<string | null> {
  const chosen = page.getByTestId('chosen-address');
  if ((await chosen.count()) === 0) return null;
  const text = (await chosen.innerText()).replace(/^Chosen address:\s*/, '');
  return text.trim();
}

/** A manual address that the reference server accepts. */
export const manualAddress = {
  houseNameNumber: 'Rose Cottage',
  addressLine1: 'Mill Lane',
  postalTown: 'Ambridge',
  postcode: 'B1 1BB',
} as const;

/** Fills the manual address form and saves it. */
export async function saveManualAddress(page: Page): Promise<void> {
  const section = addressSection(page);
  await section
    .getByRole('textbox', { name: 'House name or number' })
    .fill(manualAddress.houseNameNumber);
  await section.getByRole('textbox', { name: 'Address line 1' }).fill(manualAddress.addressLine1);
  await section.getByRole('textbox', { name: 'Town or city' }).fill(manualAddress.postalTown);
  await section
    .getByRole('textbox', { name: 'Postcode of the address' })
    .fill(manualAddress.postcode);
  await section.getByRole('button', { name: 'Save and use this address' }).click();
}

/** The texts of the error summary's links, or [] without a summary. */
export async function errorSummary(page: Page): Promise<string[]> {
  const summary = page.getByTestId('error-summary');
  if ((await summary.count()) === 0) return [];
  return summary.getByRole('link').allInnerTexts();
}

/** The spec §8 alert after a failed complaint or feedback post. */
export const leadFailure = [
  "Unfortunately, we're having technical problems at the moment.",
  'Either stay on this page and try again in a few moments, or try again later.',
  "Thank you for your patience. We're sorry for the inconvenience this might cause.",
] as const;

/** The spec §8 alert after a failed address lookup or save. */
export const addressFailure = [
  "Unfortunately, we're having technical problems at the moment.",
  'There was a problem saving your address. Either stay on this page and try again in a few moments, or try again later.',
] as const;

/** The texts of the page's alerts. */
function alertTexts(page: Page): Promise<string[]> {
  return page.getByRole('alert').allInnerTexts();
}

/**
 * Closes the §8 alert in `scope` (the page, or e.g. the address section) with its close button,
 * as spec §4 "an alert can be dismissed" says.
 */
export async function dismissAlert(scope: Page | Locator): Promise<void> {
  const close = scope.getByRole('button', { name: 'Dismiss this message' });
  await close.click();
  await close.waitFor({ state: 'detached' });
}

/** True when every text appears in one alert of the page. */
export async function hasAlert(page: Page, texts: readonly string[]): Promise<boolean> {
  const alerts = await alertTexts(page);
  return alerts.some((alert) => texts.every((text) => alert.includes(text)));
}

/**
 * The browser checks of a free-text step's `text` region (`textStepStates`): the box's notice
 * (`#{boxId}-limit`, in the box's description) says by how many characters the text is over the
 * limit while the chart is `overLimit`, and nothing while it is `withinLimit`; a polite live region
 * (`#{boxId}-limit-status`) says the same once typing pauses.
 */
export function limitNoticeChecks<S>(
  page: Page,
  step: string,
  boxId: string,
  textOf: (snapshot: S) => string,
): Record<string, (snapshot: S) => Promise<void>> {
  const notice = page.locator(`#${boxId}-limit`);
  const announcement = page.locator(`#${boxId}-limit-status`);
  const announced = { timeout: 5_000 };
  return {
    [`${step}.text`]: async () => {
      expect(await announcement.getAttribute('aria-live')).toBe('polite');
      // Inside the hint, which describes the box.
      expect(await page.locator(`#${boxId}-hint #${boxId}-limit`).count()).toBe(1);
      expect(await page.locator(`#${boxId}`).getAttribute('aria-describedby')).toContain(
        `${boxId}-hint`,
      );
    },
    [`${step}.text.withinLimit`]: async () => {
      await expect.poll(() => notice.textContent()).toBe('');
      await expect.poll(() => announcement.textContent(), announced).toBe('');
    },
    [`${step}.text.overLimit`]: async (snapshot) => {
      const expected = characterLimitNotice(charactersOverLimit(textOf(snapshot)));
      await expect.poll(() => notice.textContent()).toBe(expected);
      await expect.poll(() => announcement.textContent(), announced).toBe(expected);
      expect(await notice.textContent()).toMatch(
        /^Maximum character limit reached\. You are currently \d+ characters over\.$/,
      );
    },
  };
}
