import { MAX_NESTING_DEPTH, nestsDeeperThan } from '@contract/nesting-depth';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './api-error';

/**
 * Refuses a parsed body nested deeper than MAX_NESTING_DEPTH with 400 `body_too_deep`, for every
 * route alike and before any check of the route walks it, so no walk over a body can exhaust the
 * stack. Installed before the routes are added, so each of them gets the hook.
 */
export function installBodyDepthLimit(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_NESTING_DEPTH)) throw new HttpError(400, 'body_too_deep');
  });
}
