/**
 * Every journey step's URL and title, declared once. The charts' step `meta`, the route tree and
 * the URL <-> chart bindings all read them from here. Paths are relative to the `/help-and-support`
 * basepath and use the router's `$param` syntax.
 */
import type { JourneyStateMeta } from './journey-kernel';

export const journeyRoutes = {
  selectType: { path: '/make-a-complaint-select-type' },
  selectEnergy: { path: '/make-a-complaint-select-energy' },
  complaintDetails: { path: '/complaints/$complaint', title: 'A bit about you' },
  complaintQuery: { path: '/complaints/$complaint/query' },
  confirmation: { path: '/confirmation' },
  feedback: {
    path: '/complaints/feedback',
    title: 'We owe you – Using your credit to help pay your account',
  },
  feedbackDetails: {
    path: '/complaints/feedback/personal-details',
    title: 'If you could supply a few details...',
  },
  meterRead: { path: '/submit-meter-read' },
  meterReadConfirm: {
    path: '/submit-meter-read-confirm',
    title: 'Thank you for submitting your meter reading',
  },
} as const satisfies Record<string, { path: string; title?: string }>;

/** A journey step that has a URL. */
export type JourneyRouteId = keyof typeof journeyRoutes;

/** The `meta` of a chart state that shows this step's screen. */
export function stepMeta(id: JourneyRouteId): JourneyStateMeta {
  const route: { path: string; title?: string } = journeyRoutes[id];
  return route.title === undefined
    ? { route: route.path }
    : { route: route.path, title: route.title };
}
