import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, type ReactNode } from 'react';
import type { LeadPostFailureKind } from '../../../../machines/lead-post-failure';
import { MAIN_API_ERROR_DESCRIPTION, MAIN_API_ERROR_TITLE } from '../../../api/http/api-errors';

interface ProblemAlertProps {
  title: string;
  children: ReactNode;
}

/**
 * A §8 failure alert. It is announced (role alert) and takes focus when it appears, so a keyboard
 * user whose submit button was busy continues from the message rather than from the top of the page.
 */
export function ProblemAlert({ title, children }: ProblemAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" title={title} mb="lg">
      {children}
    </Alert>
  );
}

/**
 * The §8 alert for a failed complaint or feedback lead: "Main API error" when the leads API answered
 * with an error, else "Complaint or feedback lead post failure".
 */
export function LeadPostFailedAlert({ kind }: { kind: LeadPostFailureKind }) {
  if (kind === 'notRecorded') {
    return (
      <ProblemAlert title={MAIN_API_ERROR_TITLE}>
        <p>{MAIN_API_ERROR_DESCRIPTION}</p>
      </ProblemAlert>
    );
  }
  return (
    <ProblemAlert title="Unfortunately, we're having technical problems at the moment.">
      <p>Either stay on this page and try again in a few moments, or try again later.</p>
      <p>Thank you for your patience. We're sorry for the inconvenience this might cause.</p>
    </ProblemAlert>
  );
}
