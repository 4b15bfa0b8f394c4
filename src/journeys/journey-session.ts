/**
 * One running journey: its actor, created outside React, bound to the router (DESIGN.md "The one
 * idea"). The journey's step routes call `visit` from their `beforeLoad`, so the chart decides
 * before a step renders; when the chart moves on a user's event, the session moves the router.
 */
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { journeyInspector } from './inspector';
import {
  isPathOf,
  navigationFor,
  samePath,
  targetPath,
  type JourneyBinding,
  type Navigation,
  type RouteMatch,
  type SyncCause,
} from './route-sync';

/** What a journey session needs from the router. */
export interface RouterPort {
  /** The path the router shows or is loading (without the basepath). */
  currentPath(): string;
  /** The path of the last page the router finished showing, if any. */
  previousPath(): string | undefined;
  navigate(navigation: Navigation): void;
}

export class JourneySession<TLogic extends AnyStateMachine> {
  /** True while visit events are sent: their intermediate snapshots must not move the router. */
  private visiting = false;
  private finished = false;
  private lastVisit: RouteMatch | undefined;
  private readonly stopWatching: () => void;

  constructor(
    readonly actor: Actor<TLogic>,
    private readonly binding: JourneyBinding<SnapshotFrom<TLogic>, EventFromLogic<TLogic>>,
    private readonly router: RouterPort,
  ) {
    // Started first: its initial state is not a move, the first visit decides where the URL goes.
    actor.start();
    // Only a move to another screen is followed: an update that keeps the screen (e.g. the details
    // prefill answering just after a refused visit) must not push the URL the visit replaces.
    let shown = targetPath(actor.getSnapshot(), binding);
    const subscription = actor.subscribe((snapshot) => {
      const target = targetPath(snapshot, binding);
      const { status }: AnyMachineSnapshot = snapshot;
      const moved = target !== shown || status === 'done';
      shown = target;
      if (!this.visiting && moved) this.follow('transition');
    });
    // A page restored from the back/forward cache (e.g. Back from an external complaint page) keeps
    // this actor: tell it again what the URL shows.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (
        event.persisted &&
        this.lastVisit !== undefined &&
        isPathOf(router.currentPath(), binding.routes)
      ) {
        const navigation = this.visit(this.lastVisit);
        if (navigation !== null) router.navigate(navigation);
      }
    };
    // Prerendering at build time (`src/entry-server.tsx`) runs the chart where there is no window.
    const page = typeof window === 'undefined' ? undefined : window;
    page?.addEventListener('pageshow', onPageShow);
    this.stopWatching = () => {
      subscription.unsubscribe();
      page?.removeEventListener('pageshow', onPageShow);
    };
  }

  /**
   * Tells the chart that the URL shows `match` and returns where the router must go instead when
   * the chart refuses it (null when the chart is at this step).
   */
  visit(match: RouteMatch): Navigation | null {
    this.lastVisit = match;
    this.visiting = true;
    try {
      for (const event of this.binding.visitEvents(match, this.actor.getSnapshot())) {
        this.actor.send(event);
      }
    } finally {
      this.visiting = false;
    }
    return this.navigation('visit');
  }

  /**
   * Whether a visit arriving from `path` continues this journey: the visitor comes from one of its
   * steps, and a finished journey only into its last screen (Back from the meter read's
   * confirmation is a new form). Coming from anywhere else (another page, a confirmation, a new
   * tab) starts the journey afresh, from what the browser session kept.
   */
  continuesFrom(path: string | undefined): boolean {
    if (path === undefined || !isPathOf(path, this.binding.routes)) return false;
    const snapshot = this.actor.getSnapshot();
    const { status }: AnyMachineSnapshot = snapshot;
    const finalPath = targetPath(snapshot, this.binding);
    return (
      status !== 'done' ||
      (finalPath !== undefined && samePath(finalPath, this.router.currentPath()))
    );
  }

  stop(): void {
    this.stopWatching();
    this.actor.stop();
  }

  private follow(cause: SyncCause): void {
    const navigation = this.navigation(cause);
    if (navigation !== null) this.router.navigate(navigation);
  }

  private navigation(cause: SyncCause): Navigation | null {
    const snapshot = this.actor.getSnapshot();
    const { status }: AnyMachineSnapshot = snapshot;
    if (status === 'done' && !this.finished) {
      this.finished = true;
      this.binding.onDone?.(snapshot);
    }
    return navigationFor(snapshot, this.binding, this.router.currentPath(), cause);
  }
}

/** Creates a journey's actor (with the development inspector, if asked for) and binds it. */
export function startJourneySession<TLogic extends AnyStateMachine>(
  logic: TLogic,
  input: InputFrom<TLogic>,
  binding: JourneyBinding<SnapshotFrom<TLogic>, EventFromLogic<TLogic>>,
  router: RouterPort,
): JourneySession<TLogic> {
  const inspect = journeyInspector();
  const actor = createActor(logic, { input, ...(inspect === undefined ? {} : { inspect }) });
  return new JourneySession(actor, binding, router);
}
