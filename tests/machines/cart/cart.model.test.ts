import { type CartMachineInput, cartMachine } from '@machines/cart/cart.machine';
import { ROUTES } from '@machines/shared/routes';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type EventFrom, type SnapshotFrom, transition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { catalogueRefreshed } from '../support/catalogue-refresh';
import { CoverageRecorder } from '../support/coverage';
import {
  BACKUP,
  cartOf,
  draftCancelled,
  draftCustomer,
  draftNotFound,
  draftSaved,
  emptyMailboxRow,
  entered,
  failed,
  formRow,
  hostingRow,
  INTERVAL_12_MONTHLY,
  INTERVAL_12_YEARLY,
  input,
  lookupsUsedUp,
  MATURITY_1,
  MATURITY_12,
  MATURITY_24,
  mailboxRow,
  PERIOD_MODAL_CLOSED,
  promotionAnswer,
  ROW_FORM,
  ROW_HOSTING,
  ROW_MAILBOX,
  ROW_SHOP,
  ROW_UNKNOWN,
  SERVER_PROMOTIONS,
  salesAgent,
  saved,
  shopRow,
} from './fixtures';

type Snapshot = SnapshotFrom<typeof cartMachine>;
type MachineEvent = EventFrom<typeof cartMachine>;

/**
 * Actor results and the period modal's delay are events the machine receives from XState itself;
 * the path generator and the replay send them like any other event.
 */
const machineEvent = (event: AnyEventObject): MachineEvent => event as MachineEvent;

/** Navigations offered from the idle cart: every outcome of the route guards. */
const ROUTE_EVENTS: MachineEvent[] = [
  entered('cart'),
  entered('addonReselectionStandardAddons', { id: ROW_HOSTING }),
  entered('addonReselectionAddonVariants'),
  entered('products', {}, { slug: 'webhosting' }),
  entered('popularAddons', { id: ROW_HOSTING }),
  entered('popularAddons', { id: ROW_MAILBOX }),
  entered('additionalAddonFields', { id: ROW_UNKNOWN }),
  entered('domainsLookup', { id: ROW_UNKNOWN }),
];

/** Everything a visitor can do on the idle cart page, including what the page would not offer. */
const IDLE_EVENTS: MachineEvent[] = [
  { type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId: ROW_MAILBOX } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId: ROW_SHOP } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId: ROW_FORM } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'item', rowId: ROW_UNKNOWN } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'addon', rowId: ROW_HOSTING, addonId: 20 } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'addon', rowId: ROW_HOSTING, addonId: 21 } },
  { type: 'REMOVE.REQUESTED', target: { kind: 'domain', rowId: ROW_MAILBOX, domain: 'example.de' } },
  { type: 'DETAILS.OPENED', rowId: ROW_HOSTING },
  { type: 'DETAILS.OPENED', rowId: ROW_UNKNOWN },
  { type: 'TERM.CHANGE_REQUESTED', rowId: ROW_HOSTING },
  { type: 'TERM.CHANGE_REQUESTED', rowId: ROW_MAILBOX },
  { type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: 22 },
  { type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: null },
  { type: 'MODULE.CHOSEN', rowId: ROW_HOSTING, groupId: 2, addonId: 20 },
  { type: 'PROMO.SUBMITTED', code: 'SAVE10' },
  { type: 'PROMO.SUBMITTED', code: 'OTHER' },
  { type: 'PROMO.SUBMITTED', code: 'NOPE' },
  { type: 'PROMO.SUBMITTED', code: '  ' },
  { type: 'CART.EMPTY_REQUESTED' },
  { type: 'ADDONS.CHANGE_REQUESTED', rowId: ROW_HOSTING },
  { type: 'ADDONS.CHANGE_REQUESTED', rowId: ROW_UNKNOWN },
  { type: 'UPSELLS.CUSTOMIZE_REQUESTED', rowId: ROW_HOSTING },
  { type: 'UPSELLS.CUSTOMIZE_REQUESTED', rowId: ROW_MAILBOX },
  { type: 'DOMAIN.ADD_REQUESTED', rowId: ROW_HOSTING },
  { type: 'DOMAIN.ADD_REQUESTED', rowId: ROW_UNKNOWN },
  { type: 'PRODUCT.ADD_REQUESTED' },
  { type: 'CHECKOUT.REQUESTED' },
  { type: 'DRAFT.CANCEL_REQUESTED' },
  ...ROUTE_EVENTS,
];

