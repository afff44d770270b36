import { type PostfillInput, postfillMachine } from '@machines/postfill/postfill.machine';
import type { RouteId } from '@machines/shared/routes';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type EventFrom, type SnapshotFrom, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { catalogueRefreshed } from '../support/catalogue-refresh';
import { CoverageRecorder } from '../support/coverage';
import {
  BACKUP,
  BASIC,
  cartOf,
  domainsRow,
  entered,
  FIREWALL,
  failed,
  HOSTING,
  input,
  MAIL,
  OFFICE,
  row,
  SERVER,
  saved,
  VALID,
  validated,
} from './fixtures';

type Snapshot = SnapshotFrom<typeof postfillMachine>;
type MachineEvent = EventFrom<typeof postfillMachine>;

/** Actor results are events the machine receives from XState itself; paths send them like any other. */
const machineEvent = (event: AnyEventObject): MachineEvent => event as MachineEvent;

const SCREEN_ROUTES: Record<string, RouteId> = {
  products: 'postfillProducts',
  addons: 'postfillAddons',
  popularAddons: 'postfillPopularAddons',
  domains: 'postfillDomains',
};

/** The screen state and its phase (editing, validating, saving), or nulls outside the screens. */
const screenOf = (snapshot: Snapshot): string | null => {
  const { value } = snapshot;
  return typeof value === 'object' ? (Object.keys(value)[0] ?? null) : null;
};
const phaseOf = (snapshot: Snapshot): string | null => {
  const { value } = snapshot;
  return typeof value === 'object' ? (Object.values(value)[0] ?? null) : null;
};

function eventsFor(snapshot: Snapshot): MachineEvent[] {
  if (snapshot.status !== 'active') return [];
  const events: MachineEvent[] = [];
  const { current } = snapshot.context;
  if (snapshot.matches('entering')) {
    events.push(entered('postfillProducts', { p: 'y' }), entered('postfillAddons', {}), entered('confirm'));
  }
  const phase = phaseOf(snapshot);
  if (phase === 'editing') {
    const fieldId = current?.fieldIds[0] ?? 0;
    events.push(
      catalogueRefreshed(snapshot.context.catalogue),
      { type: 'FIELDS.SUBMITTED', values: [{ field_id: fieldId, value: 'filled' }] },
      { type: 'FIELD.EDITED', fieldId },
      entered('postfillDomains', { p: 'y' }),
      entered('cart'),
    );
  }
  if (phase === 'validating') {
    const fieldId = String(current?.fieldIds[0] ?? 0);
    events.push(
      machineEvent(VALID),
      machineEvent(
        validated({
          valid: false,
          errors: { [fieldId]: ['product.additional_fields_form_validation.required'] },
        }),
      ),
      machineEvent(failed('validateFields')),
    );
  }
  if (phase === 'saving') {
    events.push(machineEvent(saved(snapshot.context.cart)), machineEvent(failed('saveCart')));
  }
  return events;
}

function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  // The stop on screen and how far the walk is; which other stops a failed save left filled does
  // not open other transitions.
  return JSON.stringify({
    value: snapshot.value,
    visited: context.visited,
    current: context.current?.key ?? null,
    errors: Object.keys(context.fieldErrors).length > 0,
    next: snapshot.status === 'done' ? snapshot.output : null,
  });
}

/** Carts whose walks together reach every step that can follow every other. */
const SESSIONS: Record<string, PostfillInput> = {
  'two of each kind': input(
    cartOf(
      row('A', HOSTING, {
        addons: [BACKUP, FIREWALL],
        upsells: [MAIL, OFFICE],
        domains: ['shop.de', 'blog.de'],
      }),
      row('B', SERVER),
    ),
  ),
  'a product only': input(cartOf(row('A', HOSTING))),
  'a product and an upsell': input(cartOf(row('A', HOSTING, { upsells: [MAIL] }))),
  'a product and a domain': input(cartOf(row('A', HOSTING, { domains: ['shop.de'] }))),
  'an addon and a domain': input(cartOf(row('C', BASIC, { addons: [BACKUP] }), domainsRow('shop.de'))),
  'an addon only': input(cartOf(row('C', BASIC, { addons: [BACKUP] }))),
  'an upsell only': input(cartOf(row('C', BASIC, { upsells: [MAIL] }))),
  'a domain only': input(cartOf(domainsRow('shop.de'))),
  'nothing postponed': input(cartOf(row('C', BASIC))),
};

function generatePaths(session: PostfillInput): { events: MachineEvent[]; expected: Snapshot[] }[] {
  const paths = getShortestPaths(postfillMachine, { input: session, events: eventsFor, serializeState });
  const sequences: { events: MachineEvent[]; expected: Snapshot[] }[] = [];
  const seenEdges = new Set<string>();
  for (const path of paths) {
    const steps = path.steps.filter((step) => String(step.event.type) !== 'xstate.init');
    const events = steps.map((step) => step.event);
    const expected = steps.map((step) => step.state);
    let extended = false;
    for (const event of eventsFor(path.state)) {
      const [next] = transition(postfillMachine, path.state, event);
      const edge = JSON.stringify([path.state.value, event, next.value, next.status]);
      if (seenEdges.has(edge)) continue;
      seenEdges.add(edge);
      extended = true;
      sequences.push({ events: [...events, event], expected: [...expected, next] });
    }
    if (!extended) sequences.push({ events, expected });
  }
  return sequences;
}

const viewOf = (snapshot: Snapshot) =>
  Object.values(snapshot.getMeta()).find((meta) => meta?.view !== undefined)?.view;

describe('postfill machine (model-based)', () => {
  const recorder = new CoverageRecorder('postfill', postfillMachine);

  for (const [name, session] of Object.entries(SESSIONS)) {
    it(`walks every transition with ${name}`, () => {
      const sequences = generatePaths(session);
      expect(sequences.length).toBeGreaterThan(2);
      for (const { events, expected } of sequences) {
        const snapshots = recorder.replay(events, session);
        snapshots.forEach((snapshot, index) => {
          expect(snapshot.value).toEqual(expected[index]?.value);
          const shown = viewOf(snapshot);
          const screen = screenOf(snapshot);
          if (screen) {
            // The screen's route, and the stop on it is of that screen's kind.
            expect(shown?.route).toBe(SCREEN_ROUTES[screen]);
            expect(snapshot.context.current?.target.route).toBe(SCREEN_ROUTES[screen]);
            expect(snapshot.context.current?.target.query).toMatchObject({ p: 'y' });
          } else if (snapshot.matches('done')) {
            expect(shown).toBeUndefined();
            expect(snapshot.output?.next).toEqual({ route: 'confirm' });
          } else if (snapshot.matches('left')) {
            expect(shown).toBeUndefined();
            // Anything but a postfill route with p=y leaves: the output is where the visitor went.
            const next = snapshot.output?.next;
            expect(next?.route.startsWith('postfill') && next.query?.p === 'y').toBe(false);
          } else {
            expect(snapshot.value).toBe('entering');
            expect(shown).toBeUndefined();
          }
        });
      }
    });
  }

  it('covers every transition, guard outcome and state', () => {
    const report = recorder.save();
    expect(report.transitions.missing).toEqual([]);
    expect(report.guards.missing).toEqual([]);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
    expect(report.guards.covered).toBe(report.guards.total);
    expect(report.states.visited).toBe(report.states.total);
  });
});
