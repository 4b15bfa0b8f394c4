import { Button, Loader, type ButtonProps } from '@mantine/core';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import classes from './busy-button.module.css';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Whether the call the button starts (a post, a lookup) is running. */
    busy: boolean;
    /** What a polite live region says while it runs; none where the screen says it already. */
    busyText?: string;
  };

/**
 * A button that starts a call. While the call runs it looks as Mantine's loading button does (a
 * loader over the faded label, in the button's colours and width), is `aria-disabled` and
 * ignores a press (a submit button then submits nothing), but it is not `disabled`: a disabled
 * button drops keyboard focus to the page (`decisions.md`, "Busy buttons keep focus"), and
 * Mantine's `loading` disables it.
 */
export function BusyButton({ busy, busyText, onClick, children, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <>
      <Button {...props} onClick={press} aria-disabled={busy || undefined}>
        <span className={classes.label} data-busy={busy || undefined}>
          {children}
        </span>
        {busy && (
          <Loader className={classes.loader} size="sm" color="currentColor" aria-hidden="true" />
        )}
      </Button>
      {busyText !== undefined && (
        <span className="visually-hidden" aria-live="polite">
          {busy ? busyText : ''}
        </span>
      )}
    </>
  );
}
