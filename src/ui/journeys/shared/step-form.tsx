import type { ReactNode, SyntheticEvent } from 'react';
import { BusyButton } from './busy-button';
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
  /** The step form's submit (`useStepForm`), which tells the chart. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** The questions and the submit button. */
  children: ReactNode;
}

/**
 * A journey step's form page: its title, the GOV.UK error summary, the intro and the form, which
 * the browser does not validate: the submit goes to the chart, once the app runs.
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
  return (
    <>
      {alert}
      <ErrorSummary items={errors} focusKey={focusKey} />
      {intro}
      {/* A dialog form outside a dialog submits nowhere: before the app runs, a submit keeps the
          page and what was typed (a GET would put the answers in the URL; no server takes them). */}
      <form method="dialog" noValidate onSubmit={onSubmit} className={journey.form}>
        {children}
      </form>
    </>
  );
}

/** The form's submit button, busy while the step posts (`BusyButton`). */
export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={journey.actions}>
      <BusyButton type="submit" size="md" busy={busy} busyText="Sending…">
        {children}
      </BusyButton>
    </div>
  );
}
