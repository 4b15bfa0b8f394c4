import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import classes from './button.module.css';
import { Spinner } from './spinner';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** 'primary' for the step's main action, 'secondary' for another action beside it. */
  variant?: 'primary' | 'secondary';
  /**
   * While the action runs: a spinner beside the label, and pressing it again does nothing. It is
   * `aria-disabled`, not `disabled`, so keyboard focus stays on it instead of falling to the page.
   */
  busy?: boolean;
};

const ignore = (event: MouseEvent) => event.preventDefault();

/** A journey form's button; `type` defaults to 'button', so only a submit button submits. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'button',
  onClick,
  children,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`${classes.button} ${classes[variant]}`}
      onClick={busy ? ignore : onClick}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner className={classes.spinner} />}
      {children}
    </button>
  );
}
