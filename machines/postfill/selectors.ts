import type { SnapshotFrom } from 'xstate';
import type { RouteTarget } from '../shared/routes';
import type { postfillMachine } from './postfill.machine';

export type PostfillSnapshot = SnapshotFrom<typeof postfillMachine>;

/** The postfill screen on show with its query (row, element, domain, p=y), or null between stops. */
export const currentTarget = (snapshot: PostfillSnapshot): RouteTarget | null =>
  snapshot.context.current?.target ?? null;
