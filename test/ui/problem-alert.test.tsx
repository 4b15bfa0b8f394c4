import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadPostFailedAlert, ProblemAlert } from '../../src/ui/journeys/shared/submit-error-alert';
import { renderWithMantine as render } from './support/render-with-mantine';

describe('§8 alerts can be dismissed (spec §4 "an alert can be dismissed")', () => {
  it('with a close button the keyboard reaches, which tells the chart and hands focus to the heading', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <main>
        <h1>Tell us what happened</h1>
        <ProblemAlert title="Sorry, we're having technical issues right now" onDismiss={onDismiss}>
          <p>Please try again later.</p>
        </ProblemAlert>
        <button type="button">Submit</button>
      </main>,
    );
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Dismiss this message' }),
    );
    await user.keyboard('{Enter}');
    // The chart decides whether the alert still shows; the journeys' browser tests see it go.
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the main API error texts for a refused lead', () => {
    render(<LeadPostFailedAlert kind="notRecorded" onDismiss={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(
      "Your information hasn't gone throughThere's been a problem recording your details. Please try again.",
    );
  });
});
