/**
 * Showing a page's run-time data before the app runs. A page whose largest element is data the
 * app fetches at run time (an article's body, the meter-read form's configured introduction)
 * names a module in its start script (`scripts/prerender.ts`); the script runs the module's
 * `showBeforeApp` as soon as the page is parsed and starts the app only once it has settled, so
 * that element waits neither for the app's scripts nor for React. The module fetches with the
 * app's own queries' calls and decides with the app's own rules, and writes into the page only
 * what the app would render there; the app's query client then takes over what was fetched
 * (`adoptShownBeforeApp`).
 * Such modules are entries of their own (`vite.config.ts`) and must never import the app's shell.
 * This module is where the two meet: the page's module imports it and hands the app its
 * `adoptShownBeforeApp` (`BeforeAppModule`), so it is one instance in the browser.
 */
import type { QueryExecuteOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A call made before the app ran, handed to the app's query client: answers the query's key when
 * the call's data was there to set.
 */
type Read = (queryClient: QueryClient) => QueryKey | undefined;

interface Handover {
  reads: Read[];
  /** Whether the page shows what was read. */
  shown: boolean;
}

let handover: Handover | undefined;

/**
 * What a page's before-app module exports. The app's entry imports the module the start script
 * names, loaded already, rather than this one: a dynamic import of this module, which shares its
 * chunk, needed the bundler's runtime, one more file before the page's paint.
 */
export interface BeforeAppModule {
  showBeforeApp: () => Promise<void>;
  adoptShownBeforeApp: (queryClient: QueryClient) => readonly QueryKey[];
}

/**
 * Hands what was read before the app ran to the app's query client, once, before the router
 * loads: data that has come is set as the query's data, and a call still running becomes the
 * query's fetch (retried by the query's own rule if it fails), so the app does not make it again.
 * Answers the keys of the data the page shows, which the hydrating render shows too.
 */
export function adoptShownBeforeApp(queryClient: QueryClient): readonly QueryKey[] {
  if (!handover) return [];
  const { reads, shown } = handover;
  handover = undefined;
  const adopted = reads.map((read) => read(queryClient));
  return shown ? adopted.filter((key) => key !== undefined) : [];
}

/** The longest the app's start waits: a slow call must not keep the menu unusable. */
export const WAIT_AT_MOST_MS = 3_000;

/** What a page's `show` works with. */
export interface BeforeAppPage {
  /**
   * Makes the call of `query` with `fetch` (the query's own call, which needs no query client);
   * its call and data go to the app's query client.
   */
  read<TData, TKey extends QueryKey>(
    query: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
    fetch: () => Promise<TData>,
  ): Promise<TData>;
  /** False once the page is the app's: from then on nothing may be written into it. */
  stillOpen(): boolean;
}

/** Makes the call of `query` with `fetch`, and keeps it for the hand-over. */
function readFor<TData, TKey extends QueryKey>(
  current: Handover,
  query: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
  fetch: () => Promise<TData>,
): Promise<TData> {
  let data: { value: TData } | undefined;
  const call = fetch().then((value) => {
    data = { value };
    return value;
  });
  current.reads.push((queryClient) => {
    const queryKey: QueryKey = query.queryKey;
    if (data) {
      queryClient.setQueryData<TData>(queryKey, data.value);
      return queryKey;
    }
    let first: Promise<TData> | undefined = call;
    const takeOver = () => {
      const next = first ?? fetch();
      first = undefined;
      return next;
    };
    // A failure is the query's to show (its state), as any fetch of it.
    queryClient.query({ ...query, queryFn: takeOver }).catch(() => undefined);
    return undefined;
  });
  return call;
}

/**
 * Runs `show`, which fetches, decides and writes into the page, and answers the element it showed
 * or undefined. Settles once that element is painted, once `show` has shown nothing or failed,
 * or after `WAIT_AT_MOST_MS`, whichever comes first.
 */
export async function showBeforeAppWith(
  show: (page: BeforeAppPage) => Promise<Element | undefined>,
): Promise<void> {
  const current: Handover = { reads: [], shown: false };
  handover = current;
  let open = true;
  const page: BeforeAppPage = {
    read: (query, fetch) => readFor(current, query, fetch),
    stillOpen: () => open,
  };
  const shown = show(page)
    .then((element) => {
      if (!element) return undefined;
      current.shown = true;
      return painted(element);
    })
    .catch(() => undefined);
  await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS))]);
  open = false;
}

/**
 * Settles once `element` is on screen, so the app's modules, requested next, do not compete with
 * its paint. The browser reports the paint of the first text in it (Element Timing) and, when it is
 * the largest so far, of anything in it (largest contentful paint); both come once the frame has
 * been presented. A browser without Element Timing settles after two frames instead. A background
 * tab paints nothing: it settles at once.
 */
function painted(element: Element): Promise<void> {
  if (document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
      if (entries.some((entry) => entry.element && element.contains(entry.element))) done();
    });
    const timed = firstText(element);
    const done = () => {
      observer.disconnect();
      timed?.removeAttribute('elementtiming');
      resolve();
    };
    timed?.setAttribute('elementtiming', 'shown-before-app');
    observer.observe({ type: 'largest-contentful-paint' });
    if (timed && PerformanceObserver.supportedEntryTypes.includes('element')) {
      observer.observe({ type: 'element' });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
    }
  });
}

/** The element holding the first text in `element`: Element Timing reports text by its parent. */
function firstText(element: Element): Element | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
    (node as Text).data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
  );
  return walker.nextNode()?.parentElement ?? null;
}
