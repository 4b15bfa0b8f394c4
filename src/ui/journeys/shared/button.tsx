import type { ButtonHTMLAttributes } from 'react';
import classes from './button.module.css';
import { Spinner } from './spinner';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** 'primary' for the step's main action, 'secondary' for another action beside it. */
  variant?: 'primary' | 'secondary';
  /**
   * While the action runs: a spinner beside the label, and `aria-disabled` (the chart ignores a
   * second press). Not `disabled`, so keyboard focus stays on it instead of falling to the page.
   */
  busy?: boolean;
};

/** A journey form's button; `type` defaults to 'button', so only a submit button submits. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`${classes.button} ${classes[variant]}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner className={classes.spinner} />}
      {children}
    </button>
  );
}
