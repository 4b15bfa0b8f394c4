import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE } from '../../src/ui/shared/hydration';
import { handOverAnswers, hasAnswersBeforeApp } from '../../src/ui/shared/typed-before-app';

/** The app's version of a prerendered field: controlled by React state, as the journey forms are. */
function FirstName() {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        First name
        <input name="firstName" value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <output>{value}</output>
    </>
  );
}

let root: Root | undefined;

function prerenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FirstName />);
  document.body.append(container);
  return container;
}

function prerenderedField(container: HTMLElement): HTMLInputElement {
  const field = container.querySelector('input');
  if (!field) throw new Error('The prerendered page has no field.');
  return field;
}

function appStarts(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  document.body.replaceChildren();
});

describe('what a visitor types before the app runs', () => {
  it('is noticed in the prerendered page', () => {
    const container = prerenderedPage();
    expect(hasAnswersBeforeApp(container)).toBe(false);
    fireEvent.input(prerenderedField(container), { target: { value: 'Ada' } });
    expect(hasAnswersBeforeApp(container)).toBe(true);
  });

  it('reaches the app even when typed while the app renders over the page', async () => {
    const container = prerenderedPage();
    const field = prerenderedField(container);
    // Nothing typed yet when the app decides to render over the page...
    handOverAnswers(container);
    field.focus();
    // ...then the visitor types before the render replaces the page.
    field.value = 'Ada';
    root = createRoot(container);
    act(() => root?.render(<FirstName />));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', '');

    await act(async () => {
      appStarts();
      await Promise.resolve();
    });

    const appField = screen.getByRole('textbox', { name: 'First name' });
    expect(appField).toHaveProperty('value', 'Ada');
    expect(container.querySelector('output')?.textContent).toBe('Ada');
    expect(document.activeElement).toBe(appField);
  });
});
