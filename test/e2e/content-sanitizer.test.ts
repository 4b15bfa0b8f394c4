// @vitest-environment jsdom
/**
 * The content-page parser and the sanitisers (DOMPurify with the site's rules) in Chromium: the
 * content-page cases jsdom runs (`test/support/content-page-cases.ts`) and DOMPurify's own attack
 * payloads through both profiles (`test/support/sanitizer-corpus.ts`). The markup Chromium gives
 * is checked here with jsdom.
 */
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, it } from 'vitest';
import type { ContentPage } from '../../src/content/parse-content-page';
import { contentPageCases } from '../support/content-page-cases';
import {
  expectHarmless,
  expectRichTextOnly,
  SANITIZER_PAYLOADS,
} from '../support/sanitizer-corpus';
import { browserForFile, closePage, newPage } from './support/browser';

const browser = browserForFile();

/** A made-up origin the test serves itself, so no content security policy stands in the way. */
const ORIGIN = 'https://help.test';

declare global {
  interface Window {
    ContentPageParser?: {
      parseContentPage: (html: string) => ContentPage;
      sanitizeContentHtml: (html: string) => string;
      sanitizeRichText: (html: string) => string;
    };
  }
}

/** The parser, the sanitisers and what they import as one classic script (DOMPurify inlined). */
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

function fragment(markup: string): Element {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

interface ChromiumResults {
  pages: ContentPage[];
  content: string[];
  richText: string[];
}

/** Parses every case's page and sanitises every payload in one Chromium page. */
async function runInChromium(htmls: string[], payloads: string[]): Promise<ChromiumResults> {
  const parserScript = await bundleParser();
  const page = await newPage(browser());
  try {
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Parser</title>' }),
    );
    await page.goto(`${ORIGIN}/help-and-support/`);
    await page.addScriptTag({ content: parserScript });
    return await page.evaluate(
      ([pages, dirty]) => {
        const parser = window.ContentPageParser;
        if (!parser) throw new Error('The parser script did not load.');
        return {
          pages: pages.map((html) => parser.parseContentPage(html)),
          content: dirty.map((html) => parser.sanitizeContentHtml(html)),
          richText: dirty.map((html) => parser.sanitizeRichText(html)),
        };
      },
      [htmls, payloads] as const,
    );
  } finally {
    await closePage(page);
  }
}

const cases = contentPageCases(ORIGIN);
let results: ChromiumResults = { pages: [], content: [], richText: [] };
beforeAll(async () => {
  results = await runInChromium(
    cases.map(({ html }) => html),
    SANITIZER_PAYLOADS.map(({ payload }) => payload),
  );
});

describe('content pages in Chromium', () => {
  cases.forEach(({ name, check }, index) => {
    it(name, () => {
      const parsed = results.pages[index];
      if (!parsed) throw new Error(`No result for ${name}`);
      check(parsed, fragment);
    });
  });
});

describe("DOMPurify's test payloads in Chromium", () => {
  SANITIZER_PAYLOADS.forEach(({ title }, index) => {
    it(title, () => {
      const content = results.content[index];
      const richText = results.richText[index];
      if (content === undefined || richText === undefined) throw new Error(`No result: ${title}`);
      expectHarmless(title, content, fragment);
      expectHarmless(title, richText, fragment);
      expectRichTextOnly(title, fragment(richText));
    });
  });
});
