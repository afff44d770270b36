import type { PostfillActorEvent, PostfillContext, PostfillEvent, PostfillKind, PostfillStop } from './types';
import { isPostfillEntry, nextStop } from './walk';

/** Guards of the postfill machine: thin calls of the walk over the cart. */
interface GuardArgs {
  context: PostfillContext;
  event: PostfillEvent | PostfillActorEvent;
}

/**
 * The stop postfill moves to: after a save the current stop counts as visited (each stop once);
 * on entering a postfill route the walk resumes where it stands.
 */
export function upcomingStop({ context, event }: GuardArgs): PostfillStop | null {
  const justSaved = event.type === 'xstate.done.actor.saveCart' && context.current !== null;
  const visited = justSaved && context.current ? [...context.visited, context.current.key] : context.visited;
  return nextStop(context.cart, context.catalogue, visited);
}

const nextIs = (kind: PostfillKind) => (args: GuardArgs) => upcomingStop(args)?.kind === kind;

export const postfillGuards = {
  /** A navigation to anything but a postfill route with p=y leaves postfill. */
  leavesPostfill: ({ event }: GuardArgs) => event.type === 'ROUTE.ENTERED' && !isPostfillEntry(event),
  nextIsProduct: nextIs('product'),
  nextIsAddon: nextIs('addon'),
  nextIsUpsell: nextIs('upsell'),
  nextIsDomain: nextIs('domain'),
  /** The server found no errors in the submitted fields. */
  fieldsValid: ({ event }: GuardArgs) =>
    event.type === 'xstate.done.actor.validateFields' && event.output.valid,
};
