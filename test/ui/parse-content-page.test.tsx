import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { parseContentPage } from '../../src/content/parse-content-page';
import { fillPlaceholders } from '../../src/content/placeholders';
import { sanitizeRichText } from '../../src/content/sanitize-rich-text';
import { contentPage, contentPageCases } from '../support/content-page-cases';

function fragment(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

// jsdom has no Sanitizer API: these run DOMPurify's path (Chromium runs both).
describe('parseContentPage', () => {
  for (const { name, html, check } of contentPageCases(window.location.origin)) {
    it(name, async () => {
      check(await parseContentPage(html), fragment);
    });
  }
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

describe('sanitizeRichText', () => {
  it('keeps only a, sup, p and b, and only the href attribute', () => {
    const clean = sanitizeRichText(
      '<p class="lead" onclick="x()">Prices change on the 1<sup>st</sup>.</p>' +
        '<div><b id="x">Bold</b> <i>italic</i> <a href="/myaccount" target="_blank" title="t">account</a></div>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    const content = fragment(clean);
    const tags = [...content.querySelectorAll('*')].map((element) => element.tagName.toLowerCase());
    expect(new Set(tags)).toEqual(new Set(['p', 'sup', 'b', 'a']));
    for (const element of content.querySelectorAll('*')) {
      const attributes = [...element.attributes].map((attribute) => attribute.name);
      expect(attributes.every((name) => name === 'href')).toBe(true);
    }
    expect(content.querySelector('a')?.getAttribute('href')).toBe('/myaccount');
    expect(content.textContent).toContain('italic');
  });

  it('drops javascript: links from rich text', () => {
    const content = fragment(sanitizeRichText('<p><a href="javascript:alert(1)">Go</a></p>'));
    expect(content.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('drops data: and vbscript: links, also behind whitespace or a capital scheme', () => {
    for (const href of [
      'data:text/html,x',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
    ]) {
      const content = fragment(sanitizeRichText(`<a href="${href}">Go</a>`));
      expect(content.querySelector('a')?.hasAttribute('href'), href).toBe(false);
    }
  });

  it('keeps web, mail, phone and relative links as written', () => {
    for (const href of [
      'https://example.com/a?b=1&c=2',
      'mailto:help@example.com',
      'tel:0800111999',
      '/contact-us',
      '#top',
    ]) {
      const content = fragment(sanitizeRichText(`<a href="${href.replace(/&/g, '&amp;')}">Go</a>`));
      expect(content.querySelector('a')?.getAttribute('href')).toBe(href);
    }
  });

  it('takes the spaces out of a phone number filled into a tel: link, not out of its text', () => {
    const phone = config.phone.customerService;
    expect(phone).toMatch(/\s/);
    const content = fragment(
      sanitizeRichText(
        fillPlaceholders('<a href="tel:{customerServicePhone}">{customerServicePhone}</a>'),
      ),
    );
    const link = content.querySelector('a');
    expect(link?.getAttribute('href')).toBe(`tel:${phone.replace(/\s+/g, '')}`);
    expect(link?.textContent).toBe(phone);
  });

  it('drops scripts, styles and frames with their content, and comments', () => {
    const clean = sanitizeRichText(
      '<p>Read<!-- note --><script>alert(1)</script><style>p{}</style><iframe srcdoc="x"></iframe>' +
        '<svg><script>alert(2)</script></svg><template><b>t</b></template> this</p>',
    );
    expect(clean).toBe('<p>Read this</p>');
  });

  it('escapes text and attribute values, so nothing written can become markup', () => {
    const clean = sanitizeRichText(
      '<p>1 &lt; 2 &amp; &lt;img src=x onerror=alert(1)&gt;</p><a href="/a&quot;onclick=&quot;x()">x</a>',
    );
    const content = fragment(clean);
    expect(content.querySelectorAll('img')).toHaveLength(0);
    expect(content.querySelector('p')?.textContent).toBe('1 < 2 & <img src=x onerror=alert(1)>');
    expect(content.querySelector('a')?.getAttribute('href')).toBe('/a"onclick="x()');
    expect(content.querySelector('a')?.hasAttribute('onclick')).toBe(false);
  });
});
