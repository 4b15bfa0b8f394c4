/**
 * Moves keyboard focus to the page's main heading (made focusable for it), else to the main
 * region: where a screen-reader user should carry on after the page's content changed under them.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus();
    return;
  }
  document.querySelector<HTMLElement>('main')?.focus();
}
