import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseContentPage } from '../../src/content/parse-content-page';
import { contentPage, contentPageCases } from '../support/content-page-cases';

function fragment(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

// DOMPurify in jsdom's window, as the test environment gives it (Chromium runs the same cases).
describe('parseContentPage', () => {
  for (const { name, html, check } of contentPageCases(window.location.origin)) {
    it(name, () => {
      check(parseContentPage(html), fragment);
    });
  }

  it('refuses a page with neither content area, such as a sign-in page answering 200', () => {
    const signIn = contentPage({ head: '<title>Sign in</title>', body: '<p>Log in</p>' });
    expect(() => parseContentPage(signIn)).toThrow(/no content panel body or parsys area/);
  });
});

describe('placeholders are filled before sanitising', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** parseContentPage with the configuration read afresh from the stubbed VITE_* variables. */
  async function parseWithConfig(env: Record<string, string>, body: string) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    const module = await import('../../src/content/parse-content-page');
    return module.parseContentPage(
      contentPage({ body: `<div class="content-panel__body">${body}</div>` }),
    );
  }

  it('sanitises what a placeholder brings into the markup', async () => {
    const parsed = await parseWithConfig(
      {
        VITE_PROVIDER_NAME:
          'Acme<img src=x onerror="window.pwned = true"><script>alert(1)</script>',
      },
      '<p>Welcome to {provider}.</p>',
    );
    const content = fragment(parsed.markup);
    expect(content.querySelector('script, [onerror]')).toBeNull();
    expect(parsed.markup).not.toMatch(/onerror|<script/i);
    expect(content.textContent).toContain('Welcome to Acme');
  });

  it('judges a placeholder inside an attribute by its filled value', async () => {
    const parsed = await parseWithConfig(
      {
        VITE_PROVIDER_NAME: 'https://evil.example/pixel.png',
        VITE_PHONE_CUSTOMER_SERVICE: 'javascript:alert(1)',
      },
      '<img src="{provider}" alt="logo" /><a href="{customerServicePhone}">Call</a>',
    );
    const content = fragment(parsed.markup);
    expect(content.querySelector('img')).toBeNull();
    expect(content.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
