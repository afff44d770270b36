import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * A call the server does not serve yet: the actor rejects, so the machine takes its error path and
 * nothing pretends to have succeeded.
 */
export function notAvailable<Output, Input>(name: string): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(() => Promise.reject(new Error(`${name}: not available yet`)));
}
