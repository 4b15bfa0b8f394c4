/**
 * Showing a page's run-time data before the app runs. A page whose largest element is data the
 * app fetches at run time (an article's body, the meter-read form's configured introduction)
 * names a module in its start script (`scripts/prerender.ts`); the script runs the module's
 * `showBeforeApp` as soon as the page is parsed and starts the app only once it has settled, so
 * that element waits neither for the app's scripts nor for React. The module fetches with the
 * app's own reads and decides with the app's own rules, and writes into the page only what the
 * app would render there; the app then takes over what was fetched (`adoptShownBeforeApp`).
 * Such modules are entries of their own (`vite.config.ts`) and must never import the app's shell.
 * This module is where the two meet: the page's module imports it and hands the app its
 * `adoptShownBeforeApp` (`BeforeAppModule`), so it is one instance in the browser.
 */
import type { RemoteCache, RemoteRead } from '../../api/http/remote-cache';

/** A call made before the app ran, and its data once it has come. */
interface Read {
  request: RemoteRead<unknown>;
  call: Promise<unknown>;
  data?: { value: unknown };
}

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
  adoptShownBeforeApp: (cache: RemoteCache) => void;
}

/**
 * Hands what was read before the app ran to the app's cache, once, before the router loads. Data
 * the page shows becomes data the hydrating render shows too, other data is cached, and a call
 * still running is taken over, so that the app does not make it again.
 */
export function adoptShownBeforeApp(cache: RemoteCache): void {
  if (!handover) return;
  const { reads, shown } = handover;
  handover = undefined;
  for (const { request, call, data } of reads) {
    if (data && shown) cache.adoptFromPage(request.key, data.value);
    else if (data) cache.set(request.key, data.value);
    else void cache.read(takingOver(request, call)).catch(() => undefined);
  }
}

/** `request`, whose first call is `call`, already made; a failure is retried as the cache does. */
function takingOver<T>(request: RemoteRead<T>, call: Promise<T>): RemoteRead<T> {
  let first: Promise<T> | undefined = call;
  return {
    ...request,
    load: () => {
      const next = first ?? request.load();
      first = undefined;
      return next;
    },
  };
}

/** The longest the app's start waits: a slow call must not keep the menu unusable. */
export const WAIT_AT_MOST_MS = 3_000;

/** What a page's `show` works with. */
export interface BeforeAppPage {
  /** Makes the app's `request`, whose call and data go to the app. */
  read<T>(request: RemoteRead<T>): Promise<T>;
  /** False once the page is the app's: from then on nothing may be written into it. */
  stillOpen(): boolean;
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
    read: <T>(request: RemoteRead<T>) => {
      const call = request.load();
      const read: Read = { request, call };
      current.reads.push(read);
      return call.then((value) => {
        read.data = { value };
        return value;
      });
    },
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
