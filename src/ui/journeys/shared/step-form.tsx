import type { ReactNode, SyntheticEvent } from 'react';
import { useHydrating } from '../../shared/use-hydrating';
import { Button } from './button';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import journey from './journey.module.css';
import { useJourneyTitle } from './use-journey-title';

interface StepFormProps {
  /** The document title, prefixed 'Error: ' while the step is invalid. */
  title: string;
  invalid: boolean;
  /** A §8 alert after a failed post, above the error summary. */
  alert?: ReactNode;
  errors: readonly ErrorSummaryItem[];
  /** Changes with every submit that produced errors, so the error summary takes focus again. */
  focusKey: number;
  /** The headings and text above the form. */
  intro: ReactNode;
  onSubmit: () => void;
  /** The questions and the submit button. */
  children: ReactNode;
}

/**
 * A journey step's form page: its title, the GOV.UK error summary, the intro and the form, which
 * the browser does not validate: the submit goes to the chart.
 */
export function StepForm({
  title,
  invalid,
  alert,
  errors,
  focusKey,
  intro,
  onSubmit,
  children,
}: StepFormProps) {
  useJourneyTitle(title, invalid);

  const submit = (event: SyntheticEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      {alert}
      <ErrorSummary items={errors} focusKey={focusKey} />
      {intro}
      <form noValidate onSubmit={submit} className={journey.form}>
        {children}
      </form>
    </>
  );
}

/**
 * The form's submit button; while the step posts (`busy`) it shows a spinner and does nothing.
 * In a prerendered step it is disabled until the app runs: the form, which only the chart can
 * send, would otherwise reload the page and lose what was typed.
 */
export function SubmitButton({ busy, children }: { busy?: boolean; children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <div className={journey.actions}>
      <Button type="submit" busy={busy} disabled={hydrating}>
        {children}
      </Button>
    </div>
  );
}
