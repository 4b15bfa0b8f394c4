/**
 * The journeys' actors, one per journey, created and restored outside React and handed to the
 * routes through the router's context. A journey's step routes open it in their `beforeLoad`
 * (loading xstate and the chart with the journey's code, never in the entry chunk); its screens
 * read the open session's actor. Entering a journey from outside its steps starts a new actor from
 * what the browser session kept (the URL's prefill included).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { HistoryState } from '@tanstack/react-router';
import type { AnyMachineSnapshot } from 'xstate';
import type { ComplaintJourneyLogic } from './complaint-journey';
import type { FeedbackJourneyLogic } from './feedback-journey';
import type { JourneySession, RouterPort } from './journey-session';
import type { MeterReadJourneyLogic } from './meter-read-journey';
import type { JourneyName } from './persistence';

export type { JourneyName };

/** The session type of each journey. */
export interface JourneySessions {
  complaint: JourneySession<ComplaintJourneyLogic>;
  feedback: JourneySession<FeedbackJourneyLogic>;
  meterRead: JourneySession<MeterReadJourneyLogic>;
}

/**
 * What starting a journey needs: the app's services, the URL's search params (prefill) and the
 * history state of the entry visited (a reload keeps it, e.g. a confirmation's receipt).
 */
export interface JourneyStart {
  queryClient: QueryClient;
  router: RouterPort;
  search: Readonly<Record<string, unknown>>;
  state: HistoryState;
}

type Starters = {
  [N in JourneyName]: () => Promise<(start: JourneyStart) => JourneySessions[N]>;
};

const starters: Starters = {
  complaint: () => import('./complaint-journey').then((module) => module.startComplaintJourney),
  feedback: () => import('./feedback-journey').then((module) => module.startFeedbackJourney),
  meterRead: () => import('./meter-read-journey').then((module) => module.startMeterReadJourney),
};

export class JourneyRegistry {
  private readonly sessions: { [N in JourneyName]: JourneySessions[N] | undefined } = {
    complaint: undefined,
    feedback: undefined,
    meterRead: undefined,
  };
  private router: RouterPort | undefined;

  constructor(private readonly queryClient: QueryClient) {}

  /** The router the sessions move; set once the router exists. */
  attach(router: RouterPort): void {
    this.router = router;
  }

  /**
   * The journey's session for a visit to one of its steps: the running one when the visitor comes
   * from another of its steps, else a new one.
   */
  async open<N extends JourneyName>(
    name: N,
    search: Readonly<Record<string, unknown>>,
    state: HistoryState = {},
  ): Promise<JourneySessions[N]> {
    const router = this.router;
    if (router === undefined) throw new Error('The journey registry has no router yet.');
    const running = this.sessions[name];
    if (running?.continuesFrom(router.previousPath(), state)) return running;
    const start = await starters[name]();
    // Another navigation may have started it while the code loaded.
    const started = this.sessions[name];
    if (started !== running && started !== undefined) return started;
    this.close(name);
    const session = start({ queryClient: this.queryClient, router, search, state });
    this.sessions[name] = session;
    return session;
  }

  /** The open journey's session; its routes' `beforeLoad` has opened it before any screen renders. */
  session<N extends JourneyName>(name: N): JourneySessions[N] {
    const session = this.sessions[name];
    if (session === undefined) throw new Error(`The ${name} journey is not open.`);
    return session;
  }

  /**
   * Whether the open journey's step shows errors (its chart's `invalid` tag): its page title starts
   * 'Error: ' (GOV.UK). False when the journey is not open.
   */
  showsErrors(name: JourneyName): boolean {
    const snapshot: AnyMachineSnapshot | undefined = this.sessions[name]?.actor.getSnapshot();
    return snapshot?.hasTag('invalid') ?? false;
  }

  private close(name: JourneyName): void {
    this.sessions[name]?.stop();
    this.sessions[name] = undefined;
  }
}
