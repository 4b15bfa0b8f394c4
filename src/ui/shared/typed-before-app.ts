/**
 * What a visitor types or chooses in a prerendered page before the app starts. The app's state (a
 * journey chart's form, the search block's text) starts from the page as it was built, so its
 * first render would drop those answers: hydrating keeps a field's typed DOM value out of the
 * app's state (the app's next render of the field resets it), and a render over the page replaces
 * the fields. So a page with answers is rendered over, and once the app runs
 * (`APP_READY_ATTRIBUTE`) every answer is handed to the app's field of the same name as the input
 * events typing or choosing makes.
 */
import { APP_READY_ATTRIBUTE } from './hydration';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A changed text or selection, or the checked state of a changed radio or checkbox. */
type Answer = string | boolean;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
}

/** What the visitor changed in the prerendered `field` since the page arrived, or null. */
function answerIn(field: Field): Answer | null {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? field.value : null;
  }
  if (isCheckable(field)) {
    // A radio left by choosing another of its group is answered by that one.
    const changed = field.checked !== field.defaultChecked;
    return changed && (field.checked || field.type === 'checkbox') ? field.checked : null;
  }
  return field.value !== field.defaultValue ? field.value : null;
}

/** Names the field across renders: its name (with the value, for a radio or checkbox), else its id. */
function keyOf(field: Field): string {
  const name = field.getAttribute('name');
  if (name === null) return `#${field.id}`;
  return isCheckable(field) ? `${name}=${field.value}` : name;
}

function fieldsIn(root: HTMLElement): Field[] {
  return [...root.querySelectorAll('input, textarea, select')].filter(isField);
}

/**
 * Gives `answer` to `field` as the visitor's input would. React reports a change only against the
 * value it last saw, which it follows through the element's own property: that is set to another
 * value first, then the field changes as typing or a click changes it.
 */
function answer(field: Field, given: Answer): void {
  if (typeof given === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !given;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = given;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = given === '' ? ' ' : '';
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, given);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs `then` once `<html>` carries the app's ready marker. */
function whenAppRuns(then: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute(APP_READY_ATTRIBUTE)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute(APP_READY_ATTRIBUTE)) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}

/** Whether the visitor has typed or chosen anything in the prerendered `root` so far. */
export function hasAnswersBeforeApp(root: HTMLElement): boolean {
  return fieldsIn(root).some((field) => answerIn(field) !== null);
}

/**
 * Call just before the app renders over the prerendered `root`. Once the app runs, each answer
 * given in the prerendered fields — up to the moment the render replaced them, which can take a
 * while on a slow phone — goes to the app's field of the same name, and focus goes with it.
 */
export function handOverAnswers(root: HTMLElement): void {
  const fields = fieldsIn(root);
  let focused: Element | null = document.activeElement;
  const noteFocus = (event: FocusEvent): void => {
    focused = event.target instanceof Element ? event.target : null;
  };
  root.addEventListener('focusin', noteFocus);
  whenAppRuns(() => {
    root.removeEventListener('focusin', noteFocus);
    const appFields = new Map(fieldsIn(root).map((field) => [keyOf(field), field]));
    for (const field of fields) {
      const given = answerIn(field);
      const target = appFields.get(keyOf(field));
      if (given === null || target === undefined) continue;
      answer(target, given);
      if (field === focused && document.activeElement === document.body) target.focus();
    }
  });
}
