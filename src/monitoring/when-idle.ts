/**
 * Waits until the page has loaded and the browser is idle. Monitoring is deferred to this point:
 * loading it at the `load` event still delayed first paint on a throttled phone; at idle time it
 * does not (issue 5).
 */
export function afterLoadWhenIdle(win: Window = window, idleTimeoutMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in win) {
        win.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
      } else {
        // Browsers without requestIdleCallback: the next macrotask after load.
        (win as Window).setTimeout(resolve, 1);
      }
    };
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
}
