import type { RouteEnteredEvent } from '@machines/shared/events';
import type { RouteId, RouteQuery } from '@machines/shared/routes';
import type { AnyEventObject } from 'xstate';

/** The router reporting a navigation (parsed and sanitised). */
export const routeEntered = (route: RouteId, query: RouteQuery = {}): RouteEnteredEvent => ({
  type: 'ROUTE.ENTERED',
  route,
  params: {},
  query,
});

/** An invoked call answering (what the app's real call would resolve with). */
export const done = (actor: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${actor}`,
  output,
});

/** An invoked call failing, e.g. with the API client's error carrying the HTTP status. */
export const failed = (actor: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${actor}`,
  error,
});

/** Shape of the app API client's rejection (status 0 means no answer). */
export const httpError = (status: number) => ({
  name: 'ApiRequestError',
  status,
  message: `status ${status}`,
});
