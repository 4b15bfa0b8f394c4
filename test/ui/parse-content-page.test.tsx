import { describe, expect, it } from 'vitest';
import { parseContentPage } from '../../src/content/parse-content-page';
import { sanitizeRichText } from '../../src/content/sanitize';

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

  it('keeps the controls of a nucleus form but not its scripts or handlers', () => {
    const parsed = parseContentPage(
      page({
        head: '<meta name="nucleus-content" content="true" />',
        body: `<div class="content-panel__body">
          <form class="nucleus-form" data-nucleus-form="eligibility" action="/help-and-support/x" method="get" onsubmit="steal()">
            <fieldset><legend>Where do you live?</legend>
              <input type="radio" id="nation-england" name="nation" value="england" required />
              <label for="nation-england">England</label>
            </fieldset>
            <button type="submit">Check my eligibility</button>
            <div class="nucleus-form__result" aria-live="polite"></div>
            <script src="/evil.js"></script>
          </form></div>`,
      }),
    );
    const content = fragment(parsed.markup);
    const form = content.querySelector('form');
    expect(form?.getAttribute('data-nucleus-form')).toBe('eligibility');
    expect(form?.getAttribute('onsubmit')).toBeNull();
    expect(content.querySelector('legend')?.textContent).toBe('Where do you live?');
    const radio = content.querySelector('input');
    expect(radio?.getAttribute('type')).toBe('radio');
    expect(radio?.hasAttribute('required')).toBe(true);
    expect(content.querySelector('label')?.getAttribute('for')).toBe('nation-england');
    expect(content.querySelector('button')?.textContent).toBe('Check my eligibility');
    expect(content.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(content.querySelector('script')).toBeNull();
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
});
