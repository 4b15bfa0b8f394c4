import { useBlocker } from '@tanstack/react-router';
import { journeyRoutes } from '../../../../machines/journey-routes';

const LEAVE_WHILE_SENDING =
  "We're still sending your details. If you leave this page now, you won't see your reference number. Leave this page?";

const journeyPaths: ReadonlySet<string> = new Set(
  Object.values(journeyRoutes).map((route) => route.path),
);

/**
 * For a screen whose step posts a lead (the complaint's query, the feedback's details, the meter
 * read), while its chart is `busy`. Leaving for another part of the site then asks first: the post
 * carries on without the page, so the visitor would not see its reference and might send it
 * again. A link asks with the browser's confirm, a reload or closing the tab with the browser's
 * own prompt. Moves within the journey are the chart's to judge (it refuses Back while posting,
 * and shows the confirmation when the post is done).
 */
export function useAskBeforeLeaving(sending: boolean): void {
  useBlocker({
    disabled: !sending,
    enableBeforeUnload: sending,
    shouldBlockFn: ({ next }) =>
      !journeyPaths.has(next.fullPath) && !window.confirm(LEAVE_WHILE_SENDING),
  });
}
