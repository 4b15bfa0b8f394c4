/**
 * Every journey step's URL and title, declared once in this module. The charts' step `meta`, the
 * route tree and the URL <-> chart bindings all read them from here. Paths are relative to the
 * `/help-and-support` basepath and use the router's `$param` syntax. Paths and titles are two
 * tables so that the route tree, which is in every page's first download, carries no titles.
 */
import type { JourneyStateMeta } from './journey-kernel';

export const journeyRoutes = {
  selectType: { path: '/make-a-complaint-select-type' },
  selectEnergy: { path: '/make-a-complaint-select-energy' },
  complaintDetails: { path: '/complaints/$complaint' },
  complaintQuery: { path: '/complaints/$complaint/query' },
  confirmation: { path: '/confirmation' },
  feedback: { path: '/complaints/feedback' },
  feedbackDetails: { path: '/complaints/feedback/personal-details' },
  meterRead: { path: '/submit-meter-read' },
  meterReadConfirm: { path: '/submit-meter-read-confirm' },
} as const satisfies Record<string, { path: string }>;

/** A journey step that has a URL. */
export type JourneyRouteId = keyof typeof journeyRoutes;

/** The titles of the steps whose chart states carry one (the screen's heading and page title). */
export const journeyTitles: Partial<Record<JourneyRouteId, string>> = {
  complaintDetails: 'A bit about you',
  feedback: 'We owe you – Using your credit to help pay your account',
  feedbackDetails: 'If you could supply a few details...',
  meterReadConfirm: 'Thank you for submitting your meter reading',
};

/** The `meta` of a chart state that shows this step's screen. */
export function stepMeta(id: JourneyRouteId): JourneyStateMeta {
  const title = journeyTitles[id];
  const route = journeyRoutes[id].path;
  return title === undefined ? { route } : { route, title };
}
