import { act, fireEvent, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { addressSelectionMachine } from '../../machines/address-selection.machine';
import { feedbackFormRules, feedbackMachine } from '../../machines/feedback.machine';
import { characterLimitNotice } from '../../machines/validation/query-form';
import {
  ANNOUNCE_AFTER_MS,
  CharacterLimitAnnouncement,
  CharacterLimitNotice,
} from '../../src/ui/journeys/shared/character-limit-notice';
import { LongTextInput } from '../../src/ui/journeys/shared/long-text-input';
import { useStepForm } from '../../src/ui/journeys/shared/use-step-form';
import { journeyEffectSpies } from '../support/journey-effect-spies';
import { renderWithMantine as render } from './support/render-with-mantine';

/** The feedback chart, whose `overLimit` tag decides the notice (its other actors never run). */
function feedbackActor() {
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        addressSelection: addressSelectionMachine,
        submitLead: fromPromise(() => Promise.reject(new Error('not posted'))),
        loadPrefill: fromPromise(() => Promise.resolve({})),
      },
      actions: { persistFeedback: () => undefined, ...journeyEffectSpies() },
    }),
    { input: { signedIn: false, feedback: null, submissionKey: null } },
  );
  actor.start();
  return actor;
}

/** The feedback box as its page wires it to the chart. */
function FeedbackBox({ actor }: { actor: ReturnType<typeof feedbackActor> }) {
  const chartForm = useSelector(actor, (snapshot) => snapshot.context.feedbackForm);
  const overLimit = useSelector(actor, (snapshot) => snapshot.hasTag('overLimit'));
  const { form } = useStepForm(['feedback'], chartForm, feedbackFormRules.feedback, {
    change: (_, value) => actor.send({ type: 'feedback.change', value }),
  });
  return (
    <LongTextInput
      id="feedback"
      form={form}
      field="feedback"
      label="Your feedback"
      hint="Up to 30000 characters."
      overLimit={overLimit}
    />
  );
}

function description(box: HTMLElement): string {
  return (box.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the character-limit notice (spec §5)', () => {
  it('counts the characters over the limit while it is shown', () => {
    const { rerender } = render(
      <CharacterLimitNotice id="n" text={'a'.repeat(30001)} shown={false} />,
    );
    const notice = document.getElementById('n');
    expect(notice?.textContent).toBe('');
    rerender(<CharacterLimitNotice id="n" text={'a'.repeat(30001)} shown />);
    expect(notice?.textContent).toBe(
      'Maximum character limit reached. You are currently 1 characters over.',
    );
    rerender(<CharacterLimitNotice id="n" text={'a'.repeat(30250)} shown />);
    expect(notice?.textContent).toBe(
      'Maximum character limit reached. You are currently 250 characters over.',
    );
  });

  it('is said to screen readers in a polite live region once typing pauses, not at every key', async () => {
    vi.useFakeTimers();
    const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      const announce = (length: number, shown = true) => (
        <CharacterLimitAnnouncement id="s" text={'a'.repeat(length)} shown={shown} />
      );
      const { rerender } = render(announce(30001, false));
      const status = document.getElementById('s');
      expect(status?.getAttribute('aria-live')).toBe('polite');
      expect(status?.textContent).toBe('');
      rerender(announce(30001));
      rerender(announce(30002));
      await pause(ANNOUNCE_AFTER_MS - 1);
      rerender(announce(30003));
      await pause(ANNOUNCE_AFTER_MS - 1);
      expect(status?.textContent).toBe('');
      await pause(1);
      expect(status?.textContent).toBe(
        'Maximum character limit reached. You are currently 3 characters over.',
      );
      rerender(announce(30003, false));
      await pause(ANNOUNCE_AFTER_MS);
      expect(status?.textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('updates live as the user types in the box, which it describes, as the chart says', () => {
    const actor = feedbackActor();
    render(<FeedbackBox actor={actor} />);
    const box = screen.getByLabelText('Your feedback');
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: 'b'.repeat(30000) } });
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
    expect(document.getElementById('feedback-limit')?.textContent).toBe('');
    fireEvent.change(box, { target: { value: 'b'.repeat(30005) } });
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(true);
    expect(description(box)).toContain(
      'Up to 30000 characters. Maximum character limit reached. You are currently 5 characters over.',
    );
    fireEvent.change(box, { target: { value: 'short' } });
    expect(document.getElementById('feedback-limit')?.textContent).toBe('');
  });

  it("is said once while the box's error gives the same words", () => {
    const actor = feedbackActor();
    render(<FeedbackBox actor={actor} />);
    const box = screen.getByLabelText('Your feedback');
    fireEvent.change(box, { target: { value: 'c'.repeat(30003) } });
    actor.send({ type: 'feedback.submit' });
    const notice = characterLimitNotice(3);
    expect(actor.getSnapshot().context.feedbackForm.errors.feedback).toBe(notice);
    expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
    expect(description(screen.getByLabelText('Your feedback')).split(notice)).toHaveLength(2);
  });
});
