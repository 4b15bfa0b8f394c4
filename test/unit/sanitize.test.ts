/**
 * The app's sanitising functions in Node, where DOMPurify works in jsdom's window (the build's
 * prerender runs them so): DOMPurify's own attack payloads, the rich-text profile and the site's
 * rules. Content pages, which need the DOM's parser too, run in jsdom's environment
 * (`test/ui/parse-content-page.test.tsx`) and in Chromium (`test/e2e/content-sanitizer.test.ts`).
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { fillPlaceholders } from '../../src/content/placeholders';
import { sanitizeContentHtml, sanitizeRichText } from '../../src/content/sanitize';
import { sanitizeInJsdom } from '../../src/content/sanitize-in-jsdom';
import {
  expectHarmless,
  expectRichTextOnly,
  SANITIZER_PAYLOADS,
} from '../support/sanitizer-corpus';

const ORIGIN = 'https://help.test';
const { document } = new JSDOM('', { url: ORIGIN }).window;

function fragment(markup: string): Element {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

beforeAll(() => {
  sanitizeInJsdom(ORIGIN);
});

describe.each([
  { profile: 'content HTML', sanitize: sanitizeContentHtml },
  { profile: 'rich text', sanitize: sanitizeRichText },
])("DOMPurify's test payloads through the $profile profile", ({ profile, sanitize }) => {
  it.each(SANITIZER_PAYLOADS)('$title', ({ title, payload }) => {
    const markup = sanitize(payload);
    expectHarmless(title, markup, fragment);
    if (profile === 'rich text') expectRichTextOnly(title, fragment(markup));
  });
});

describe('content HTML in Node', () => {
  it('keeps images of the given origin only, and tel: links without spaces', () => {
    const container = fragment(
      sanitizeContentHtml(
        `<img src="/a.png" alt="relative"><img src="${ORIGIN}/b.png" alt="absolute">` +
          '<img src="https://evil.example/c.png" alt="external"><a href="tel:0800 111 999">Call</a>',
      ),
    );
    expect([...container.querySelectorAll('img')].map((image) => image.alt)).toEqual([
      'relative',
      'absolute',
    ]);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('tel:0800111999');
  });
});

describe('sanitizeRichText', () => {
  it('keeps only a, sup, p and b, and only the href attribute', () => {
    const content = fragment(
      sanitizeRichText(
        '<p class="lead" onclick="x()">Prices change on the 1<sup>st</sup>.</p>' +
          '<div><b id="x">Bold</b> <i>italic</i> <a href="/myaccount" target="_blank" title="t">account</a></div>' +
          '<script>alert(1)</script><img src=x onerror=alert(1)>',
      ),
    );
    const tags = [...content.querySelectorAll('*')].map((element) => element.localName);
    expect(new Set(tags)).toEqual(new Set(['p', 'sup', 'b', 'a']));
    expectRichTextOnly('allowlist', content);
    expect(content.querySelector('a')?.getAttribute('href')).toBe('/myaccount');
    expect(content.textContent).toContain('italic');
  });

  it('drops javascript:, data: and vbscript: links, also behind whitespace or a capital scheme', () => {
    for (const href of [
      'javascript:alert(1)',
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
    expect(
      sanitizeRichText(
        '<p>Read<!-- note --><script>alert(1)</script><style>p{}</style><iframe srcdoc="x"></iframe>' +
          '<svg><script>alert(2)</script></svg><template><b>t</b></template> this</p>',
      ),
    ).toBe('<p>Read this</p>');
  });

  it('escapes text and attribute values, so nothing written can become markup', () => {
    const content = fragment(
      sanitizeRichText(
        '<p>1 &lt; 2 &amp; &lt;img src=x onerror=alert(1)&gt;</p><a href="/a&quot;onclick=&quot;x()">x</a>',
      ),
    );
    expect(content.querySelectorAll('img')).toHaveLength(0);
    expect(content.querySelector('p')?.textContent).toBe('1 < 2 & <img src=x onerror=alert(1)>');
    expect(content.querySelector('a')?.getAttribute('href')).toBe('/a"onclick="x()');
    expect(content.querySelector('a')?.hasAttribute('onclick')).toBe(false);
  });
});
