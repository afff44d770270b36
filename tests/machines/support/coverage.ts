import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { expectSameAfterJson } from './json-round-trip';

/**
 * Transition and guard coverage of a statechart, measured by replaying event sequences on a real
 * actor. Every transition of every state node (event transitions and `always`) is one item; a
 * transition counts as covered when a microstep takes it. Every named guard has two outcomes,
 * true and false; an outcome counts when the guard returned it during a replay.
 */
export interface TransitionItem {
  key: string;
  source: string;
  event: string;
  guard: string | null;
}

export interface CoverageReport {
  machine: string;
  transitions: { covered: number; total: number; missing: string[] };
  guards: { covered: number; total: number; missing: string[] };
  states: { visited: number; total: number; missing: string[] };
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'inline guard';
}

function describeTargets(transition: AnyTransitionDefinition): string {
  return transition.target?.map((node: AnyStateNode) => `#${node.id}`).join(',') ?? '(self)';
}

function keyOf(transition: AnyTransitionDefinition): string {
  const siblings: AnyTransitionDefinition[] =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  const index = siblings.indexOf(transition);
  const guard = guardName(transition.guard);
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return `#${transition.source.id} ─${event}${guard ? ` [${guard}]` : ''}${siblings.length > 1 ? ` (${index + 1})` : ''}→ ${describeTargets(transition)}`;
}

/**
 * Whether an inspection event is about the machine itself (not an invoked child). Compared by id,
 * not by reference: the initial state, eventless transitions included, is computed while the
 * actor is being created, before a variable could hold it.
 */
const isRoot = (event: InspectionEvent): boolean =>
  (event.actorRef as { sessionId?: string }).sessionId === event.rootId;

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

export function listTransitions(machine: AnyStateMachine): TransitionItem[] {
  return allStateNodes(machine.root).flatMap((node) => {
    const byEvent = [...(node.transitions as Map<string, AnyTransitionDefinition[]>).values()].flat();
    const always: AnyTransitionDefinition[] = node.always ?? [];
    return [...byEvent, ...always]
      .filter((transition) => transition.source === node)
      .map((transition) => ({
        key: keyOf(transition),
        source: node.id,
        event: transition.eventType === '' ? 'always' : transition.eventType,
        guard: guardName(transition.guard),
      }));
  });
}

/** Guards named in the machine's `setup` (the ones a coverage run can observe). */
function namedGuards(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards ?? {});
}

/**
 * Replays event sequences and records what they covered. Invoked actors never settle on their
 * own: a sequence drives them by sending their `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * events, so every outcome of every call is an ordinary, visible step of a path.
 */
export class CoverageRecorder<TMachine extends AnyStateMachine> {
  private readonly taken = new Set<string>();
  private readonly guardOutcomes = new Set<string>();
  private readonly visited = new Set<string>();
  private readonly instrumented: TMachine;
  /** Guard outcomes count only while a path runs, not while its snapshots are checked. */
  private recording = true;

  constructor(
    private readonly name: string,
    private readonly machine: TMachine,
  ) {
    const guards = Object.fromEntries(
      Object.entries(machine.implementations.guards ?? {}).map(([guard, implementation]) => [
        guard,
        (...args: unknown[]) => {
          const result = Boolean((implementation as (...inner: unknown[]) => unknown)(...args));
          if (this.recording) this.guardOutcomes.add(`${guard}: ${result}`);
          return result;
        },
      ]),
    );
    const actors = Object.fromEntries(
      Object.keys(machine.implementations.actors ?? {}).map((actor) => [
        actor,
        fromPromise(() => new Promise<never>(() => {})),
      ]),
    );
    this.instrumented = machine.provide({ guards, actors } as Parameters<TMachine['provide']>[0]) as TMachine;
  }

  /**
   * Runs one sequence from the initial state; returns the snapshot after each event. After every
   * event the snapshot also goes through JSON into a new actor, which must stand in the same place
   * with the same next steps (`expectSameAfterJson`): every snapshot a path reaches is plain data.
   */
  replay(events: readonly AnyEventObject[], input?: unknown): SnapshotFrom<TMachine>[] {
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          this.taken.add(keyOf(transition));
          // The source of a taken transition was active, even when no snapshot ever showed it.
          for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) {
            this.visited.add(node.id);
          }
        }
        // Transient (deciding) states only exist between microsteps: count them as visited here.
        if (isRoot(event)) this.visitNodes(event.snapshot);
      }
      if (event.type === '@xstate.snapshot' && isRoot(event)) this.visitNodes(event.snapshot);
    };
    const actor: AnyActorRef = createActor(this.instrumented as AnyStateMachine, { input, inspect });
    actor.start();
    const snapshots: SnapshotFrom<TMachine>[] = [];
    for (const event of events) {
      actor.send(event);
      snapshots.push(actor.getSnapshot() as SnapshotFrom<TMachine>);
      this.recording = false;
      try {
        expectSameAfterJson(this.instrumented, actor, events);
      } finally {
        this.recording = true;
      }
    }
    actor.stop();
    return snapshots;
  }

  private visitNodes(snapshot: unknown): void {
    for (const node of (snapshot as { _nodes: AnyStateNode[] })._nodes) this.visited.add(node.id);
  }

  report(): CoverageReport {
    const transitions = listTransitions(this.machine).map((item) => item.key);
    const guards = namedGuards(this.machine).flatMap((guard) => [`${guard}: true`, `${guard}: false`]);
    const states = allStateNodes(this.machine.root).map((node) => node.id);
    const part = (all: string[], seen: Set<string>) => ({
      covered: all.filter((item) => seen.has(item)).length,
      total: all.length,
      missing: all.filter((item) => !seen.has(item)),
    });
    return {
      machine: this.name,
      transitions: part(transitions, this.taken),
      guards: part(guards, this.guardOutcomes),
      states: (({ covered, ...rest }) => ({ visited: covered, ...rest }))(part(states, this.visited)),
    };
  }

  /** Writes the report where `npm run test:model` collects it. */
  save(): CoverageReport {
    const report = this.report();
    const folder = join(process.cwd(), 'test-results', 'model-coverage');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${this.name}.json`), JSON.stringify(report, null, 2));
    return report;
  }
}
