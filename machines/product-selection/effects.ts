import { type ActionFunction, enqueueActions } from 'xstate';
import type { NotifyEmitted } from '../shared/events';
import type { Update } from './actions';
import type { ProductSelectionContext, ProductSelectionEvent } from './types';

type Context = ProductSelectionContext;
type Event = ProductSelectionEvent;

/** An updater of actions.ts: the context and the action's params in, the change and notices out. */
type Updater = (context: Context, params: never) => Update;

type ParamsOf<U extends Updater> = Parameters<U>[1];

/** The XState action of one updater: assigns its patch, then emits its notices. */
export type PerformedAction<P> = ActionFunction<
  Context,
  Event,
  Event,
  P,
  never,
  never,
  never,
  never,
  NotifyEmitted
>;

function performed<P>(updater: (context: Context, params: P) => Update): PerformedAction<P> {
  return enqueueActions<Context, Event, P, Event, never, never, never, never, NotifyEmitted>(
    ({ context, enqueue }, params) => {
      const update = updater(context, params);
      enqueue.assign(update.patch);
      for (const notice of update.notices) enqueue.emit({ type: 'notify', notice });
    },
  );
}

/**
 * The named actions of a set of updaters (the machine passes all of actions.ts): each updater's
 * name becomes the action's name, its second parameter the action's params.
 */
export function performing<U extends Record<string, Updater>>(
  updaters: U,
): { [K in keyof U]: PerformedAction<ParamsOf<U[K]>> } {
  return Object.fromEntries(
    Object.entries(updaters).map(([name, updater]) => [name, performed(updater)]),
  ) as { [K in keyof U]: PerformedAction<ParamsOf<U[K]>> };
}
