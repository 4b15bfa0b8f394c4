/**
 * A running journey: its actor, created outside React, bound to the router (docs/architecture.md,
 * "The one idea"). The journey's step routes call `visit` from their `beforeLoad`, so the chart
 * decides before a step renders; when the chart moves on a user's event, the session moves the
 * router.
 *
 * The binding itself is pure functions over a snapshot, below:
 * - URL -> chart: the matched route (a route template such as `/complaints/$complaint/query` and its
 *   params) becomes the journey's "the URL now shows this step" events (`visitEvents`). The chart
 *   accepts or ignores them; nothing forces it into the state the URL names.
 * - chart -> URL: the active state's `meta.route`, with its `$params` filled from the chart's
 *   context, is where the router must be (`navigationFor`). A step the chart moved to is pushed; a
 *   URL the chart refused is replaced, so Back does not return to a page the user may not see.
 */
import type { HistoryState } from '@tanstack/react-router';
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { isRecord } from '../../machines/is-record';
import { journeyInspector } from './inspector';

/** Path params by name, without the `$`. */
export type RouteParams = Readonly<Record<string, string>>;

/** What the URL shows: the matched route's template (as in `meta.route`) and its params. */
export interface RouteMatch {
  route: string;
  params: RouteParams;
}

/** How one journey translates between its chart and the router. */
export interface JourneyBinding<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  /**
   * The route templates of the journey's own screens. The binding moves the router only while the
   * URL shows one of them, so a link out of the journey (header, footer) is never pulled back.
   */
  routes: readonly string[];
  /** The events telling the chart that the URL now shows `match` (empty when it names no step). */
  visitEvents(match: RouteMatch, snapshot: TSnapshot): TEvent[];
  /** Values for the `$params` of the states' routes, read from the chart's context. */
  routeParams(snapshot: TSnapshot): RouteParams;
  /** Router history state to carry to the state's screen (e.g. the confirmation's data). */
  historyState?(snapshot: TSnapshot): HistoryState | undefined;
  /**
   * Whether the visited history entry was written by another run of the journey (Forward to the
   * meter read's confirmation after Back opened a new form): the visit then starts from it.
   */
  keptByAnotherRun?(state: HistoryState, snapshot: TSnapshot): boolean;
  /** Runs once when the chart reaches a final state, before the router moves there. */
  onDone?(snapshot: TSnapshot): void;
}

/** Where the router should go; `replace` when it corrects a URL the chart refused. */
export interface Navigation {
  to: string;
  replace: boolean;
  state?: HistoryState;
}

/** Why the binding reconciles: the URL changed, or the chart moved on its own (a user event). */
export type SyncCause = 'visit' | 'transition';

/** The first string the active state's `meta` holds under `key`, if any. */
function activeMetaString(
  snapshot: Pick<AnyMachineSnapshot, 'getMeta'>,
  key: 'route' | 'title',
): string | undefined {
  const metas: unknown[] = Object.values(snapshot.getMeta());
  for (const meta of metas) {
    const value = isRecord(meta) ? meta[key] : undefined;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The screen route (`meta.route`) of the active state, or undefined when it owns no screen. */
export function activeRoute(snapshot: Pick<AnyMachineSnapshot, 'getMeta'>): string | undefined {
  return activeMetaString(snapshot, 'route');
}

/** The active state's `meta.title`, if any. */
export function activeTitle(snapshot: Pick<AnyMachineSnapshot, 'getMeta'>): string | undefined {
  return activeMetaString(snapshot, 'title');
}

/**
 * Fills the `$name` segments of a route template; undefined when a param is missing, so the binding
 * never navigates to a half-built path.
 */
export function fillRoute(template: string, params: RouteParams): string | undefined {
  const names = [...template.matchAll(/\$(\w+)/g)].map(([, name]) => name ?? '');
  if (names.some((name) => (params[name] ?? '') === '')) return undefined;
  return template.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** True when `path` is one of the route templates, e.g. `/complaints/pay-as-you-go` of `/complaints/$complaint`. */
export function isPathOf(path: string, routes: readonly string[]): boolean {
  const segments = (value: string) => value.split('/').filter((segment) => segment !== '');
  const actual = segments(path);
  return routes.some((route) => {
    const expected = segments(route);
    return (
      expected.length === actual.length &&
      expected.every((segment, index) => segment.startsWith('$') || segment === actual[index])
    );
  });
}

/** The path the chart's active state lives at, or undefined when it owns no screen. */
export function targetPath<TSnapshot extends AnyMachineSnapshot>(
  snapshot: TSnapshot,
  binding: Pick<JourneyBinding<TSnapshot, EventObject>, 'routeParams'>,
): string | undefined {
  const route = activeRoute(snapshot);
  return route === undefined ? undefined : fillRoute(route, binding.routeParams(snapshot));
}

/** Paths compare without a trailing slash (`/a/` and `/a` are the same screen). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/**
 * The navigation that makes the URL show the chart's state, or null when it already does, when the
 * state owns no screen (e.g. while the browser leaves for another site), or when the URL has left
 * the journey.
 */
export function navigationFor<TSnapshot extends AnyMachineSnapshot>(
  snapshot: TSnapshot,
  binding: Pick<JourneyBinding<TSnapshot, EventObject>, 'routes' | 'routeParams' | 'historyState'>,
  currentPath: string,
  cause: SyncCause,
): Navigation | null {
  if (!isPathOf(currentPath, binding.routes)) return null;
  const to = targetPath(snapshot, binding);
  if (to === undefined || samePath(to, currentPath)) return null;
  const state = binding.historyState?.(snapshot);
  return { to, replace: cause === 'visit', ...(state === undefined ? {} : { state }) };
}

/** Looks up the journey step a route template names. */
export function stepFor<TStep extends string>(
  stepsByRoute: Readonly<Record<string, TStep>>,
  route: string,
): TStep | undefined {
  return Object.prototype.hasOwnProperty.call(stepsByRoute, route)
    ? stepsByRoute[route]
    : undefined;
}

/**
 * The href without a trailing slash on its path (spec §2: `submit-meter-read/` redirects to
 * `submit-meter-read`), search and hash kept; the same href when there is none.
 */
export function withoutTrailingSlash(href: string): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return path.length > 1 && path.endsWith('/') ? `${path.replace(/\/+$/, '')}${rest}` : href;
}

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
   * Whether a visit arriving from `path` at a history entry holding `state` continues this
   * journey: the visitor comes from one of its steps, to an entry this run wrote or none, and a
   * finished journey only into its last screen (Back from the meter read's confirmation is a new
   * form). Coming from anywhere else (another page, a confirmation, a new tab) starts the journey
   * afresh, from what the browser session and the entry kept.
   */
  continuesFrom(path: string | undefined, state: HistoryState = {}): boolean {
    if (path === undefined || !isPathOf(path, this.binding.routes)) return false;
    const snapshot = this.actor.getSnapshot();
    if (this.binding.keptByAnotherRun?.(state, snapshot) === true) return false;
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
