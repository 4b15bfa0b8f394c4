/**
 * Structure rules every chart in machines/index.ts keeps, so that it opens in Stately Studio and the
 * VS Code visual editor as it is, and so that the router can navigate to every screen state.
 *
 * 1. Every guard, action, actor and delay a state node refers to is a name registered in `setup()`
 *    (`machine.implementations`); no inline functions. `and` / `or` / `not` are fine when the guards
 *    inside them are named.
 * 2. Screen states. In a journey chart that is not embedded in another chart, every atomic state
 *    that is not final owns a screen and carries `meta.route`, unless the chart marks it
 *    `meta: { screen: false }` or it is transient (an unguarded `always` leaves it at once). Final
 *    states may carry a route (a confirmation page) and need not. An embedded chart (one that another
 *    chart registers as an actor, like address selection) renders inside its parent's screen, so none
 *    of its states carries a route. Cross-cutting charts (session, consent) run beside the pages and
 *    own no screens.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { crossCuttingCharts, journeyCharts } from '../../machines/index';

/**
 * Screenless states that their chart does not mark yet; each waits for `meta: { screen: false }`
 * (and a meta type that allows it) from the chart's owner. Remove an entry once it is marked.
 */
const AWAITING_SCREEN_FALSE: readonly string[] = ['complaint.leavingForOtherComplaint'];

type ReferenceKind = 'guards' | 'actions' | 'actors' | 'delays';

interface Reference {
  kind: ReferenceKind;
  where: string;
  ref: unknown;
}

const journeys: Record<string, AnyStateMachine> = journeyCharts;
const crossCutting: Record<string, AnyStateMachine> = crossCuttingCharts;
const allCharts = Object.entries({ ...journeys, ...crossCutting });

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const visit = (node: AnyStateNode): AnyStateNode[] => [
    node,
    ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(visit),
  ];
  return visit(machine.root);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Guards inside xstate's `and` / `or` / `not`, or undefined for any other guard. */
function combinedGuards(guard: unknown): unknown[] | undefined {
  if (typeof guard !== 'function' || !('check' in guard) || !('guards' in guard)) return undefined;
  return Array.isArray(guard.guards) ? (guard.guards as unknown[]) : undefined;
}

function guardLeaves(guard: unknown): unknown[] {
  const inner = combinedGuards(guard);
  return inner === undefined ? [guard] : inner.flatMap(guardLeaves);
}

/** The `raise` / `cancel` pair xstate adds to a state's entry/exit to run its `after` timers. */
function isTimerAction(node: AnyStateNode, action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const timers = new Set((node.after as Array<{ eventType: string }>).map((t) => t.eventType));
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown };
  const timerId = type === 'xstate.raise' ? id : type === 'xstate.cancel' ? sendId : undefined;
  return typeof timerId === 'string' && timers.has(timerId);
}

function referencesOf(machine: AnyStateMachine): Reference[] {
  return stateNodes(machine).flatMap((node): Reference[] => {
    const here = `#${node.id}`;
    const entryExit = (['entry', 'exit'] as const).flatMap((phase) =>
      (node[phase] as unknown[])
        .filter((action) => !isTimerAction(node, action))
        .map((ref): Reference => ({ kind: 'actions', where: `${here} ${phase}`, ref })),
    );
    const invokes = (node.invoke as Array<{ id: string; src: unknown }>).map(
      ({ id, src }): Reference => ({ kind: 'actors', where: `${here} invoke ${id}`, ref: src }),
    );
    const delays = (node.after as Array<{ delay: unknown }>).map(({ delay }): Reference => ({
      kind: 'delays',
      where: `${here} after`,
      ref: delay,
    }));
    const transitions = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
      ...(node.type === 'compound' ? [node.initial] : []),
    ].flatMap((transition): Reference[] => {
      const where = `${here} on ${String(transition.eventType) || 'always'}`;
      const guard: unknown = 'guard' in transition ? transition.guard : undefined;
      return [
        ...(guard === undefined ? [] : guardLeaves(guard)).map((ref): Reference => ({
          kind: 'guards',
          where,
          ref,
        })),
        ...(transition.actions as unknown[]).map((ref): Reference => ({
          kind: 'actions',
          where,
          ref,
        })),
      ];
    });
    return [...entryExit, ...invokes, ...delays, ...transitions];
  });
}

function referenceName(ref: unknown): string | undefined {
  if (typeof ref === 'string') return ref;
  if (isRecord(ref) && typeof ref !== 'function' && typeof ref.type === 'string') return ref.type;
  return undefined;
}

