import { useEffect, useRef } from 'react';
import classes from './error-summary.module.css';

/** One entry of the error summary: the message and the id of the field it belongs to. */
export interface ErrorSummaryItem {
  fieldId: string;
  message: string;
}

/**
 * Moves focus to a field from an error summary link, with its label or legend in view, as
 * govuk-frontend does: a plain `#id` jump would scroll the label out of sight and, in this app, go
 * through the router.
 */
function focusField(fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (field === null) return;
  // Radios: the question (the radio group's label) in view; other fields: their label.
  const question = field.closest('[role="radiogroup"]')?.getAttribute('aria-labelledby');
  const heading =
    field instanceof HTMLInputElement && field.type === 'radio'
      ? document.getElementById(question ?? '')
      : field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        ? field.labels?.[0]
        : undefined;
  // scrollIntoView is missing where there is no layout (jsdom).
  const target: Partial<Pick<HTMLElement, 'scrollIntoView'>> = heading ?? field;
  target.scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Changes with every attempt that produced errors: the summary takes focus again. */
  focusKey: number;
}

/**
 * The GOV.UK error summary (govuk-frontend `error-summary`): at the top of the form, listing every
 * error as a link to its field, and focused when it appears so keyboard and screen-reader users
 * start from it. The inner `role="alert"` is govuk-frontend's, for screen readers that do not
 * announce the focus move.
 */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasItems = items.length > 0;

  useEffect(() => {
    if (hasItems) ref.current?.focus();
  }, [hasItems, focusKey]);

  if (!hasItems) return null;
  return (
    <div ref={ref} className={classes.summary} tabIndex={-1} data-testid="error-summary">
      <div role="alert">
        <h2 className={classes.title}>There is a problem</h2>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.fieldId);
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Summary items in the form's field order, for fields that have an error. */
export function summaryItems<TField extends string>(
  order: readonly TField[],
  errors: Partial<Record<TField, string>>,
  fieldId: (field: TField) => string,
): ErrorSummaryItem[] {
  return order.flatMap((field) => {
    const message = errors[field];
    return message === undefined ? [] : [{ fieldId: fieldId(field), message }];
  });
}
