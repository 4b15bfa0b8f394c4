import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LeadPostFailureKind } from '../../../../machines/journey-kernel';
import { MAIN_API_ERROR_DESCRIPTION, MAIN_API_ERROR_TITLE } from '../../../api/http/api-errors';
import { focusPageHeading } from '../../shared/focus-page-heading';
import classes from './submit-error-alert.module.css';

/** The title of spec §8's lead post, address lookup and address save failures. */
export const TECHNICAL_PROBLEMS_TITLE =
  "Unfortunately, we're having technical problems at the moment.";

interface ProblemAlertProps {
  title: string;
  /** Tells the chart the user closed the alert; the chart's next state no longer shows it. */
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * A §8 failure alert: Mantine's Alert (role alert, named by its title) with its close button
 * (spec §4 "an alert can be dismissed"). What Mantine leaves to us is focus: the alert takes it
 * when it appears, so a keyboard user whose submit button was busy continues from the message
 * rather than from the top of the page, and closing it moves focus to the page's main heading
 * rather than losing it with the button. The chart is told (`onDismiss`) and stops showing the
 * failure; a new failure mounts a new alert.
 */
export function ProblemAlert({ title, onDismiss, children }: ProblemAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const dismiss = (): void => {
    focusPageHeading();
    onDismiss();
  };
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss this message"
      onClose={dismiss}
      classNames={classes}
    >
      {children}
    </Alert>
  );
}

/** Why the last lead post failed, while the journey's step shows its alert (the `failed` tag). */
export function failureOnShow(snapshot: {
  hasTag(tag: 'failed'): boolean;
  context: { submitError: LeadPostFailureKind | null };
}): LeadPostFailureKind | null {
  return snapshot.hasTag('failed') ? snapshot.context.submitError : null;
}

/**
 * The §8 alert for a failed complaint or feedback lead: "Main API error" when the leads API answered
 * with an error, else "Complaint or feedback lead post failure".
 */
export function LeadPostFailedAlert({
  kind,
  onDismiss,
}: {
  kind: LeadPostFailureKind;
  onDismiss: () => void;
}) {
  if (kind === 'notRecorded') {
    return (
      <ProblemAlert title={MAIN_API_ERROR_TITLE} onDismiss={onDismiss}>
        <p>{MAIN_API_ERROR_DESCRIPTION}</p>
      </ProblemAlert>
    );
  }
  return (
    <ProblemAlert title={TECHNICAL_PROBLEMS_TITLE} onDismiss={onDismiss}>
      <p>Either stay on this page and try again in a few moments, or try again later.</p>
      <p>Thank you for your patience. We're sorry for the inconvenience this might cause.</p>
    </ProblemAlert>
  );
}
