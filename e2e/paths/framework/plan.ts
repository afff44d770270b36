import type { Edge, ModelGraph } from './graph';

/** A path through the model: the edges a person walks, from the initial state, in a fresh session. */
export interface PlannedPath {
  edges: readonly Edge[];
}

/** Shortest route of edges from `from` to the nearest state with an edge still to walk. */
function routeToUncovered(graph: ModelGraph, from: string, uncovered: ReadonlySet<Edge>): Edge[] | null {
  const seen = new Set([from]);
  const queue: { state: string; route: Edge[] }[] = [{ state: from, route: [] }];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const outgoing = graph.edges.get(next.state) ?? [];
    if (next.route.length > 0 && outgoing.some((edge) => uncovered.has(edge))) return next.route;
    for (const edge of outgoing) {
      if (seen.has(edge.target)) continue;
      seen.add(edge.target);
      queue.push({ state: edge.target, route: [...next.route, edge] });
    }
  }
  return null;
}

/**
 * Paths that together walk every transition of the model (a greedy transition tour): each path
 * starts at the initial state and takes an unwalked edge wherever there is one, else the shortest
 * way to the nearest state that has one; it ends in a final state, when nothing is left to walk
 * from where it is, or at `maxSteps` (so a failure costs one short path, and paths can run in
 * parallel). Deterministic: the same model gives the same paths.
 */
export function planPaths(graph: ModelGraph, maxSteps = 12): PlannedPath[] {
  const uncovered = new Set(graph.allEdges);
  const paths: PlannedPath[] = [];
  while (uncovered.size > 0) {
    const walked: Edge[] = [];
    let at = graph.initial;
    while (walked.length < maxSteps) {
      const fresh = (graph.edges.get(at) ?? []).find((edge) => uncovered.has(edge));
      const route = fresh ? [fresh] : routeToUncovered(graph, at, uncovered);
      if (!route || walked.length + route.length > maxSteps) break;
      for (const edge of route) {
        uncovered.delete(edge);
        walked.push(edge);
        at = edge.target;
      }
    }
    // Edges no path from the initial state reaches stay unwalked (the report lists them).
    if (walked.length === 0) break;
    paths.push({ edges: walked });
  }
  return paths;
}

/** The path as a person could replay it by hand: numbered actions with the screen after each. */
export function describePath(path: PlannedPath): string {
  return path.edges.map((edge, index) => `${index + 1}. ${edge.step.event.type} → ${edge.target}`).join('\n');
}
