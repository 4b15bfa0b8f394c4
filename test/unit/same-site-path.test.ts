import { describe, expect, it } from 'vitest';
import { isSameSitePath, safeRedirectTarget } from '../../src/api/schemas/same-site-path';

describe('same-site redirects', () => {
  it.each(['/help-and-support/', '/help-and-support/deals?a=1#top', '/search?q=%2F%2Fx'])(
    'allows %s',
    (value) => {
      expect(isSameSitePath(value)).toBe(true);
    },
  );

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/a b',
    '/x\u0000',
    `/${'a'.repeat(2048)}`,
    'relative/path',
    '',
  ])('refuses %j', (value) => {
    expect(isSameSitePath(value)).toBe(false);
    expect(safeRedirectTarget(value, '/home/')).toBe('/home/');
  });
});
