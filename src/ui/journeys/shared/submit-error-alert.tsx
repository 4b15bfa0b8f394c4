import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, type ReactNode } from 'react';

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

/** Spec §8 "Complaint or feedback lead post failure". */
export function LeadPostFailedAlert() {
  return (
    <ProblemAlert title="Unfortunately, we're having technical problems at the moment.">
      <p>Either stay on this page and try again in a few moments, or try again later.</p>
      <p>Thank you for your patience. We're sorry for the inconvenience this might cause.</p>
    </ProblemAlert>
  );
}
