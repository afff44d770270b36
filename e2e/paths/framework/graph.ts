import { type AnyStateMachine, createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestModel } from 'xstate/graph';

export type ModelSnapshot = SnapshotFrom<AnyStateMachine>;
export type ModelTestModel = TestModel<ModelSnapshot, EventObject, unknown>;

/** One step of a path: the event a person causes and the state the model is in afterwards. */
export interface PathStep {
  event: EventObject;
  state: ModelSnapshot;
}

/** An edge of the model's graph: from a state, by an event, to a state. */
export interface Edge {
  /** `source --EVENT--> target`, the transition's name in reports. */
  id: string;
  source: string;
  target: string;
  step: PathStep;
}

/** The model's graph as xstate/graph walks it from the initial state. */
export interface ModelGraph {
  testModel: ModelTestModel;
  initial: string;
  /** Reachable states by key (the state path, e.g. `form.empty`). */
  states: ReadonlyMap<string, ModelSnapshot>;
  /** Outgoing edges of each state, in the machine's order. */
  edges: ReadonlyMap<string, readonly Edge[]>;
  /** Every transition, for coverage. */
  allEdges: readonly Edge[];
}

/** `form.empty` for `{ form: 'empty' }`: the model's states carry no context, so the value names them. */
export function stateKey(snapshot: ModelSnapshot): string {
  const flatten = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, child]) => flatten(child).map((rest) => `${key}.${rest}`));
  };
  return flatten(snapshot.value).join(' | ');
}

/**
 * The graph of a user-level model (xstate/graph's createTestModel and its adjacency map): every
 * state reachable from the initial one and every transition between them.
 */
export function modelGraph(machine: AnyStateMachine): ModelGraph {
  // States by value alone: the test model's default key also names the transition that led there.
  const testModel = createTestModel(machine, {
    serializeState: (snapshot) => stateKey(snapshot),
  }) as unknown as ModelTestModel;
  const adjacency = testModel.getAdjacencyMap();
  const states = new Map<string, ModelSnapshot>();
  const edges = new Map<string, Edge[]>();
  const allEdges: Edge[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    const source = stateKey(state);
    states.set(source, state);
    const outgoing: Edge[] = [];
    for (const { event, state: next } of Object.values(transitions) as PathStep[]) {
      const target = stateKey(next);
      const edge = {
        id: `${source} --${event.type}--> ${target}`,
        source,
        target,
        step: { event, state: next },
      };
      outgoing.push(edge);
      allEdges.push(edge);
    }
    edges.set(source, outgoing);
  }
  const initial = stateKey(createActor(machine).getSnapshot());
  return { testModel, initial, states, edges, allEdges };
}
