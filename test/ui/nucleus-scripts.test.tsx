import { describe, expect, it } from 'vitest';
import { addNucleusScripts } from '../../src/ui/shared/nucleus-scripts';

describe('the nucleus scripts of interactive form content (spec §2)', () => {
  it('adds forms.js, then its runtime, in order and once', () => {
    addNucleusScripts();
    addNucleusScripts();
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src*="/nucleus/"]')];
    expect(scripts.map((script) => new URL(script.src).pathname)).toEqual([
      '/aem6/etc.clientlibs/nucleus/forms.js',
      '/aem6/etc.clientlibs/nucleus/forms-runtime.js',
    ]);
    // A script added by code runs as soon as it arrives unless told otherwise: the runtime needs forms.js first.
    expect(scripts.map((script) => script.async)).toEqual([false, false]);
  });
});
