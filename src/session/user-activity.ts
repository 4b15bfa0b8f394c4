/** What counts as the visitor using a protected page, for the 15-minute idle logout (spec §4, §9). */

/** Events that show the visitor is there: pointer, touch, keyboard and scrolling. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

export interface WatchUserActivityOptions {
  /** Where to listen; the window in the app. */
  target: EventTarget;
  /** At most one report per this many milliseconds (pointer moves and scrolls fire very often). */
  throttleMs?: number;
  now?: () => number;
}

/**
 * Calls `onActivity` when the visitor uses the page, at most once per `throttleMs`; returns the
 * function that stops listening. Listeners are passive and capturing, so scrolls inside any element
 * count and nothing on the page is slowed down.
 */
export function watchUserActivity(
  onActivity: () => void,
  { target, throttleMs = 1_000, now = Date.now }: WatchUserActivityOptions,
): () => void {
  let last = Number.NEGATIVE_INFINITY;
  const listener = () => {
    const time = now();
    if (time - last < throttleMs) return;
    last = time;
    onActivity();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
  };
}
