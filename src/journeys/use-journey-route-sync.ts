import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import {
  navigationFor,
  type JourneyBinding,
  type RouteMatch,
  type RouteParams,
  type SyncCause,
} from './route-sync';

function sameParams(a: RouteParams, b: RouteParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function stringParams(params: Record<string, unknown>): RouteParams {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
}

/**
 * Binds a journey actor to the router (DESIGN.md "The one idea"), in the journey's layout route:
 *
 * 1. Whenever the URL changes (first mount, reload, Back/Forward, a restore from the back/forward
 *    cache), the matched route is translated into the journey's visit events and sent to the actor.
 *    The chart accepts or refuses them.
 * 2. After every snapshot change, and after each batch of visit events, the router is sent to the
 *    active state's `meta.route` if the URL shows something else: pushed when the chart moved on,
 *    replaced when it refused the URL.
 *
 * Route components never navigate; they send events and render the view of the state.
 */
export function useJourneyRouteSync<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
>(actor: ActorRef<TSnapshot, TEvent>, binding: JourneyBinding<TSnapshot, TEvent>): void {
  const router = useRouter();
  const match = useMatches({
    select: (matches): RouteMatch | undefined => {
      const leaf = matches.at(-1);
      return leaf && { route: leaf.fullPath, params: stringParams(leaf.params) };
    },
    structuralSharing: false,
  });
  // The same match object while route and params are unchanged, so effects run on URL changes only.
  const matchRef = useRef(match);
  if (
    match !== undefined &&
    (matchRef.current === undefined ||
      matchRef.current.route !== match.route ||
      !sameParams(matchRef.current.params, match.params))
  ) {
    matchRef.current = match;
  }
  const currentMatch = matchRef.current;

  // Kept in a ref so the effects below do not re-run when the caller passes a new object.
  const bindingRef = useRef(binding);
  useEffect(() => {
    bindingRef.current = binding;
  });

  // While visit events are being sent, intermediate snapshots must not move the router.
  const visiting = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    const reconcile = (cause: SyncCause): void => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'done' && !finished.current) {
        finished.current = true;
        bindingRef.current.onDone?.(snapshot);
      }
      // The latest location includes a navigation still loading, so nothing is pushed twice.
      const navigation = navigationFor(
        snapshot,
        bindingRef.current,
        router.latestLocation.pathname,
        cause,
      );
      if (navigation === null) return;
      void router.navigate({
        to: navigation.to,
        replace: navigation.replace,
        ...(navigation.state === undefined ? {} : { state: navigation.state }),
      });
    };

    const visit = (visited: RouteMatch | undefined): void => {
      if (visited !== undefined) {
        visiting.current = true;
        try {
          for (const event of bindingRef.current.visitEvents(visited, actor.getSnapshot())) {
            actor.send(event);
          }
        } finally {
          visiting.current = false;
        }
      }
      reconcile('visit');
    };

    const subscription = actor.subscribe(() => {
      if (!visiting.current) reconcile('transition');
    });
    visit(currentMatch);

    // A page restored from the back/forward cache (e.g. Back from an external complaint page)
    // keeps its old actor: tell it again what the URL shows.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) visit(matchRef.current);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [actor, router, currentMatch]);
}
