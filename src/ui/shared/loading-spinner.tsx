import { Loader, Stack } from '@mantine/core';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import classes from './loading-spinner.module.css';

interface LoadingSpinnerProps {
  /** Announced and shown beside the spinner, e.g. 'Loading article'. */
  label: string;
  /** Space kept for the content that replaces the spinner, so nothing jumps when it arrives. */
  minHeight?: number | string;
}

/** A polite, labelled loading indicator (role status) that reserves room for what is coming. */
export function LoadingSpinner({ label, minHeight = 240 }: LoadingSpinnerProps) {
  return (
    <Stack role="status" align="center" justify="center" gap="sm" mih={minHeight}>
      <Loader size={44} aria-hidden="true" />
      <span className={classes.label}>{label}</span>
    </Stack>
  );
}
