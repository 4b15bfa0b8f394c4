import classes from './spinner.module.css';

/** A turning ring in the current text colour; decorative, so the words beside it say what happens. */
export function Spinner({ className }: { className?: string }) {
  return <span className={`${classes.spinner} ${className ?? ''}`} aria-hidden="true" />;
}
