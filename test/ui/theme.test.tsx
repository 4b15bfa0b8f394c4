import { afterEach, describe, expect, it } from 'vitest';
import { brand, sunshine } from '../../src/ui/palette';
import { themeStyleSheet } from '../../src/ui/theme';

/** The root's computed CSS variables once the theme's style sheet is in the document. */
function rootVariables(): CSSStyleDeclaration {
  // As in index.html: the light scheme's variables are for it.
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  const style = document.createElement('style');
  style.textContent = themeStyleSheet();
  document.head.append(style);
  return getComputedStyle(document.documentElement);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe("the Mantine theme's style sheet", () => {
  it('defines the brand and sunshine palettes, with navy 7 as the primary colour', () => {
    const root = rootVariables();
    brand.forEach((shade, index) => {
      expect(root.getPropertyValue(`--mantine-color-brand-${index}`)).toBe(shade);
    });
    sunshine.forEach((shade, index) => {
      expect(root.getPropertyValue(`--mantine-color-sunshine-${index}`)).toBe(shade);
    });
    expect(root.getPropertyValue('--mantine-primary-color-filled')).toBe(
      'var(--mantine-color-brand-filled)',
    );
    expect(root.getPropertyValue('--mantine-color-brand-filled')).toBe(
      'var(--mantine-color-brand-7)',
    );
  });

  it('has the error red (red 9) and the link blue (brand 6), and Mantine’s other variables', () => {
    const root = rootVariables();
    expect(root.getPropertyValue('--mantine-color-error')).toBe('var(--mantine-color-red-9)');
    expect(root.getPropertyValue('--mantine-color-anchor')).toBe('var(--mantine-color-brand-6)');
    expect(root.getPropertyValue('--mantine-color-red-9')).toBe('#c92a2a');
    expect(root.getPropertyValue('--mantine-spacing-md')).not.toBe('');
    expect(root.getPropertyValue('--mantine-radius-default')).toBe(
      root.getPropertyValue('--mantine-radius-md'),
    );
  });

  it('is for the light colour scheme only', () => {
    const css = themeStyleSheet();
    expect(css).not.toContain('color-scheme="dark"');
    expect(rootVariables().getPropertyValue('--mantine-color-scheme')).toBe('light');
  });

  it("has the classes of Mantine's hiddenFrom and visibleFrom props", () => {
    const css = themeStyleSheet();
    expect(css).toContain(
      '@media (min-width:62em){.mantine-hidden-from-md{display:none !important}}',
    );
    expect(css).toContain(
      '@media (max-width:61.99375em){.mantine-visible-from-md{display:none !important}}',
    );
  });
});
