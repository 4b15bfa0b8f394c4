/**
 * Development-only live inspection of the journeys in the Stately inspector (@statelyai/inspect).
 *
 * In `npm run dev`, with `?inspect` in the URL or `VITE_INSPECT=true`, `journeyInspector()` returns an
 * `inspect` callback for `createActor` that streams the actor (and the actors it
 * invokes) to the inspector window. Otherwise it returns undefined and nothing is loaded. Production
 * builds replace `import.meta.env.DEV` with `false`, which leaves `loadInspector` unused, so the
 * bundler drops it together with its dynamic import: @statelyai/inspect is not in dist/ at all
 * (checked by test/build/bundle-budget.test.ts).
 */
import type { InspectionEvent, Observer } from 'xstate';

declare global {
  interface ImportMetaEnv {
    /** 'true' turns the live inspector on for every page of `npm run dev`. */
    readonly VITE_INSPECT?: string;
  }
}

/** The `inspect` option of `createActor`. */
export type JourneyInspect = (event: InspectionEvent) => void;

/** Events kept while the inspector loads; an actor rarely emits more before it is ready. */
const MAX_PENDING_EVENTS = 1000;

let shared: JourneyInspect | undefined;

function inspectorRequested(): boolean {
  if (import.meta.env.VITE_INSPECT === 'true') return true;
  return (
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect')
  );
}

/**
 * An `inspect` callback usable at once: actors are created before the inspector's code has loaded,
 * so their first events (the initial snapshot among them) wait here and are replayed in order.
 */
function loadInspector(): JourneyInspect {
  let target: Observer<InspectionEvent> | 'failed' | undefined;
  const pending: InspectionEvent[] = [];
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const observer = createBrowserInspector().inspect;
      target = observer;
      for (const event of pending.splice(0)) observer.next?.(event);
    })
    .catch((error: unknown) => {
      target = 'failed';
      pending.length = 0;
      console.warn('The Stately inspector could not be loaded', error);
    });
  return (event) => {
    if (target === undefined) {
      if (pending.length < MAX_PENDING_EVENTS) pending.push(event);
    } else if (target !== 'failed') {
      target.next?.(event);
    }
  };
}

/**
 * The `inspect` option for a journey actor: a callback that streams to the Stately inspector in
 * development when `?inspect` is in the URL or `VITE_INSPECT=true`; undefined otherwise and always in
 * production. Every journey of the page shares one inspector window.
 */
export function journeyInspector(): JourneyInspect | undefined {
  if (import.meta.env.DEV && inspectorRequested()) {
    shared ??= loadInspector();
    return shared;
  }
  return undefined;
}
