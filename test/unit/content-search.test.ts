import { describe, expect, it } from 'vitest';
import {
  SEARCH_ERRORS,
  SEARCH_MAX_LENGTH,
  buildSearchUrl,
  validateSearchText,
} from '../../src/content/search';

describe('validateSearchText (spec §5: required, at most 2000 characters)', () => {
  it.each([
    ['', SEARCH_ERRORS.empty],
    ['   \n\t', SEARCH_ERRORS.empty],
    ['a'.repeat(SEARCH_MAX_LENGTH + 1), SEARCH_ERRORS.tooLong],
    ['a'.repeat(SEARCH_MAX_LENGTH), undefined],
    // Spaces around the text are not sent, so they do not count.
    [` ${'a'.repeat(SEARCH_MAX_LENGTH)}  `, undefined],
    ['meter reading', undefined],
  ])('%j -> %s', (text, expected) => {
    expect(validateSearchText(text)).toBe(expected);
  });

  it('words the errors plainly', () => {
    expect(SEARCH_ERRORS.empty).toBe('Enter a keyword or question');
    expect(SEARCH_ERRORS.tooLong).toBe('Keyword or question must be 2,000 characters or fewer');
  });
});

describe('buildSearchUrl', () => {
  it('encodes the trimmed text and the initiating path', () => {
    expect(buildSearchUrl('  50% off & more?#top ', '/help-and-support/bills-and-payments')).toBe(
      '/search?q=50%25%20off%20%26%20more%3F%23top&initiated=%2Fhelp-and-support%2Fbills-and-payments',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const url = new URL(
      buildSearchUrl('café "prices"/£+=', '/help-and-support/meters/x'),
      'https://e.test',
    );
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('café "prices"/£+=');
    expect(url.searchParams.get('initiated')).toBe('/help-and-support/meters/x');
  });

  it.each(['/', '//evil.example/help-and-support/', 'https://evil.example/', '/other-area/page'])(
    'never lets %s be the initiating path',
    (path) => {
      const url = new URL(buildSearchUrl('x', path), 'https://e.test');
      expect(url.searchParams.get('initiated')).toBe('/help-and-support/');
    },
  );
});
