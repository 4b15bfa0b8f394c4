import type { ButtonHTMLAttributes } from 'react';
import classes from './button.module.css';
import { Spinner } from './spinner';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** 'primary' for the step's main action, 'secondary' for another action beside it. */
  variant?: 'primary' | 'secondary';
  /** While the action runs: a spinner beside the label, and the button cannot be pressed again. */
  busy?: boolean;
};

/** A journey form's button; `type` defaults to 'button', so only a submit button submits. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  disabled,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`${classes.button} ${classes[variant]}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner className={classes.spinner} />}
      {children}
    </button>
  );
}
