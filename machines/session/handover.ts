import { ROUTES, type RouteTarget } from '../shared/routes';

/** What a session machine hands over when its part of the flow ends (machines/README.md). */
export interface Handover {
  next: RouteTarget;
}

export const handover = (next: RouteTarget): Handover => ({ next });

const isRouteTarget = (value: unknown): value is RouteTarget =>
  typeof value === 'object' &&
  value !== null &&
  'route' in value &&
  typeof value.route === 'string' &&
  Object.hasOwn(ROUTES, value.route);

/**
 * The machine's output: the `output` of the final state it reached. XState passes it untyped to the
 * root `output` mapper, so it is checked here instead of cast; a final state without a hand-over is
 * a programming error and fails loudly (the model tests reach every final state).
 */
export function handoverOf(output: unknown): Handover {
  if (typeof output === 'object' && output !== null && 'next' in output && isRouteTarget(output.next)) {
    return { next: output.next };
  }
  throw new Error(`A session machine ended without a hand-over: ${JSON.stringify(output)}`);
}
