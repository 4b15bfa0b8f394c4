import { Button, type ButtonProps } from '@mantine/core';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef, MouseEvent } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Whether the call the button starts (a post, a lookup) is running. */
    busy: boolean;
    /** What a polite live region says while it runs; none where the screen says it already. */
    busyText?: string;
  };

/**
 * Mantine's `loading` disables the button, and a disabled button drops keyboard focus to the page
 * (`decisions.md`, "Busy buttons keep focus"): its root is rendered `aria-disabled` instead.
 */
const focusableRoot = ({ disabled, ...props }: ComponentPropsWithRef<'button'>) => (
  <button {...props} aria-disabled={disabled || undefined} />
);

/**
 * A button that starts a call. While the call runs it is Mantine's loading button, but it keeps
 * focus and ignores a press (a submit button then submits nothing).
 */
export function BusyButton({ busy, busyText, onClick, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>): void => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <>
      <Button {...props} loading={busy} onClick={press} renderRoot={focusableRoot} />
      {busyText !== undefined && (
        <span className="visually-hidden" aria-live="polite">
          {busy ? busyText : ''}
        </span>
      )}
    </>
  );
}
