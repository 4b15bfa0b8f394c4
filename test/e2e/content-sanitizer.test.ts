// @vitest-environment jsdom
/**
 * The content-page parser and its sanitiser in Chromium, on both of its paths: the browser's
 * Sanitizer API (what Chromium runs) and DOMPurify (what a browser without the API runs). The
 * cases are the ones jsdom runs (`test/support/content-page-cases.ts`); the markup each path gives
 * is checked here with jsdom.
 */
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../src/content/parse-content-page';
import { contentPageCases } from '../support/content-page-cases';
import { browserForFile, closePage, newPage } from './support/browser';

const browser = browserForFile();

/** A made-up origin the test serves itself, so no content security policy stands in the way. */
const ORIGIN = 'https://help.test';

declare global {
  interface Window {
    ContentPageParser?: { parseContentPage: (html: string) => Promise<ContentPage> };
  }
}

/** The parser and everything it imports as one classic script (DOMPurify inlined). */
async function bundleParser(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: 'test/e2e/support/content-page-entry.ts',
        formats: ['iife'],
        name: 'ContentPageParser',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = (result as Rolldown.RolldownOutput).output.find(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
  );
  if (!chunk) throw new Error('The parser bundle has no entry chunk.');
  return chunk.code;
}

let parserScript = '';
beforeAll(async () => {
  parserScript = await bundleParser();
});

function fragment(markup: string): Element {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

/** Parses every case's page in one Chromium page, with or without the Sanitizer API. */
async function parseInChromium(
  htmls: string[],
  { sanitizerApi }: { sanitizerApi: boolean },
): Promise<{ parsed: ContentPage[]; nativeSanitizer: boolean }> {
  const page = await newPage(browser());
  try {
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Parser</title>' }),
    );
    if (!sanitizerApi) {
      await page.addInitScript(() => {
        Reflect.deleteProperty(Document, 'parseHTML');
      });
    }
    await page.goto(`${ORIGIN}/help-and-support/`);
    await page.addScriptTag({ content: parserScript });
    return await page.evaluate(async (pages) => {
      const parser = window.ContentPageParser;
      if (!parser) throw new Error('The parser script did not load.');
      return {
        parsed: await Promise.all(pages.map((html) => parser.parseContentPage(html))),
        nativeSanitizer: 'parseHTML' in Document,
      };
    }, htmls);
  } finally {
    await closePage(page);
  }
}

const cases = contentPageCases(ORIGIN);

describe.each([
  { path: "Chromium's Sanitizer API", sanitizerApi: true },
  { path: 'DOMPurify in Chromium', sanitizerApi: false },
])('content pages through $path', ({ sanitizerApi }) => {
  let results: ContentPage[] = [];
  beforeAll(async () => {
    const { parsed, nativeSanitizer } = await parseInChromium(
      cases.map(({ html }) => html),
      { sanitizerApi },
    );
    expect(nativeSanitizer).toBe(sanitizerApi);
    results = parsed;
  });

  cases.forEach(({ name, check }, index) => {
    it(name, () => {
      const parsed = results[index];
      if (!parsed) throw new Error(`No result for ${name}`);
      check(parsed, fragment);
    });
  });
});
