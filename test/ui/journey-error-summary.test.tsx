import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { journeyTitle } from '../../src/ui/shared/page-head';
import { ErrorSummary, summaryItems } from '../../src/ui/journeys/shared/error-summary';
import { fieldError } from '../../src/ui/journeys/shared/field-error';
import { useJourneyTitle } from '../../src/ui/journeys/shared/use-journey-title';
import { renderWithMantine as render } from './support/render-with-mantine';

/** A small form with the journeys' error pattern: summary, inline errors, title prefix. */
function Form() {
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const items = summaryItems(['name', 'email'] as const, errors, (field) => `field-${field}`);
  useJourneyTitle('A bit about you', items.length > 0);
  return (
    <>
      <ErrorSummary items={items} focusKey={attempt} />
      <TextInput id="field-name" label="Name" error={fieldError(errors.name)} />
      <TextInput id="field-email" label="Email" error={fieldError(errors.email)} />
      <button
        type="button"
        onClick={() => {
          setErrors({ name: 'Enter your name', email: 'Enter your email address' });
          setAttempt((count) => count + 1);
        }}
      >
        Check
      </button>
      <button type="button" onClick={() => setErrors({})}>
        Fix
      </button>
    </>
  );
}

describe('ErrorSummary (GOV.UK pattern)', () => {
  // The title the step's route gives, as `<HeadContent/>` renders it.
  beforeEach(() => {
    document.head.innerHTML = `<title>${journeyTitle('A bit about you', false)}</title>`;
  });

  it('renders nothing without errors', () => {
    render(<Form />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
    expect(document.title).toBe(journeyTitle('A bit about you', false));
  });

  it('lists each error as a link to its field, in form order, and takes focus', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const summary = screen.getByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('There is a problem');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your name', '#field-name'],
      ['Enter your email address', '#field-email'],
    ]);
  });

  it('moves focus to the field when a summary link is followed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('ties each inline error to its input and prefixes it for screen readers', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Error: Enter your email address');
  });

  it("prefixes the title with 'Error: ' while errors show", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.title).toBe('Error: A bit about you - Help & Support - Brightwell Energy');
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    expect(document.title).toBe('A bit about you - Help & Support - Brightwell Energy');
  });

  it('takes focus again on the next attempt that still has errors', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    screen.getByLabelText('Name').focus();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(document.activeElement).toBe(screen.getByTestId('error-summary'));
  });
});
