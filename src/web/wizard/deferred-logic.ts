import type { AnyActorLogic } from 'xstate';

/** Actor logic whose code arrives later (a chunk of its own), and the means to fetch it. */
export interface DeferredLogic<TLogic extends AnyActorLogic> {
  /** Stands in for the real logic from the start; usable only once `load` has resolved. */
  logic: TLogic;
  isLoaded(): boolean;
  /** Fetches the real logic once; a failed fetch is tried again on the next call. */
  load(): Promise<void>;
}

/**
 * The wizard's machine is built once with every area's logic, but an area's code should be
 * downloaded only when the wizard enters the area. This stand-in hands each call the actor makes
 * (start, transition, snapshots) to the real logic; the wizard enters an area only after `load`
 * (its `loadingArea` state), so the stand-in never runs without it.
 */
export function deferredLogic<TLogic extends AnyActorLogic>(
  fetch: () => Promise<TLogic>,
): DeferredLogic<TLogic> {
  let loaded: TLogic | null = null;
  let loading: Promise<void> | null = null;
  const real = (): TLogic => {
    if (!loaded) throw new Error('An area ran before its code was loaded');
    return loaded;
  };
  const standIn: AnyActorLogic = {
    transition: (snapshot, event, scope) => real().transition(snapshot, event, scope),
    start: (snapshot, scope) => real().start?.(snapshot, scope),
    getInitialSnapshot: (scope, input) => real().getInitialSnapshot(scope, input),
    getPersistedSnapshot: (snapshot, options) => real().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (persisted, scope) => {
      const logic = real();
      return logic.restoreSnapshot ? logic.restoreSnapshot(persisted, scope) : persisted;
    },
  };
  return {
    // The stand-in answers every call of TLogic's actor by TLogic itself.
    logic: standIn as TLogic,
    isLoaded: () => loaded !== null,
    load: () => {
      loading ??= fetch().then(
        (logic) => {
          loaded = logic;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
