import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBlock } from '../../src/ui/search/search-block';
import { renderWithMantine } from './support/render-with-mantine';

const LABEL = 'Search for a keyword or question';

function renderBlock(heading = "Can't find what you're looking for?") {
  const onSearch = vi.fn<(url: string) => void>();
  renderWithMantine(<SearchBlock heading={heading} onSearch={onSearch} />);
  return { onSearch, input: screen.getByLabelText<HTMLInputElement>(LABEL) };
}

function errorOf(input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.textContent.startsWith('Error:'))?.textContent;
}

describe('SearchBlock', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/help-and-support/meters');
  });
  afterEach(() => {
    window.history.pushState({}, '', '/');
  });

  it('is a labelled search form with the heading given, a required field and a 2000 limit', () => {
    const { input } = renderBlock('Help me with something else?');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Help me with something else?',
    );
    expect(screen.getByRole('search', { name: 'Help me with something else?' })).toBeTruthy();
    expect(input.required).toBe(true);
    expect(input.maxLength).toBe(2000);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows "Enter a keyword or question" for an empty or blank search, on the field', async () => {
    const user = userEvent.setup();
    const { input, onSearch } = renderBlock();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(errorOf(input)).toBe('Error: Enter a keyword or question');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(errorOf(input)).toBe('Error: Enter a keyword or question');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('rejects more than 2000 characters (e.g. set by a paste that bypassed the limit)', async () => {
    const user = userEvent.setup();
    const { input, onSearch } = renderBlock();
    fireEvent.change(input, { target: { value: 'a'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(errorOf(input)).toBe('Error: Keyword or question must be 2,000 characters or fewer');
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'a'.repeat(2000) } });
    expect(errorOf(input)).toBeUndefined();
  });

  it('hands the encoded text and the current app path to /search', async () => {
    const user = userEvent.setup();
    const { input, onSearch } = renderBlock();
    await user.type(input, ' tariff & "prices"/£ ');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith(
      '/search?q=tariff%20%26%20%22prices%22%2F%C2%A3&initiated=%2Fhelp-and-support%2Fmeters',
    );
    expect(errorOf(input)).toBeUndefined();
  });
});
