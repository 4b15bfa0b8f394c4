import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/journeys/shared/button';
import { TextField } from '../../src/ui/journeys/shared/form-field';
import { SelectInput } from '../../src/ui/journeys/shared/select-input';

const descriptions = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);

function Phone({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="phone"
      type="tel"
      label="Telephone number"
      hint="A UK or Irish number"
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('journey form parts', () => {
  it('names a text field by its label and describes it by its hint, then its error', () => {
    const { rerender } = render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Telephone number' });
    expect([input.getAttribute('type'), input.getAttribute('aria-invalid')]).toEqual(['tel', null]);
    expect(descriptions(input)).toEqual(['A UK or Irish number']);

    rerender(<Phone error="Enter a telephone number" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toEqual([
      'A UK or Irish number',
      'Error: Enter a telephone number',
    ]);
  });

  it('reports what is typed, as the chart receives it', async () => {
    const user = userEvent.setup();
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: 'Telephone number' });
    await user.type(input, '07700 900123');
    expect((input as HTMLInputElement).value).toBe('07700 900123');
  });

  it("gives a select's first option the value '' and disables it only when asked", () => {
    const select = (placeholderDisabled: boolean) => (
      <SelectInput
        id="subject"
        label="Subject"
        placeholder="Select a subject"
        placeholderDisabled={placeholderDisabled}
        options={['Moving House', { value: 'a1', label: '1 High Street' }]}
        value=""
        onChange={() => undefined}
      />
    );
    const { rerender } = render(select(false));
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

  it('keeps a busy button named by its label and focused, marked busy and unavailable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy={false} onClick={onClick}>
        Find address
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Find address' });
    const state = () => [
      button.type,
      button.getAttribute('aria-disabled'),
      button.getAttribute('aria-busy'),
    ];
    expect(state()).toEqual(['button', null, null]);
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button busy onClick={onClick}>
        Find address
      </Button>,
    );
    expect(state()).toEqual(['button', 'true', 'true']);
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'Find address' })).toBe(button);
  });
});