/** What is wrong with one reference, or undefined when it names a registered implementation. */
function problemWith(
  machine: AnyStateMachine,
  { kind, where, ref }: Reference,
): string | undefined {
  const implementations = machine.implementations as Record<ReferenceKind, unknown>;
  const registered = implementations[kind];
  const names = isRecord(registered) ? Object.keys(registered) : [];
  const singular = kind.slice(0, -1);
  if (kind === 'delays' && typeof ref === 'number') {
    return `${where}: ${ref} ms is an inline delay; name it in setup({ delays })`;
  }
  const name = referenceName(ref);
  // xstate names inline actor logic `xstate.invoke.<n>.<state id>`.
  if (name === undefined || (kind === 'actors' && name.startsWith('xstate.invoke.'))) {
    const what = typeof ref === 'function' ? 'an inline function' : 'inline';
    return `${where}: the ${singular} is ${what}; register it by name in setup({ ${kind} })`;
  }
  if (!names.includes(name)) return `${where}: ${singular} '${name}' is not registered in setup()`;
  return undefined;
}

function meta(node: AnyStateNode): Record<string, unknown> {
  const value: unknown = node.meta;
  return isRecord(value) ? value : {};
}

function isTransient(node: AnyStateNode): boolean {
  return (node.always ?? []).some((transition) => transition.guard === undefined);
}

/** Charts that another chart registers as one of its actors. */
function embeddedChartIds(): Set<string> {
  const invoked = new Set(
    allCharts.flatMap(([, machine]) =>
      Object.values((machine.implementations as { actors: Record<string, unknown> }).actors),
    ),
  );
  return new Set(allCharts.filter(([, machine]) => invoked.has(machine)).map(([id]) => id));
}

const embedded = embeddedChartIds();

describe.each(allCharts)('the %s chart', (_id, machine) => {
  it('refers to guards, actions, actors and delays only by names registered in setup()', () => {
    const problems = referencesOf(machine).flatMap((reference) => {
      const problem = problemWith(machine, reference);
      return problem === undefined ? [] : [problem];
    });
    expect(problems).toEqual([]);
  });
});

const screenJourneys = Object.entries(journeys).filter(([id]) => !embedded.has(id));

describe.each(screenJourneys)('screen states of the %s journey', (_id, machine) => {
  it('that carry a route give it as an absolute path and are never marked screenless', () => {
    const routed = stateNodes(machine).filter((node) => meta(node).route !== undefined);
    expect(routed.length).toBeGreaterThan(0);
    const notAbsolute = routed
      .filter((node) => {
        const { route } = meta(node);
        return typeof route !== 'string' || !/^\/\S*$/.test(route);
      })
      .map((node) => `#${node.id}`);
    expect(notAbsolute).toEqual([]);
    const markedScreenless = routed
      .filter((node) => meta(node).screen === false)
      .map((node) => `#${node.id}`);
    expect(markedScreenless).toEqual([]);
  });

  const screenStates = stateNodes(machine).filter(
    (node) =>
      node.type === 'atomic' &&
      meta(node).screen !== false &&
      !isTransient(node) &&
      !AWAITING_SCREEN_FALSE.includes(node.id),
  );

  it('carry meta.route, so the binding can navigate to them', () => {
    expect(screenStates.length).toBeGreaterThan(0);
    const withoutRoute = screenStates
      .filter((node) => typeof meta(node).route !== 'string')
      .map((node) => node.id);
    expect(withoutRoute).toEqual([]);
  });
});

describe.each(Object.entries(journeys).filter(([id]) => embedded.has(id)))(
  'the embedded %s chart',
  (_id, machine) => {
    it("carries no routes: it renders inside its parent state's screen", () => {
      const routed = stateNodes(machine)
        .filter((node) => meta(node).route !== undefined)
        .map((node) => node.id);
      expect(routed).toEqual([]);
    });
  },
);

describe.each(Object.entries(crossCutting))('the cross-cutting %s chart', (_id, machine) => {
  it('carries no routes: it runs beside the pages and owns no screen', () => {
    const routed = stateNodes(machine)
      .filter((node) => meta(node).route !== undefined)
      .map((node) => node.id);
    expect(routed).toEqual([]);
  });
});

describe('states awaiting a screen: false mark', () => {
  const nodes = new Map(
    allCharts.flatMap(([, machine]) => stateNodes(machine).map((node) => [node.id, node])),
  );

  it.each(AWAITING_SCREEN_FALSE)(
    '%s still exists, is unmarked and has no route (remove it from the list once marked)',
    (id) => {
      const node = nodes.get(id);
      expect(node, `${id} is no longer a state`).toBeDefined();
      if (node === undefined) return;
      expect(meta(node).screen).toBeUndefined();
      expect(meta(node).route).toBeUndefined();
    },
  );
});
