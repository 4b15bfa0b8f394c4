import { Anchor, Container, NativeSelect, Radio, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand, sunshine } from '../../src/ui/palette';
import { PAGE_WIDTH, themeStyleSheet } from '../../src/ui/theme';
import { renderWithMantine } from './support/render-with-mantine';

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

// The theme's component settings are typed objects, not `Component.extend` calls (see
// `themeComponent`): these check that Mantine's components still read them.
describe("the theme's component settings", () => {
  it('gives a text input the form question: label, hint, error, then the control, md size', () => {
    renderWithMantine(
      <TextInput
        label="First name"
        description="As on your bill"
        error="Error: Enter your first name"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    const question = input.closest('.form-question');
    if (!(question instanceof HTMLElement)) throw new Error('The field has no form-question root.');
    const parts = [...question.children].map((child) => child.className);
    expect(parts.map((name) => name.match(/form-question-\w+|form-control/)?.[0])).toEqual([
      'form-question-label',
      'form-question-hint',
      'form-question-error',
      'form-control',
    ]);
    expect(input.classList).toContain('form-control-input');
    expect(question.getAttribute('data-size')).toBe('md');
  });

  it('gives a radio the site’s radio, dot and label classes', () => {
    renderWithMantine(<Radio label="Gas" value="gas" />);
    const radio = screen.getByRole('radio', { name: 'Gas' });
    expect(radio.classList).toContain('form-radio');
    expect(radio.parentElement?.querySelector('svg')?.classList).toContain('form-radio-icon');
    expect(screen.getByText('Gas').classList).toContain('form-radio-label');
  });

  it('hides a select’s arrow from assistive technology', () => {
    const { container } = renderWithMantine(<NativeSelect label="Title" data={['Mr', 'Ms']} />);
    const arrows = [...container.querySelectorAll('svg')];
    expect(arrows).toHaveLength(1);
    expect(arrows.map((arrow) => arrow.getAttribute('aria-hidden'))).toEqual(['true']);
  });

  it('underlines links and sizes containers to the page width', () => {
    renderWithMantine(
      <Container data-testid="container">
        <Anchor href="/help">Help</Anchor>
      </Container>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('data-underline')).toBe(
      'always',
    );
    expect(screen.getByTestId('container').style.getPropertyValue('--container-size')).toContain(
      `${PAGE_WIDTH / 16}rem`,
    );
  });
});
