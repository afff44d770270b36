import { describe, expect, it } from 'vitest';
import { modelGraph } from '../../e2e/paths/framework/graph';
import { planLocalePaths, planPaths } from '../../e2e/paths/framework/plan';
import { USER_MODELS } from '../../e2e/paths/models';

/**
 * The browser paths' plan (e2e/paths/framework/plan.ts), checked on every user-level model without
 * a browser: the transition tour is shared out over the locales, and each locale still sees every
 * screen.
 */
const LOCALES = ['de-DE', 'en-GB'] as const;

describe.each(USER_MODELS.map((model) => [model.title, model] as const))('paths of %s', (_title, model) => {
  const graph = modelGraph(model.machine);
  const plans = planLocalePaths(graph, LOCALES);
  const allPlanned = LOCALES.flatMap((locale) => plans.get(locale) ?? []);

  it('walk every transition in one locale or the other', () => {
    const walked = new Set(allPlanned.flatMap((path) => path.edges.map((edge) => edge.id)));
    expect(graph.allEdges.map((edge) => edge.id).filter((id) => !walked.has(id))).toEqual([]);
  });

  it.each(LOCALES)('visit every state in %s', (locale) => {
    const shown = new Set([
      graph.initial,
      ...(plans.get(locale) ?? []).flatMap((path) => path.edges.map((edge) => edge.target)),
    ]);
    expect([...graph.states.keys()].filter((state) => !shown.has(state))).toEqual([]);
  });

  it('start every path at the initial state, follow the graph and stop within 12 steps', () => {
    for (const path of allPlanned) {
      expect(path.edges.length).toBeGreaterThan(0);
      expect(path.edges.length).toBeLessThanOrEqual(12);
      expect(path.edges[0]?.source).toBe(graph.initial);
      path.edges.slice(1).forEach((edge, index) => {
        expect(edge.source).toBe(path.edges[index]?.target);
      });
    }
  });

  it('walk fewer steps than the whole tour in each locale', () => {
    const steps = (paths: readonly { edges: readonly unknown[] }[]) =>
      paths.reduce((sum, path) => sum + path.edges.length, 0);
    expect(steps(allPlanned)).toBeLessThan(steps(planPaths(graph)) * LOCALES.length);
  });
});
