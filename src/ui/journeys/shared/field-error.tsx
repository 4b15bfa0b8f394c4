import type { ReactNode } from 'react';

/**
 * An inline error message as GOV.UK writes it: the visible message, prefixed for screen readers
 * with a hidden 'Error:'. Mantine ties it to its input with aria-describedby.
 */
export function fieldError(message: string | undefined): ReactNode {
  if (message === undefined) return undefined;
  return (
    <>
      <span className="visually-hidden">Error: </span>
      {message}
    </>
  );
}