/** The events offered in a state: the user's choices there and the outcomes of running calls. */
function eventsFor(snapshot: Snapshot): MachineEvent[] {
  if (snapshot.status !== 'active') return [];
  const events: MachineEvent[] = [];
  if (snapshot.matches('entering')) events.push(...ROUTE_EVENTS);
  if (snapshot.matches({ screen: 'idle' })) {
    events.push(...IDLE_EVENTS, catalogueRefreshed(snapshot.context.catalogue));
  }
  // Any navigation hides the modal or interrupts the save under way.
  else if (snapshot.matches('screen')) events.push(entered('cart'), entered('categories'));
  if (snapshot.matches({ screen: 'confirmRemoval' })) {
    events.push({ type: 'REMOVE.CONFIRMED' }, { type: 'REMOVE.CANCELLED' });
  }
  if (snapshot.matches({ screen: 'confirmEmpty' })) {
    events.push({ type: 'CART.EMPTY_CONFIRMED' }, { type: 'CART.EMPTY_CANCELLED' });
  }
  if (snapshot.matches({ screen: 'contractDetails' })) events.push({ type: 'MODAL.CLOSED' });
  if (snapshot.matches({ screen: 'missingDomain' }) || snapshot.matches({ screen: 'missingFields' })) {
    events.push({ type: 'REQUIREMENT.FIX_REQUESTED' }, { type: 'MODAL.CLOSED' });
  }
  if (snapshot.matches({ screen: { period: 'maturity' } })) {
    events.push(
      { type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_12 },
      { type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_24 },
      { type: 'TERM.MATURITY_CHOSEN', maturityId: MATURITY_1 },
      { type: 'MODAL.CLOSED' },
    );
  }
  if (snapshot.matches({ screen: { period: 'interval' } })) {
    events.push(
      { type: 'TERM.INTERVAL_CHOSEN', intervalId: INTERVAL_12_MONTHLY },
      { type: 'TERM.INTERVAL_CHOSEN', intervalId: INTERVAL_12_YEARLY },
      { type: 'MODAL.CLOSED' },
    );
  }
  if (snapshot.matches({ screen: { period: 'confirmDrop' } })) {
    events.push({ type: 'TERM.CONFIRMED' }, { type: 'TERM.CANCELLED' });
  }
  if (snapshot.matches({ screen: { period: 'closing' } })) events.push(machineEvent(PERIOD_MODAL_CLOSED));
  if (
    snapshot.matches('persisting') ||
    snapshot.matches({ screen: 'saving' }) ||
    snapshot.matches({ screen: { period: 'saving' } })
  ) {
    events.push(machineEvent(saved(snapshot.context.cart)), machineEvent(failed('saveCart')));
  }
  if (snapshot.matches({ screen: 'redeeming' })) {
    const found = SERVER_PROMOTIONS[snapshot.context.promoCode ?? ''] ?? null;
    events.push(
      machineEvent(promotionAnswer(found)),
      machineEvent(failed('redeemPromoCode')),
      machineEvent(lookupsUsedUp),
    );
  }
  if (snapshot.matches({ screen: 'cancellingDraft' })) {
    events.push(
      machineEvent(draftCancelled),
      machineEvent(failed('cancelDraft')),
      machineEvent(draftNotFound),
    );
  }
  if (snapshot.matches({ screen: 'savingDraft' })) {
    events.push(machineEvent(draftSaved(7)), machineEvent(failed('saveOrderDraft')));
  }
  return events;
}

