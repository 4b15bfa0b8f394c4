import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleQuery } from '../../src/api/queries/article';
import { categoriesQuery } from '../../src/api/queries/categories';
import { createQueryClient } from '../../src/api/queries/query-client';
import { showBeforeApp } from '../../src/ui/article/article-before-app';
import { WAIT_AT_MOST_MS, adoptShownBeforeApp } from '../../src/ui/shared/before-app';
import { stubPaintTiming } from './support/stub-paint-timing';

const CATEGORY = 'meters';
const ARTICLE = 'how-to-read-your-meter';
const fixture = (path: string) => readFileSync(resolve('server/fixtures', path), 'utf8');
const categoriesJson = fixture('categories.json');
const articleHtml = fixture(`articles/${CATEGORY}/${ARTICLE}.html`);

/** The parts of a prerendered article page the script looks for (`article-page.tsx`). */
function prerenderedArticle(heading: string) {
  document.body.innerHTML = `
    <h1 id="article-heading">${heading}</h1>
    <div id="article-loading"><div role="status">Loading article</div></div>
    <article id="article-body" aria-labelledby="article-heading" hidden><div></div></article>`;
  const body = document.getElementById('article-body') as HTMLElement;
  return {
    body,
    shown: () => !body.hidden && document.getElementById('article-loading') === null,
  };
}

const json = (text: string) =>
  new Response(text, { headers: { 'content-type': 'application/json' } });
const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html' } });

/**
 * Answers the content service's two calls: the fixtures, another categories list, or an article
 * held until the test releases it.
 */
function contentService(answers: { categories?: string; holdArticle?: boolean } = {}) {
  const held: { release?: () => void } = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('categories.json'))
        return Promise.resolve(json(answers.categories ?? categoriesJson));
      if (!answers.holdArticle) return Promise.resolve(html(articleHtml));
      return new Promise<Response>((resolve) => {
        held.release = () => resolve(html(articleHtml));
      });
    }),
  );
  return held;
}

const categoriesKey = categoriesQuery().queryKey;
const articleKey = articleQuery(CATEGORY, ARTICLE).queryKey;

describe("an article's body shown before the app runs", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `${import.meta.env.BASE_URL}${CATEGORY}/${ARTICLE}`);
    stubPaintTiming();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    adoptShownBeforeApp(createQueryClient());
  });

  it('writes the listed article into the page and hands its data to the app to hydrate with, once', async () => {
    const page = prerenderedArticle('How to read your meter');
    contentService();
    await showBeforeApp();
    expect(page.shown()).toBe(true);
    expect(page.body.textContent).toContain('Write down the numbers from left to right');

    const queryClient = createQueryClient();
    expect(adoptShownBeforeApp(queryClient)).toEqual([categoriesKey, articleKey]);
    expect(queryClient.getQueryData(categoriesKey)).toBeDefined();
    expect(queryClient.getQueryData(articleKey)).toMatchObject({ title: 'How to read your meter' });
    const later = createQueryClient();
    expect(adoptShownBeforeApp(later)).toEqual([]);
    expect(later.getQueryState(articleKey)).toBeUndefined();
  });

  it('in a background tab, which paints nothing, gives the page to the app once the body is in it', async () => {
    // No frame ever comes, and the 3 s limit is further away than the test waits.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const page = prerenderedArticle('How to read your meter');
    contentService();
    let settled = false;
    void showBeforeApp().then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(settled).toBe(true), { timeout: 1_000 });
    expect(page.shown()).toBe(true);
  });

  it('leaves the spinner when the content service titles the article differently, caching what it fetched', async () => {
    const page = prerenderedArticle('Reading your meter');
    contentService();
    await showBeforeApp();
    expect(page.shown()).toBe(false);
    expect(page.body.textContent).toBe('');

    const queryClient = createQueryClient();
    expect(adoptShownBeforeApp(queryClient)).toEqual([]);
    expect(queryClient.getQueryState(articleKey)?.status).toBe('success');
    expect(queryClient.getQueryState(categoriesKey)?.status).toBe('success');
  });

  it('shows nothing of an article the categories list does not name', async () => {
    const page = prerenderedArticle('How to read your meter');
    const list = JSON.parse(categoriesJson) as {
      included: { attributes: { articles: { label: string }[] } }[];
    };
    for (const group of list.included) {
      group.attributes.articles = group.attributes.articles.filter(
        ({ label }) => label !== ARTICLE,
      );
    }
    contentService({ categories: JSON.stringify(list) });
    await showBeforeApp();
    expect(page.shown()).toBe(false);
  });

  it('shows nothing when a call fails', async () => {
    const page = prerenderedArticle('How to read your meter');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await showBeforeApp();
    expect(page.shown()).toBe(false);
  });

  it('gives the page to the app after 3 s and writes nothing into it afterwards', async () => {
    vi.useFakeTimers();
    const page = prerenderedArticle('How to read your meter');
    const held = contentService({ holdArticle: true });
    let settled = false;
    const shown = showBeforeApp().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(WAIT_AT_MOST_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await shown;
    expect(settled).toBe(true);

    held.release?.();
    await vi.runAllTimersAsync();
    expect(page.shown()).toBe(false);
  });
});
