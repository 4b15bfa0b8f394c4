/**
 * What a visitor typed or chose in a built journey step before the app ran, for a visitor whose
 * page the app renders afresh rather than hydrates (signed in, or with a journey under way:
 * docs/decisions.md, "Journey steps are prerendered for a new visitor"). `main.tsx` keeps it from
 * the built page's fields (`@mantine/form`'s `data-path`) just before they are replaced; the step
 * form that shows the same page takes it over (`useStepForm`), in place of the answers the visitor's
 * chart kept, which are older.
 */

interface TypedBeforeApp {
  /** The path of the built page. */
  pathname: string;
  /** Each field the visitor changed, by its path, with its value. */
  values: Map<string, string>;
  /** The field that had focus. */
  focused: string | undefined;
}

let kept: TypedBeforeApp | undefined;

/**
 * The value a field's element holds in the page: a text field's or a select's, or the chosen
 * radio's of a group (whose wrapper carries the field's path); undefined when there is none.
 */
export function valueInPage(field: Element | null): string | undefined {
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  ) {
    return field.value;
  }
  return field?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
}

/** Whether the visitor changed a field's element from what the built page held. */
function changedInPage(field: Element): boolean {
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue;
  }
  if (field instanceof HTMLSelectElement)
    return field.selectedOptions[0]?.defaultSelected === false;
  const chosen = field.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return chosen !== null && !chosen.defaultChecked;
}

/** Keeps what the visitor changed in the built page at `pathname`, before the app replaces it. */
export function keepTypedBeforeApp(page: ParentNode, pathname: string): void {
  const values = new Map<string, string>();
  for (const field of page.querySelectorAll('[data-path]')) {
    const path = field.getAttribute('data-path');
    const value = changedInPage(field) ? valueInPage(field) : undefined;
    if (path !== null && value !== undefined) values.set(path, value);
  }
  const focused = document.activeElement?.closest('[data-path]')?.getAttribute('data-path');
  if (values.size > 0 || focused) kept = { pathname, values, focused: focused ?? undefined };
}

/**
 * What was kept of the page at `pathname` for a step form with these fields: the values the
 * visitor changed, and the field that had focus if it is one of them. The step forms of the page
 * take theirs as they first render, together; what is left then is forgotten, so it never reaches
 * a later visit to a step.
 */
export function takeTypedBeforeApp<F extends string>(
  pathname: string,
  fields: readonly F[],
): { values: Partial<Record<F, string>>; focused: F | undefined } | undefined {
  const typed = kept;
  if (typed === undefined) return undefined;
  setTimeout(() => {
    if (kept === typed) kept = undefined;
  });
  if (typed.pathname !== pathname) return undefined;
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = typed.values.get(field);
    if (value !== undefined) values[field] = value;
  }
  return { values, focused: fields.find((field) => field === typed.focused) };
}
