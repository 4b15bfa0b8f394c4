import type { ReactNode } from 'react';

/**
 * A field's message as GOV.UK shows it: prefixed 'Error: ' for screen readers, which would
 * otherwise read the words without saying they are an error. Mantine's inputs show it between
 * the hint and the control (the theme's `inputWrapperOrder`) and name it in `aria-describedby`.
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