/** A state is the state value plus the context that decides what happens next. */
function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    // Rows with their term and the addons a term change or removal can drop (modules, promotions
    // and domains change no outcome the rows' presence does not already decide).
    rows: context.cart.items.map((item) => [
      item.row_id.charAt(0),
      item.product.maturity_id,
      item.product.interval_id,
      item.addons.map((addon) => addon.id).filter((id) => id === BACKUP.id),
    ]),
    unsaved: context.unsaved,
    draftSession: context.actor.hasDraftSession,
    removal: context.removal,
    term: context.termPreview?.step ?? null,
    requirement: context.requirement?.kind ?? null,
    dismissed: context.requirementNoticeDismissed,
    promoCode: snapshot.matches({ screen: 'redeeming' }) ? context.promoCode : null,
    next: snapshot.status === 'done' ? snapshot.output : null,
  });
}

/** The sessions the model runs: each opens guard outcomes the others cannot reach. */
const SESSIONS: Record<string, CartMachineInput> = {
  'visitor with a hidden product left empty': input({
    cart: cartOf(hostingRow(), mailboxRow(), emptyMailboxRow()),
  }),
  'existing customer with missing domain and fields': input({
    cart: cartOf(shopRow(), formRow()),
    customer: { existingCustomer: true, loginAllowed: true },
  }),
  'customer updating a draft': input({
    cart: cartOf(hostingRow({ preconfigured: true })),
    actor: draftCustomer,
    customer: { existingCustomer: false, loginAllowed: false },
  }),
  'sales agent with a draft': input({
    cart: cartOf(hostingRow({ support: false })),
    actor: salesAgent,
    orderDraftId: 7,
  }),
  'sales agent without a draft': input({
    cart: cartOf(hostingRow({ support: false })),
    actor: salesAgent,
    orderDraftId: null,
  }),
};

const viewOf = (snapshot: Snapshot) =>
  Object.values(snapshot.getMeta()).find((meta) => meta?.view !== undefined)?.view;

/** Event sequences to replay: the shortest path to every state, then each distinct edge leaving it. */
function generatePaths(session: CartMachineInput): { events: MachineEvent[]; expected: Snapshot[] }[] {
  const paths = getShortestPaths(cartMachine, { input: session, events: eventsFor, serializeState });
  const sequences: { events: MachineEvent[]; expected: Snapshot[] }[] = [];
  const seenEdges = new Set<string>();
  for (const path of paths) {
    const steps = path.steps.filter((step) => String(step.event.type) !== 'xstate.init');
    const events = steps.map((step) => step.event);
    const expected = steps.map((step) => step.state);
    let extended = false;
    for (const event of eventsFor(path.state)) {
      const [next] = transition(cartMachine, path.state, event);
      // Edges between the same state values on the same event take the same transitions and guard
      // outcomes: one replay of each is enough.
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

describe('cart machine (model-based)', () => {
  const recorder = new CoverageRecorder('cart', cartMachine);

  for (const [name, session] of Object.entries(SESSIONS)) {
    it(`walks every transition of the ${name}`, () => {
      const sequences = generatePaths(session);
      expect(sequences.length).toBeGreaterThan(5);
      for (const { events, expected } of sequences) {
        const snapshots = recorder.replay(events, session);
        snapshots.forEach((snapshot, index) => {
          expect(snapshot.value).toEqual(expected[index]?.value);
          const shown = viewOf(snapshot);
          if (snapshot.matches('screen')) {
            expect(shown).toEqual({ route: 'cart', title: 'cart.title', breadcrumb: 'cart' });
          } else if (snapshot.status === 'done') {
            expect(shown).toBeUndefined();
            expect(Object.keys(ROUTES)).toContain(snapshot.output.next.route);
          } else {
            // Without a screen the machine waits for its first navigation, or for the cart to be
            // saved before handing over.
            expect(['entering', 'persisting']).toContain(snapshot.value);
            expect(shown).toBeUndefined();
          }
        });
      }
    }, 180_000);
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
