import type { Edge, ModelGraph } from './graph';

/** A path through the model: the edges a person walks, from the initial state, in a fresh session. */
export interface PlannedPath {
  edges: readonly Edge[];
}

/** Shortest non-empty route of edges from `from` to the nearest state `isGoal` accepts. */
function routeTo(graph: ModelGraph, from: string, isGoal: (state: string) => boolean): Edge[] | null {
  const seen = new Set([from]);
  const queue: { state: string; route: Edge[] }[] = [{ state: from, route: [] }];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    if (next.route.length > 0 && isGoal(next.state)) return next.route;
    for (const edge of graph.edges.get(next.state) ?? []) {
      if (seen.has(edge.target)) continue;
      seen.add(edge.target);
      queue.push({ state: edge.target, route: [...next.route, edge] });
    }
  }
  return null;
}

/** The nearest state with an edge still to walk. */
const routeToUncovered = (graph: ModelGraph, from: string, uncovered: ReadonlySet<Edge>) =>
  routeTo(graph, from, (state) => (graph.edges.get(state) ?? []).some((edge) => uncovered.has(edge)));

/**
 * Greedy paths from the initial state while `remaining` has anything in it: each path follows
 * `nextRoute` from where it is, and `walk` takes each edge it walks off `remaining`; a path ends
 * when no route is left or the next one would pass `maxSteps` (so a failure costs one short path,
 * and paths can run in parallel). What no path from the initial state reaches stays in `remaining`.
 */
function greedyPaths<T>(
  graph: ModelGraph,
  maxSteps: number,
  remaining: Set<T>,
  nextRoute: (at: string) => Edge[] | null,
  walk: (edge: Edge) => void,
): PlannedPath[] {
  const paths: PlannedPath[] = [];
  while (remaining.size > 0) {
    const walked: Edge[] = [];
    let at = graph.initial;
    while (walked.length < maxSteps) {
      const route = nextRoute(at);
      if (!route || walked.length + route.length > maxSteps) break;
      for (const edge of route) {
        walk(edge);
        walked.push(edge);
        at = edge.target;
      }
    }
    if (walked.length === 0) break;
    paths.push({ edges: walked });
  }
  return paths;
}

/**
 * Paths that together walk every transition of the model (a greedy transition tour): each path
 * starts at the initial state and takes an unwalked edge wherever there is one, else the shortest
 * way to the nearest state that has one; it ends in a final state, when nothing is left to walk
 * from where it is, or at `maxSteps`. Deterministic: the same model gives the same paths. Edges no
 * path from the initial state reaches stay unwalked (the report lists them).
 */
export function planPaths(graph: ModelGraph, maxSteps = 12): PlannedPath[] {
  const uncovered = new Set(graph.allEdges);
  return greedyPaths(
    graph,
    maxSteps,
    uncovered,
    (at) => {
      const fresh = (graph.edges.get(at) ?? []).find((edge) => uncovered.has(edge));
      return fresh ? [fresh] : routeToUncovered(graph, at, uncovered);
    },
    (edge) => uncovered.delete(edge),
  );
}

/** States a set of paths shows, the initial one included. */
function statesShown(graph: ModelGraph, paths: readonly PlannedPath[]): Set<string> {
  return new Set([graph.initial, ...paths.flatMap((path) => path.edges.map((edge) => edge.target))]);
}

/**
 * Paths that together show every state not yet in `shown` (a greedy state tour: from the initial
 * state, the shortest way to the nearest unseen state, again and again, within `maxSteps`).
 */
function planStateVisits(graph: ModelGraph, shown: ReadonlySet<string>, maxSteps: number): PlannedPath[] {
  const unseen = new Set([...graph.states.keys()].filter((state) => !shown.has(state)));
  return greedyPaths(
    graph,
    maxSteps,
    unseen,
    (at) => routeTo(graph, at, (state) => unseen.has(state)),
    (edge) => unseen.delete(edge.target),
  );
}

/**
 * The paths of each locale. A transition does the same in every language, and a screen's words
 * differ by language; so the transition tour is dealt out over the locales in turn (every
 * transition is walked once, in one of them), and each locale then gets the few extra paths that
 * show it the screens its share of the tour did not reach, so every screen is checked in every
 * locale. On the shop's models that is about a fifth fewer steps than the whole tour in each locale.
 */
export function planLocalePaths<L extends string>(
  graph: ModelGraph,
  locales: readonly L[],
  maxSteps = 12,
): Map<L, PlannedPath[]> {
  const tour = planPaths(graph, maxSteps);
  const plans = new Map<L, PlannedPath[]>();
  locales.forEach((locale, turn) => {
    const share = tour.filter((_, index) => index % locales.length === turn);
    plans.set(locale, [...share, ...planStateVisits(graph, statesShown(graph, share), maxSteps)]);
  });
  return plans;
}

/** The path as a person could replay it by hand: numbered actions with the screen after each. */
export function describePath(path: PlannedPath): string {
  return path.edges.map((edge, index) => `${index + 1}. ${edge.step.event.type} → ${edge.target}`).join('\n');
}
