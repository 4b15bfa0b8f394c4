import { Button, Container, TextInput } from '@mantine/core';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useForm } from '@mantine/form';
import { useHydrated } from '@tanstack/react-router';
import { useId, useLayoutEffect } from 'react';
import {
  SEARCH_ERRORS,
  SEARCH_MAX_LENGTH,
  SEARCH_PATH,
  buildSearchUrl,
  validateSearchText,
} from '../../content/search';
import { fieldError } from '../journeys/shared/field-error';
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

/** A `pattern` that any text but spaces alone matches. */
const NOT_BLANK = '.*\\S.*';

function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The search block that ends every category page (spec §2, §5): a labelled, required field of at
 * most 2000 characters, bound by @mantine/form with `validateSearchText` as its one rule. Errors
 * follow the GOV.UK pattern of every question (the theme's): the message sits between hint and
 * field, is tied to the field with aria-describedby, and focus returns to the field. Until the app
 * runs (and without JavaScript) the form is a plain GET to /search with `q` and `initiated`, under
 * the browser's own `required`, `pattern` and `maxlength` checks. The form is uncontrolled, so
 * React never writes the field's value: text typed before the app started stays in it, and is
 * handed to the form once the page has hydrated.
 */
export function SearchBlock({ heading, pagePath, onSearch = goTo }: SearchBlockProps) {
  const hydrating = !useHydrated();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { q: '' },
    validate: { q: (text: string) => validateSearchText(text) ?? null },
  });
  // Without `forceUpdate` the field would be mounted afresh, and lose focus.
  useLayoutEffect(() => {
    const typed = form.getInputNode<HTMLInputElement, 'q'>('q')?.value;
    if (typed) form.setFieldValue('q', typed, { forceUpdate: false });
    // Once, at hydration: from then on the field's own changes reach the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const headingId = `${useId()}-heading`;
  const error = form.errors.q;

  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <Container>
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
            onSubmit={form.onSubmit(
              ({ q }) => onSearch(buildSearchUrl(q, window.location.pathname)),
              () => form.getInputNode('q')?.focus(),
            )}
          >
            <TextInput
              key={form.key('q')}
              {...form.getInputProps('q')}
              error={typeof error === 'string' ? fieldError(error) : undefined}
              name="q"
              type="search"
              label="Search for a keyword or question"
              description={
                <>For example, &lsquo;submit a meter reading&rsquo; or &lsquo;moving home&rsquo;</>
              }
              required
              // Until the app runs, the browser refuses a text of spaces too, with the rule's
              // words; then the form's rule does (`noValidate`).
              pattern={NOT_BLANK}
              title={hydrating ? SEARCH_ERRORS.empty : undefined}
              withAsterisk={false}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              size="lg"
              classNames={{ label: classes.label, wrapper: classes.control, input: classes.input }}
              inputContainer={(input) => (
                <div className={classes.row}>
                  {input}
                  <Button type="submit" size="lg" className={classes.button}>
                    Search
                  </Button>
                </div>
              )}
            />
            {pagePath && <input type="hidden" name="initiated" value={pagePath} />}
          </form>
        </div>
      </Container>
    </section>
  );
}
