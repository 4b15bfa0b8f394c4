import { NativeSelect } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { addressSelectionMachine } from '../../machines/address-selection.machine';
import type { ContactPrefill } from '../../machines/details-step';
import type { KeyedSubmission, LeadReceipt } from '../../machines/journey-kernel';
import {
  feedbackDetailsFields,
  feedbackFormRules,
  feedbackMachine,
  type FeedbackSubmission,
} from '../../machines/feedback.machine';
import { selectOptions } from '../../src/ui/journeys/shared/choices';
import { ContactFields } from '../../src/ui/journeys/shared/contact-fields';
import { SubmitButton } from '../../src/ui/journeys/shared/step-form';
import { useStepForm } from '../../src/ui/journeys/shared/use-step-form';
import { controllableActor, flush } from '../model/harness';
import { journeyEffectSpies } from '../support/journey-effect-spies';
import { renderWithMantine } from './support/render-with-mantine';

/** The feedback chart on its details step, its prefill held until the test answers it. */
function detailsActor() {
  const prefill = controllableActor<ContactPrefill, unknown>();
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine,
        // A post the test never answers: the chart stays `submitting`.
        submitLead: controllableActor<LeadReceipt, KeyedSubmission<FeedbackSubmission>>().logic,
        loadPrefill: prefill.logic,
      },
      actions: { persistFeedback: () => undefined, ...journeyEffectSpies() },
    }),
    { input: { signedIn: true, feedback: null, submissionKey: null } },
  ).start();
  actor.send({ type: 'feedback.change', value: 'Keep my credit' });
  actor.send({ type: 'feedback.submit' });
  return { actor, prefill };
}

type DetailsActor = ReturnType<typeof detailsActor>['actor'];

/** The contact fields of the details step, bound to the chart as its page binds them. */
function DetailsFields({ actor }: { actor: DetailsActor }) {
  const chartForm = useSelector(actor, (snapshot) => snapshot.context.detailsForm);
  const { form, onSubmit } = useStepForm(
    feedbackDetailsFields,
    chartForm,
    feedbackFormRules.details,
    {
      change: (field, value) => actor.send({ type: 'details.change', field, value }),
      submit: () => actor.send({ type: 'details.submit' }),
    },
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <ContactFields fields={feedbackDetailsFields} form={form} />
      <SubmitButton>Submit</SubmitButton>
    </form>
  );
}

function renderDetails() {
  const { actor, prefill } = detailsActor();
  renderWithMantine(<DetailsFields actor={actor} />);
  return { actor, prefill, user: userEvent.setup() };
}

const descriptions = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

describe('a step form: Mantine inputs bound to the chart by useStepForm', () => {
  it('names a field by its label, describes it by its hint and, after a submit, the chart’s message', async () => {
    const { actor, user } = renderDetails();
    const phone = screen.getByRole('textbox', { name: 'Telephone number' });
    expect([phone.getAttribute('type'), phone.getAttribute('aria-invalid')]).toEqual(['tel', null]);
    expect(descriptions(phone)).toEqual([
      'A UK or Irish number, for example 07911 123456 or +353 1 234 5678',
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(phone).sort()).toEqual(
      [
        'A UK or Irish number, for example 07911 123456 or +353 1 234 5678',
        'Error: Enter a telephone number',
      ].sort(),
    );
  });

  it('lays a question out as GOV.UK does: label, hint, message, control', async () => {
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The question: Mantine's wrapper around the label and the control.
    const question = screen.getByText('Telephone number', { selector: 'label' }).parentElement;
    expect(question?.hasAttribute('data-error')).toBe(true);
    const texts = Array.from(question?.querySelectorAll('label, p, input') ?? [], (node) =>
      node instanceof HTMLInputElement ? 'input' : node.textContent,
    );
    expect(texts).toEqual([
      'Telephone number',
      'A UK or Irish number, for example 07911 123456 or +353 1 234 5678',
      'Error: Enter a telephone number',
      'input',
    ]);
  });

  it('passes every edit to the chart, which removes that field’s message and keeps the others', async () => {
    const { actor, user } = renderDetails();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'Ada');
    const { values, errors } = actor.getSnapshot().context.detailsForm;
    expect(values.firstName).toBe('Ada');
    expect(errors.firstName).toBeUndefined();
    expect(errors.surname).toBeDefined();
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Surname' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows what the chart fills in itself (a signed-in prefill) without reporting it as an edit', async () => {
    const { actor, prefill } = renderDetails();
    const send = vi.spyOn(actor, 'send');
    await act(async () => {
      prefill.resolve({ firstName: 'Grace', email: 'grace@example.com' });
      await flush();
    });
    const valueOf = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    expect([valueOf('First name'), valueOf('Email address')]).toEqual([
      'Grace',
      'grace@example.com',
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the submit to the chart, which moves on when the values are valid', async () => {
    const { actor, user } = renderDetails();
    const fill = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill('First name', 'Ada');
    fill('Surname', 'Lovelace');
    fill('Email address', 'ada@example.com');
    fill('Telephone number', '07911123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
  });
});

describe('journey form parts on Mantine', () => {
  it("gives a select's first option the value '' and disables it only when asked", () => {
    const select = (placeholderDisabled: boolean) => (
      <NativeSelect
        id="subject"
        label="Subject"
        data={selectOptions(
          'Select a subject',
          ['Moving House', { value: 'a1', label: '1 High Street' }],
          placeholderDisabled,
        )}
      />
    );
    const { rerender } = renderWithMantine(select(false));
    const options = () =>
      within(screen.getByRole('combobox', { name: 'Subject' }))
        .getAllByRole('option')
        .map((option) => {
          const { value, textContent, disabled } = option as HTMLOptionElement;
          return [value, textContent, disabled];
        });
    expect(options()).toEqual([
      ['', 'Select a subject', false],
      ['Moving House', 'Moving House', false],
      ['a1', '1 High Street', false],
    ]);
    rerender(select(true));
    expect(options()[0]).toEqual(['', 'Select a subject', true]);
  });

  it('shows a submit button as busy while the step posts, and a press then submits nothing', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={onSubmit}>
        <SubmitButton busy={busy}>Submit</SubmitButton>
      </form>
    );
    const { rerender } = renderWithMantine(form(false));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(form(true));
    // aria-disabled, not disabled: a disabled button would drop keyboard focus to the page.
    expect([button.getAttribute('aria-disabled'), button.disabled]).toEqual(['true', false]);
    expect(screen.getByText('Sending…').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
