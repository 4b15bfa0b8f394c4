import { useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  SEARCH_MAX_LENGTH,
  SEARCH_PATH,
  buildSearchUrl,
  validateSearchText,
} from '../../content/search';
import { useHydrated } from '@tanstack/react-router';
import classes from './search-block.module.css';

interface SearchBlockProps {
  heading: string;
  /**
   * The page's path under /help-and-support/, sent as `initiated` when the form is submitted
   * before the app runs (a plain GET to /search).
   */
  pagePath?: string;
  /** Leaves the app for the search page; replaceable in tests. */
  onSearch?: (url: string) => void;
}

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The search block that ends every category page (spec §2, §5): a labelled, required field of at
 * most 2000 characters. Errors follow the GOV.UK pattern: the message sits between label and field,
 * is tied to the field with aria-describedby, and focus returns to the field. Until the app runs
 * (and without JavaScript) the form is a plain GET to /search with `q` and `initiated`, under the
 * browser's own `required` and `maxlength` checks. The field is uncontrolled: what a visitor typed
 * before the app ran stays in it when the page is hydrated (a controlled field would be reset to
 * the app's first value), and the form reads it when it is sent.
 */
export function SearchBlock({ heading, pagePath, onSearch = goTo }: SearchBlockProps) {
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrating = !useHydrated();
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = inputRef.current?.value ?? '';
    const problem = validateSearchText(text);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSearch(buildSearchUrl(text, window.location.pathname));
  }

  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <div className="page-container">
        <div className={classes.inner}>
          <h2 id={headingId} className={classes.heading}>
            {heading}
          </h2>
          <form
            role="search"
            aria-labelledby={headingId}
            action={SEARCH_PATH}
            method="get"
            noValidate={!hydrating}
            onSubmit={submit}
          >
            <div className={error ? `${classes.field} ${classes.fieldError}` : classes.field}>
              <label htmlFor={inputId} className={classes.label}>
                Search for a keyword or question
              </label>
              <p id={hintId} className="field-hint">
                For example, &lsquo;submit a meter reading&rsquo; or &lsquo;moving home&rsquo;
              </p>
              {error && (
                <p id={errorId} className="field-error">
                  <span className="visually-hidden">Error: </span>
                  {error}
                </p>
              )}
              <div className={classes.row}>
                <input
                  ref={inputRef}
                  id={inputId}
                  name="q"
                  type="search"
                  className={classes.input}
                  onChange={(event) => {
                    if (error) setError(validateSearchText(event.target.value));
                  }}
                  required
                  maxLength={SEARCH_MAX_LENGTH}
                  autoComplete="off"
                  enterKeyHint="search"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                />
                <button type="submit" className={classes.button}>
                  Search
                </button>
                {pagePath && <input type="hidden" name="initiated" value={pagePath} />}
              </div>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
