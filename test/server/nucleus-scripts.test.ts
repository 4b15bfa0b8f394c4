// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function runScript(name: string): void {
  // Resolved from the project root: URL helpers behave differently under jsdom.
  const source = fs.readFileSync(path.resolve('server/static/nucleus', name), 'utf8');
  // Classic browser scripts: run them in the global scope, where jsdom's `document` lives.
  vm.runInThisContext(source);
}

describe('nucleus stand-in scripts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <form class="nucleus-form"><button type="submit">Check</button><p class="nucleus-form__result"></p></form>
      <form class="other-form"><button type="submit">Other</button></form>`;
    delete document.documentElement.dataset.nucleusForms;
    delete document.documentElement.dataset.nucleusRuntime;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forms-runtime.js marks the runtime as ready', () => {
    runScript('forms-runtime.js');
    expect(document.documentElement.dataset.nucleusRuntime).toBe('ready');
  });

  it('forms.js stops the submit of a nucleus form and shows an eligibility message', () => {
    runScript('forms.js');
    const form = document.querySelector('form.nucleus-form');
    const result = document.querySelector('.nucleus-form__result');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submit);
    vi.runAllTimers();
    expect(submit.defaultPrevented).toBe(true);
    expect(result?.getAttribute('role')).toBe('status');
    expect(result?.textContent).toMatch(/eligible/);
  });

  it('forms.js draws a named form into its slot: fieldsets, labelled radios, a submit and a live result', () => {
    document.body.innerHTML =
      '<div class="nucleus-form-slot" data-nucleus-form="warm-home-discount-eligibility"></div>';
    runScript('forms.js');
    const form = document.querySelector('.nucleus-form-slot > form.nucleus-form');
    expect(form).not.toBeNull();
    const legends = [...(form?.querySelectorAll('fieldset > legend') ?? [])];
    expect(legends.map((legend) => legend.textContent)[0]).toBe('Where do you live?');
    expect(legends).toHaveLength(4);
    const radios = [...(form?.querySelectorAll('input[type="radio"]') ?? [])];
    expect(radios).toHaveLength(9);
    for (const radio of radios) {
      expect(document.querySelector(`label[for="${radio.id}"]`)?.textContent).toBeTruthy();
    }
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Check my eligibility');
    expect(form?.querySelector('.nucleus-form__result')?.getAttribute('aria-live')).toBe('polite');
  });

  it('forms.js draws forms into slots added after it loaded, once each, and ignores unknown names', async () => {
    document.body.innerHTML = '';
    runScript('forms.js');
    document.body.innerHTML = `
      <div data-nucleus-form="warm-home-discount-eligibility"></div>
      <div data-nucleus-form="no-such-form"></div>`;
    await vi.waitFor(() => {
      expect(document.querySelectorAll('form.nucleus-form')).toHaveLength(1);
    });
    expect(document.querySelector('[data-nucleus-form="no-such-form"]')?.childElementCount).toBe(0);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(document.querySelectorAll('form.nucleus-form')).toHaveLength(1);
  });

  it('forms.js leaves other forms alone', () => {
    runScript('forms.js');
    const other = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form.other-form')?.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('forms.js installs its listener once even when added twice', () => {
    const addListener = vi.spyOn(document, 'addEventListener');
    runScript('forms.js');
    runScript('forms.js');
    expect(addListener.mock.calls.filter(([type]) => type === 'submit')).toHaveLength(1);
    addListener.mockRestore();
  });
});
