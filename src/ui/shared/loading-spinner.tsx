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
    <div role="status" className={classes.status} style={{ minHeight }}>
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>{label}</span>
    </div>
  );
}
