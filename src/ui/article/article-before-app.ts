/**
 * A prerendered article's body, shown before the app runs. The article page's start script
 * (`scripts/prerender.ts`) runs `showBeforeApp` as soon as the page is parsed and starts
 * the app only once it has settled, so the body, the page's largest element, waits neither for the
 * app's 110 kB of scripts nor for React: it is fetched (the page preloads it), checked and parsed
 * exactly as the app does (spec §2: a spinner until the HTML is fetched and parsed; §4: only an
 * article the categories list names), and written into the page's hidden `<article>`.
 *
 * The app then takes over what was fetched (`adoptShownBeforeApp`): the data the page
 * shows becomes the hydrating render's data, so hydration keeps the body; anything else is only
 * cached. The body is written only when the page would look the same rendered by the app: the
 * article is listed and the content service's title is the heading the page already has.
 * Otherwise, or on any failure, the spinner stays and the app does what it always did. This
 * module is an entry of its own (`vite.config.ts`) and must never import the app's shell.
 */
import type { RemoteCache } from '../../api/http/remote-cache';
import { articleRead } from '../../api/queries/article';
import { categoriesRead, findListedArticle } from '../../api/queries/categories';
import { ARTICLE_BODY_ID, ARTICLE_HEADING_ID, ARTICLE_LOADING_ID } from './article-ids';

/** The longest the app's start waits for the body: a slow body must not keep the menu unusable. */
export const WAIT_AT_MOST_MS = 3_000;

interface Handover {
  /** Data fetched before the app ran, by cache key. */
  fetched: Map<string, unknown>;
  /** Whether the page shows it. */
  shown: boolean;
}

let handover: Handover | undefined;

/** Fetches, checks and shows the body of the article at this page's path; settles within 3 s. */
export async function showBeforeApp(): Promise<void> {
  const current: Handover = { fetched: new Map(), shown: false };
  handover = current;
  let open = true;
  const shown = fetchAndShow(current, () => open).catch(() => undefined);
  await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))]);
  // From here on the page is the app's: nothing is written into it any more.
  open = false;
}

async function fetchAndShow(current: Handover, stillOpen: () => boolean): Promise<void> {
  const [category = '', article = ''] = location.pathname
    .slice(import.meta.env.BASE_URL.length)
    .split('/')
    .map(decodeURIComponent);
  const listRead = categoriesRead();
  const pageRead = articleRead(category, article);
  const [list, page] = await Promise.all([
    listRead.load().then((data) => keep(current, listRead.key, data)),
    pageRead.load().then((data) => keep(current, pageRead.key, data)),
  ]);
  const heading = document.getElementById(ARTICLE_HEADING_ID);
  const body = document.getElementById(ARTICLE_BODY_ID);
  const loading = document.getElementById(ARTICLE_LOADING_ID);
  const content = body?.firstElementChild;
  if (!stillOpen() || !heading || !body || !content || !loading) return;
  if (!findListedArticle(list, category, article)) return;
  if (page.title && page.title !== heading.textContent) return;
  content.innerHTML = page.markup;
  body.hidden = false;
  loading.remove();
  current.shown = true;
  await painted(body);
}

/**
 * Settles once `element` is on screen, so the app's modules, requested next, do not compete with
 * its paint: when the browser reports it as the largest paint so far, or after two frames if
 * something else on the page is larger. A background tab paints nothing: it settles at once.
 */
function painted(element: Element): Promise<void> {
  if (document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element && element.contains(entry.element))) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'largest-contentful-paint' });
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
  });
}

function keep<T>(current: Handover, key: string, data: T): T {
  current.fetched.set(key, data);
  return data;
}

/**
 * Hands what was fetched before the app ran to the app's cache, once, before the router loads:
 * what the page shows as data the hydrating render shows too, the rest as cached data.
 */
export function adoptShownBeforeApp(cache: RemoteCache): void {
  if (!handover) return;
  const { fetched, shown } = handover;
  handover = undefined;
  for (const [key, data] of fetched) {
    if (shown) cache.adoptFromPage(key, data);
    else cache.set(key, data);
  }
}
