/**
 * Model-based testing helpers over the product charts (xstate/graph `TestModel`).
 *
 * - `createChartModel` wraps a chart in a `TestModel` whose `events` are the samples the current state
 *   accepts, so generated paths have no no-op steps.
 * - `pathsCoveringEveryEdge` = shortest paths to every (state, context) vertex plus, for every edge of
 *   the adjacency map that those paths do not walk, the shortest path to its source extended by that
 *   edge. Shortest paths alone reach every vertex but skip edges back into visited vertices (Back links,
 *   retries after an error), which are exactly the transitions worth testing.
 * - `ChartCoverage` records, from the inspection stream of the actor under test, which state nodes
 *   were active and which transition definitions were taken (eventless ones included), and compares
 *   them with the totals read from the chart definition.
 */
import type {
  ActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';
import {
  getStateNodes,
  TestModel,
  type SerializedEvent,
  type SerializedSnapshot,
  type StatePath,
  type TestPath,
} from 'xstate/graph';

/** Ids of every state node of the chart below its root. */
export function chartStateIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

function eventLabel(eventType: string): string {
  return eventType === '' ? 'always' : eventType;
}

/**
 * Identifies a transition definition by source, event, position among the source's alternatives for
 * that event (guarded alternatives can share a target) and targets (`(self)` when targetless).
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const eventType = String(transition.eventType);
  const siblings =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(self)';
  return `${source.id} --${eventLabel(eventType)}[${index}]--> ${targets}`;
}

/** Keys of every transition definition in the chart, eventless ones included. */
export function chartTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

function valueIncludesPath(value: unknown, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  if (typeof value === 'string') return rest.length === 0 && value === head;
  if (typeof value !== 'object' || value === null || !(head in value)) return false;
  return valueIncludesPath((value as Record<string, unknown>)[head], rest);
}

/** Ids of the state nodes active in a state value (compound ancestors included). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  return getStateNodes(machine.root)
    .filter((node) => valueIncludesPath(value, node.path))
    .map((node) => node.id);
}

/** Records state and transition coverage of one chart from the inspection stream of root actors. */
export class ChartCoverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  /** State ids whose `path.test({ states })` check has run at least once. */
  readonly checked = new Set<string>();
  readonly #machine: AnyStateMachine;

  constructor(machine: AnyStateMachine) {
    this.#machine = machine;
  }

  /** Pass as `inspect` to `createActor`; events of child actors are ignored. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    for (const transition of event._transitions) {
      this.transitions.add(transitionKey(transition));
      // The source was active even when it was left within the same macrostep (eventless moves).
      this.states.add(transition.source.id);
    }
    const { snapshot } = event;
    if ('value' in snapshot) {
      for (const id of activeStateIds(this.#machine, snapshot.value)) this.states.add(id);
    }
  };

  /** Records the states of a snapshot reached without a microstep (the initial state). */
  recordSnapshot(snapshot: AnyMachineSnapshot): void {
    for (const id of activeStateIds(this.#machine, snapshot.value)) this.states.add(id);
  }

  /**
   * Wraps the `states` checks of `path.test` so the coverage knows which ran; every state node of the
   * chart must have one.
   */
  checks<TSnapshot>(
    states: Record<string, (snapshot: TSnapshot) => void | Promise<void>>,
  ): Record<string, (snapshot: TSnapshot) => void | Promise<void>> {
    const missing = chartStateIds(this.#machine).filter((id) => !(id in states));
    if (missing.length > 0) throw new Error(`no state check for ${missing.join(', ')}`);
    return Object.fromEntries(
      Object.entries(states).map(([id, check]) => [
        id,
        async (snapshot: TSnapshot) => {
          await check(snapshot);
          this.checked.add(id);
        },
      ]),
    );
  }

  /** State ids of the chart whose check never ran. */
  uncheckedStates(): string[] {
    return chartStateIds(this.#machine).filter((id) => !this.checked.has(id));
  }

  /** State ids of the chart never active. */
  missingStates(): string[] {
    return chartStateIds(this.#machine).filter((id) => !this.states.has(id));
  }

  /** Transition keys of the chart never taken. */
  missingTransitions(): string[] {
    return chartTransitionKeys(this.#machine).filter((key) => !this.transitions.has(key));
  }

  /** e.g. `states 7/7, transitions 25/25`. */
  summary(): string {
    const states = chartStateIds(this.#machine);
    const transitions = chartTransitionKeys(this.#machine);
    const coveredStates = states.filter((id) => this.states.has(id)).length;
    const coveredTransitions = transitions.filter((key) => this.transitions.has(key)).length;
    return `states ${coveredStates}/${states.length}, transitions ${coveredTransitions}/${transitions.length}`;
  }
}

/** Options of `createChartModel`. */
export interface ChartModelOptions<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
> {
  /** Every event sample, user events and `xstate.done.actor.*` / `xstate.error.actor.*` alike. */
  samples: readonly TEvent[];
  /** Extra realism filter, e.g. "the address child only reports a clear after a selection". */
  when?: (snapshot: TSnapshot, event: TEvent) => boolean;
  input?: TInput;
}

/**
 * A `TestModel` over the product chart whose `events` are the samples the snapshot accepts (an enabled
 * transition exists for them) and that pass `when`. State keys in `path.test({ states })` are state
 * node ids, e.g. `complaint.enterDetails`.
 */
export function createChartModel<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
>(
  machine: AnyStateMachine,
  options: ChartModelOptions<TSnapshot, TEvent, TInput>,
): TestModel<TSnapshot, TEvent, TInput> {
  // The chart declares only its user events, but at run time it also takes the done/error events of
  // its invoked actors, which the model must sample; hence the wider event type of the logic.
  const logic = machine as unknown as ActorLogic<TSnapshot, TEvent, TInput>;
  const accepts = (snapshot: TSnapshot, event: TEvent): boolean =>
    machine.getTransitionData(snapshot, event).length > 0;
  return new TestModel(logic, {
    events: (snapshot) =>
      options.samples.filter(
        (event) => accepts(snapshot, event) && (options.when?.(snapshot, event) ?? true),
      ),
    stateMatcher: (snapshot, key) => activeStateIds(machine, snapshot.value).includes(key),
    serializeState: modelStateKey,
    input: options.input,
    logger: { log: () => undefined, error: () => undefined },
  });
}

/**
 * Snapshots are compared without the random idempotency key a journey mints on submit (only the data
 * it was minted for count). Otherwise every submit would reach a state never seen before and the
 * traversal would not end.
 */
function withoutMintedKeys(key: string, value: unknown): unknown {
  return key === 'submissionKey' && typeof value === 'object' && value !== null && 'data' in value
    ? { data: value.data }
    : value;
}

/** The model's state identity: value and context, as xstate/graph's default, minus minted keys. */
function modelStateKey(snapshot: AnyMachineSnapshot): string {
  const { value, context } = snapshot as { value: unknown; context: unknown };
  return JSON.stringify({ value, context }, withoutMintedKeys);
}

/** Values longer than this are cut in event labels, so path names stay readable. */
const LABEL_VALUE_LENGTH = 24;
/** More differing values than this and an event is labelled by its position among its samples. */
const LABEL_VALUE_COUNT = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Error) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** The leaf values of an event below `type`, keyed by their dotted path. */
function eventLeaves(value: unknown, path = ''): Map<string, unknown> {
  if (!isPlainObject(value)) return new Map([[path, value]]);
  return new Map(
    Object.entries(value)
      .filter(([key]) => path !== '' || key !== 'type')
      .flatMap(([key, child]) => [...eventLeaves(child, path === '' ? key : `${path}.${key}`)]),
  );
}

function renderLeaf(value: unknown): string {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) =>
      item === null || typeof item !== 'object' ? String(item) : undefined,
    );
    const listed = `[${items.join(',')}]`;
    if (!items.includes(undefined) && listed.length <= LABEL_VALUE_LENGTH) return listed;
    return value.length === 1 ? '1 item' : `${value.length} items`;
  }
  if (typeof value === 'string') {
    const text =
      value.length > LABEL_VALUE_LENGTH ? `${value.slice(0, LABEL_VALUE_LENGTH - 1)}…` : value;
    return JSON.stringify(text);
  }
  if (value === null || typeof value !== 'object') return String(value);
  return '{…}';
}

/**
 * Labels for the events of a model's paths, so that path names are unique and say which sample each
 * step sends: the event type when it has a single sample, else the type with the values that tell
 * the samples apart (`type.choose(value="energy")`), or with the sample's position among those of its
 * type (`reading.submit#2`) when more than two values differ.
 */
function sampleEventLabels<TEvent extends EventObject>(
  events: Iterable<TEvent>,
): (event: TEvent) => string {
  const byType = new Map<string, TEvent[]>();
  const seen = new Set<string>();
  for (const event of events) {
    const serialized = JSON.stringify(event);
    if (seen.has(serialized)) continue;
    seen.add(serialized);
    byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  }
  const labels = new Map<string, string>();
  for (const [type, samples] of byType) {
    if (samples.length === 1) {
      labels.set(JSON.stringify(samples[0]), type);
      continue;
    }
    const leaves = samples.map((sample) => eventLeaves(sample));
    const paths = [...new Set(leaves.flatMap((leaf) => [...leaf.keys()]))];
    const differing = paths.filter(
      (path) => new Set(leaves.map((leaf) => JSON.stringify(leaf.get(path)))).size > 1,
    );
    const byValues = leaves.map(
      (leaf) =>
        `${type}(${differing
          .map((path) => `${path.split('.').at(-1) ?? path}=${renderLeaf(leaf.get(path))}`)
          .join(', ')})`,
    );
    const usable =
      differing.length <= LABEL_VALUE_COUNT && new Set(byValues).size === samples.length;
    samples.forEach((sample, index) => {
      labels.set(
        JSON.stringify(sample),
        usable ? (byValues[index] ?? type) : `${type}#${index + 1}`,
      );
    });
  }
  return (event) => labels.get(JSON.stringify(event)) ?? event.type;
}

function describePath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  path: StatePath<TSnapshot, TEvent>,
  label: (event: TEvent) => string = (event) => event.type,
): string {
  const events = path.steps.slice(1).map((step) => label(step.event));
  return `${JSON.stringify(path.state.value)} via ${events.length ? events.join(' → ') : '(initial)'}`;
}

/**
 * Shortest paths to every vertex, plus one path per adjacency edge the shortest paths do not walk, so
 * that the union walks every edge of the model. Each path's `description` is its test name: the state
 * value it ends in and its events, labelled by `sampleEventLabels`; the names are unique, so one path
 * can be run by name (`vitest -t`).
 */
export function pathsCoveringEveryEdge<
  TSnapshot extends AnyMachineSnapshot,
  TEvent extends EventObject,
  TInput,
>(model: TestModel<TSnapshot, TEvent, TInput>): Array<TestPath<TSnapshot, TEvent>> {
  const key = (snapshot: TSnapshot): string => JSON.stringify(snapshot, withoutMintedKeys);
  const edgeKey = (snapshot: TSnapshot, event: TEvent): string =>
    `${key(snapshot)}|${JSON.stringify(event)}`;

  const toVertex = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [key(path.state), path]),
  );
  const shortest = model.getShortestPaths();
  const walked = new Set(
    shortest.flatMap((path) =>
      path.steps.slice(1).map((step, index) => {
        const previous = path.steps[index];
        if (previous === undefined) throw new Error('path step without predecessor');
        return edgeKey(previous.state, step.event);
      }),
    ),
  );

  const adjacency = model.getAdjacencyMap();
  const edges: Array<{ source: TSnapshot; event: TEvent; target: TSnapshot }> = [];
  for (const vertexKey of Object.keys(adjacency) as SerializedSnapshot[]) {
    const vertex = adjacency[vertexKey];
    if (vertex === undefined) continue;
    const { state: source, transitions } = vertex;
    for (const serializedEvent of Object.keys(transitions) as SerializedEvent[]) {
      const edge = transitions[serializedEvent];
      if (edge !== undefined) edges.push({ source, event: edge.event, target: edge.state });
    }
  }
  const label = sampleEventLabels(edges.map(({ event }) => event));

  const extra: Array<TestPath<TSnapshot, TEvent>> = [];
  for (const { source, event, target } of edges) {
    if (walked.has(edgeKey(source, event))) continue;
    const head = toVertex.get(key(source));
    if (head === undefined) throw new Error(`no path reaches ${key(source)}`);
    const statePath: StatePath<TSnapshot, TEvent> = {
      state: target,
      steps: [...head.steps, { state: target, event }],
      weight: head.weight + 1,
    };
    extra.push({
      ...statePath,
      description: describePath(statePath, label),
      test: (params) => model.testPath(statePath, params),
    });
  }
  const paths = [
    ...shortest.map((path) => ({ ...path, description: describePath(path, label) })),
    ...extra,
  ];
  const names = new Set<string>();
  for (const { description } of paths) {
    if (names.has(description)) throw new Error(`two paths are named ${description}`);
    names.add(description);
  }
  return paths;
}

/** Fails with the offending step when a path has a step that does not change the snapshot. */
export function assertNoNoOpSteps<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  path: StatePath<TSnapshot, TEvent>,
): void {
  path.steps.slice(1).forEach((step, index) => {
    const previous = path.steps[index];
    if (previous !== undefined && JSON.stringify(previous.state) === JSON.stringify(step.state)) {
      throw new Error(`no-op step ${step.event.type} in ${describePath(path)}`);
    }
  });
}
