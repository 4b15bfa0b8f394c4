import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { characterLimitNotice } from '../../machines/validation/query-form';
import { CharacterLimitNotice } from '../../src/ui/journeys/shared/character-limit-notice';
import { LongTextInput } from '../../src/ui/journeys/shared/long-text-input';

function Query() {
  const [value, setValue] = useState('');
  return (
    <LongTextInput
      id="query"
      label="What happened"
      hint="Up to 30000 characters."
      value={value}
      onChange={setValue}
    />
  );
}

describe('the character-limit notice (spec §5)', () => {
  it('says nothing up to 30000 characters and counts the characters over the limit after', () => {
    const { rerender } = render(<CharacterLimitNotice id="n" text={'a'.repeat(30000)} />);
    const notice = document.getElementById('n');
    expect(notice?.textContent).toBe('');
    expect(notice?.getAttribute('aria-live')).toBe('polite');
    rerender(<CharacterLimitNotice id="n" text={'a'.repeat(30001)} />);
    expect(notice?.textContent).toBe(
      'Maximum character limit reached. You are currently 1 characters over.',
    );
    rerender(<CharacterLimitNotice id="n" text={'a'.repeat(30250)} />);
    expect(notice?.textContent).toBe(
      'Maximum character limit reached. You are currently 250 characters over.',
    );
  });

  it('updates live as the user types in the query box, which it describes', () => {
    render(<Query />);
    const box = screen.getByLabelText('What happened');
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: 'b'.repeat(30005) } });
    const describedBy = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(describedBy).toContain(
      'Maximum character limit reached. You are currently 5 characters over.',
    );
    fireEvent.change(box, { target: { value: 'short' } });
    expect(document.getElementById('query-limit')?.textContent).toBe('');
  });

  it("is said once while the field's error gives the same words", () => {
    const text = 'c'.repeat(30003);
    const notice = characterLimitNotice(3);
    render(
      <LongTextInput
        id="query"
        label="What happened"
        hint="Up to 30000 characters."
        value={text}
        onChange={() => undefined}
        error={notice}
      />,
    );
    const box = screen.getByLabelText('What happened');
    const description = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description.split(notice)).toHaveLength(2);
  });
});
