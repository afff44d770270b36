import type { Cart } from '@contract/cart';
import { desiredOf } from '@machines/domain-lookup/results';
import type { DomainLookupSnapshot } from '@machines/domain-lookup/selectors';
import type { DomainLookupInput } from '@machines/domain-lookup/types';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyStateMachine, initialTransition } from 'xstate';
import { getPathsFromEvents, getShortestPaths } from 'xstate/graph';
import { cartItem, domain, domainOnlyProduct } from '../../domain/cart/fixtures';
import { catalogueRefreshed } from '../support/catalogue-refresh';
import { CoverageRecorder } from '../support/coverage';
import {
  answer,
  baseCart,
  COM,
  DE,
  DOMAIN_FIELD,
  done,
  entered,
  expectedScreen,
  failed,
  HAND_OVER,
  input,
  knownRowIds,
  RECOMMENDATIONS,
  ROW,
  route,
  routeOf,
  shop,
  topState,
} from './support';

/**
 * Model-based tests: paths generated from the real machine with xstate/graph, replayed on a real
 * actor by the coverage recorder. Every step checks that the screen the machine is on (its `meta`)
 * is the route our own table expects for that state, and every end checks the hand-over.
 */
const machine = knownRowIds;
const recorder = new CoverageRecorder('domain-lookup', machine);

type Events = (snapshot: DomainLookupSnapshot) => AnyEventObject[];

/**
 * Events a state has a transition for (whether its guard passes or not): others would only add
 * paths that change nothing. Actor events count while the actor runs (see actorEvents).
 */
function handles(snapshot: DomainLookupSnapshot, event: AnyEventObject): boolean {
  if (event.type.startsWith('xstate.')) return true;
  const nodes = (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes;
  return nodes.some((node) => node.ownEvents.includes(event.type));
}

/** Actor events are offered only while the actor runs (an invoked child with that id). */
const running = (snapshot: DomainLookupSnapshot, id: string) => id in snapshot.children;

/** Done and error events of every actor, with outputs the fake services would give for this state. */
function actorEvents(snapshot: DomainLookupSnapshot): AnyEventObject[] {
  const { context } = snapshot;
  const desired = desiredOf(context.groups) ?? '';
  const events: AnyEventObject[] = [];
  if (running(snapshot, 'checkAvailability')) {
    events.push(done('checkAvailability', answer(context.batch)), failed('checkAvailability'));
  }
  if (running(snapshot, 'fetchRecommendations')) {
    events.push(done('fetchRecommendations', RECOMMENDATIONS[desired] ?? []), failed('fetchRecommendations'));
  }
  if (running(snapshot, 'resolveRegistrableDomain')) {
    events.push(done('resolveRegistrableDomain', 'example.com.au'), failed('resolveRegistrableDomain'));
  }
  if (running(snapshot, 'saveCart')) {
    events.push(done('saveCart', { data: context.cart, notices: [] }), failed('saveCart'));
  }
  if (running(snapshot, 'validateFields')) {
    events.push(
      done('validateFields', { valid: true, errors: {} }),
      done('validateFields', { valid: false, errors: { [String(DOMAIN_FIELD.id)]: ['required'] } }),
      failed('validateFields'),
    );
  }
  return events;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Serialisation: the state value plus the context fields that steer the machine; with `via`, also
 * the event that led there, so that transitions back to an already known state (cancel, close,
 * refused, failed calls) get a path of their own.
 */
const keyOf =
  (fields: (snapshot: DomainLookupSnapshot) => object, options: { via?: boolean } = {}) =>
  (snapshot: DomainLookupSnapshot, event?: AnyEventObject): string =>
    json({
      value: snapshot.value,
      status: snapshot.status,
      ...fields(snapshot),
      ...(options.via ? { via: event?.type } : {}),
    });

const cartSummary = (snapshot: DomainLookupSnapshot) =>
  snapshot.context.cart.items.map(
    (item) =>
      `${item.row_id.charAt(0)}:${item.domains
        .map(
          (entry) =>
            `${entry.name}${entry.auth_code ? '#' : ''}${entry.additional_fields.length > 0 ? '*' : ''}`,
        )
        .join(',')}`,
  );

interface Model {
  name: string;
  input: DomainLookupInput;
  /** Events leading to the state the traversal starts from (the first is the entered route). */
  prefix?: AnyEventObject[];
  events: Events;
  serialize: (snapshot: DomainLookupSnapshot, event?: AnyEventObject) => string;
}

// ── Model 1: search, results, availability in batches, suggestions ───────────────────────────────
const LOOKUP_HOSTING = entered('domainsLookup', { id: ROW.hosting });

const searchModel: Model = {
  name: 'search and availability',
  input: input(),
  prefix: [LOOKUP_HOSTING],
  events: (snapshot) => [
    { type: 'DOMAIN.SEARCHED', input: 'example.de' },
    { type: 'DOMAIN.SEARCHED', input: 'taken.de' },
    { type: 'DOMAIN.SEARCHED', input: 'x' },
    // com.au is not offered: the public suffix list decides the registrable domain.
    { type: 'DOMAIN.SEARCHED', input: 'shop.example.com.au' },
    { type: 'GROUP.VISIBLE', groupId: 1 },
    { type: 'GROUP.VISIBLE', groupId: 2 },
    { type: 'GROUP.VISIBLE', groupId: 'our_suggestions' },
    // taken.com answers "unknown, try again" (9); example.de is free, so its retry is refused.
    { type: 'DOMAIN.RETRIED', name: 'taken.com' },
    { type: 'DOMAIN.RETRIED', name: 'example.de' },
    ...actorEvents(snapshot),
  ],
  serialize: keyOf(({ context }) => ({
    term: context.searchTerm,
    groups: context.groups.map((group) => `${group.id}:${group.names.join(',')}`),
    statuses: Object.entries(context.statuses).sort(),
    visible: context.visibleGroups.map(String).sort(),
    requested: [...context.requested].sort(),
    batch: context.batch,
    error: context.search.error?.key,
  })),
};

// ── Model 2: clicking results (add, remove, authcode, already assigned, refused) ─────────────────
const loadedResults = [
  LOOKUP_HOSTING,
  { type: 'DOMAIN.SEARCHED', input: 'example.de' },
  done('checkAvailability', answer(['example.de'])),
  { type: 'GROUP.VISIBLE', groupId: 1 },
  done('checkAvailability', answer(['example.com'])),
  { type: 'GROUP.VISIBLE', groupId: 2 },
  done('checkAvailability', answer(['example.co.uk'])),
];
const clickModel: Model = {
  name: 'clicks',
  input: input(),
  prefix: loadedResults,
  events: (snapshot) => [
    ...['example.de', 'example.com', 'example.co.uk', 'assigned.de', 'unknown.de'].map((name) => ({
      type: 'DOMAIN.CLICKED',
      name,
    })),
    { type: 'AUTHCODE.CHANGED', value: 'AUTH-1' },
    { type: 'AUTHCODE.CHANGED', value: '  ' },
    { type: 'AUTHCODE.CONFIRMED' },
    { type: 'AUTHCODE.CANCELLED' },
    { type: 'MODAL.CLOSED' },
    // A retry of a name with a known answer is refused.
    { type: 'DOMAIN.RETRIED', name: 'example.de' },
    ...actorEvents(snapshot),
  ],
  serialize: keyOf(
    (snapshot) => ({
      cart: cartSummary(snapshot),
      saved: json(snapshot.context.savedCart) === json(snapshot.context.cart),
      clicked: snapshot.context.clicked,
      authCode: snapshot.context.authCode.trim() !== '',
    }),
    { via: true },
  ),
};

// ── Model 3: routes, guards, leaving the lookup, domain fields, the two questions ───────────────
const ROUTES = [
  entered('domainsLookup', { id: ROW.hosting }),
  entered('domainsLookup', { id: ROW.ssl }, { returnToCart: 'true' }),
  entered('domainsLookup', { d: 'example.de' }),
  entered('domainsLookup', { d: 'shop.example.com.au' }),
  entered('domain', { d: 'example.de' }),
  entered('domain'),
  entered('domainsAddDomainQuestion', { id: ROW.hosting }),
  entered('domainsAddDomainQuestion', { id: ROW.server }),
  entered('domainsAddDomainQuestion', { id: ROW.ssl }),
  entered('domainsAddDomainQuestion', { id: ROW.unknown }),
  entered('domainsAddProductQuestion', { d: 'example.de' }),
  entered('domainsAdditionalFields', { id: ROW.domainOnly, d: 'example.de' }),
  entered('domainsAdditionalFields', { id: ROW.domainOnly, p: 'y' }),
  entered('domainsAdditionalFields', { id: ROW.ssl }),
  entered('domainsAdditionalFields', { id: ROW.unknown }),
  entered('cart'),
];

/**
 * Navigation is offered before the first screen only: the root transition is one and the same from
 * every state, and the carts the routes need are given as input instead of being built by a walk.
 */
const beforeFirstRoute = (snapshot: DomainLookupSnapshot) => topState(snapshot) === 'idle';

function flowEvents(snapshot: DomainLookupSnapshot): AnyEventObject[] {
  if (beforeFirstRoute(snapshot)) return ROUTES;
  const inLookup = topState(snapshot) === 'lookup';
  return [
    ...(inLookup ? [{ type: 'DOMAIN.SEARCHED', input: 'example.de' }] : []),
    ...(inLookup ? [{ type: 'DOMAIN.CLICKED', name: 'example.de' }] : []),
    ...(inLookup ? [catalogueRefreshed(snapshot.context.catalogue)] : []),
    { type: 'LOOKUP.CONTINUE' },
    { type: 'FIELDS.EDITED', fieldId: DOMAIN_FIELD.id },
    { type: 'FIELDS.SUBMITTED', values: [{ field_id: DOMAIN_FIELD.id, value: 'Jane Doe' }] },
    { type: 'FIELDS.SUBMITTED', values: [] },
    { type: 'QUESTION.ACCEPTED' },
    { type: 'QUESTION.DECLINED' },
    ...actorEvents(snapshot),
  ];
}

const flowKey = keyOf(
  (snapshot) => ({
    route: snapshot.context.route.route,
    row: snapshot.context.rowId,
    term: snapshot.context.searchTerm,
    cart: cartSummary(snapshot),
    statuses: Object.keys(snapshot.context.statuses),
    fieldsDomain: snapshot.context.fieldsDomain,
    fieldErrors: Object.keys(snapshot.context.fieldErrors),
    returnToCart: snapshot.context.returnToCart,
    postfill: snapshot.context.postfill,
  }),
  { via: true },
);

const flowModel = (
  name: string,
  overrides: Partial<DomainLookupInput>,
  events: Events = flowEvents,
): Model => ({
  name,
  input: input(overrides),
  events,
  serialize: flowKey,
});

/** A cart whose domain-only row holds two domains still missing their fields. */
const cartWithDomainOnlyRow = (): Cart => ({
  items: [
    ...baseCart().items,
    cartItem(domainOnlyProduct(), 12, 12, {
      row_id: ROW.domainOnly,
      domains: [domain('example.de', DE.id), domain('example.com', COM.id, { auth_code: 'AUTH-1' })],
    }),
  ],
});

// ── Model 4: the domain-only row emptied by a removal, then a domain added again ────────────────
/** A cart whose domain-only row holds one domain: removing it removes the row (hide_in_cart). */
const cartWithOneDomainOnlyDomain = (): Cart => ({
  items: [
    ...baseCart().items,
    cartItem(domainOnlyProduct(), 12, 12, { row_id: ROW.domainOnly, domains: [domain('example.de', DE.id)] }),
  ],
});
const emptiedRowModel = (name: string, overrides: Partial<DomainLookupInput>): Model => ({
  name,
  input: input({ cart: cartWithOneDomainOnlyDomain(), ...overrides }),
  prefix: [
    entered('domainsLookup', { id: ROW.domainOnly }),
    { type: 'DOMAIN.SEARCHED', input: 'example.de' },
    done('checkAvailability', answer(['example.de'])),
  ],
  events: (snapshot) => [{ type: 'DOMAIN.CLICKED', name: 'example.de' }, ...actorEvents(snapshot)],
  serialize: keyOf(
    (snapshot) => ({
      cart: cartSummary(snapshot),
      row: snapshot.context.rowId,
      clicked: snapshot.context.clicked,
    }),
    { via: true },
  ),
});

/** Small models for the input facts: roles, order type, cloud data, an unorderable domain product. */
const routesOnly: Events = (snapshot) => (beforeFirstRoute(snapshot) ? ROUTES : []);

const MODELS: Model[] = [
  searchModel,
  clickModel,
  emptiedRowModel('domain-only row emptied, then a domain added again', {
    catalogue: shop({ domainOnlyHidden: true }),
  }),
  emptiedRowModel('domain-only row emptied while the domain product is not orderable', {
    catalogue: shop({ domainOnlyHidden: true, domainOnlyActive: false }),
  }),
  flowModel('flow with domain fields', { catalogue: shop({ domainFields: true }) }),
  flowModel('flow without domain fields', { catalogue: shop({ domainFields: false }) }),
  flowModel('domain-only row with domains missing fields', {
    catalogue: shop({ domainFields: true }),
    cart: cartWithDomainOnlyRow(),
  }),
  flowModel('cloud domains order', { orderType: 'cloudpit_domains' }),
  flowModel('cloud data present', { hasCloudData: true }),
  flowModel('deep link given as input', { route: route('domain', { d: 'example.de' }) }),
  flowModel('adding items not allowed', { mayAddItems: false }, routesOnly),
  flowModel(
    'domain-only product not orderable',
    { catalogue: shop({ domainOnlyActive: false }) },
    routesOnly,
  ),
];

/** The state a model's traversal starts from: its prefix, replayed on the machine. */
function startState(model: Model): DomainLookupSnapshot | undefined {
  if (!model.prefix?.length) return undefined;
  // getPathsFromEvents builds its default start without the input: give it the real initial state.
  const [initial] = initialTransition(machine, model.input);
  const logic: AnyStateMachine = machine;
  const [path] = getPathsFromEvents(logic, model.prefix, { input: model.input, fromState: initial });
  expect(path?.steps.filter((step) => step.event.type !== 'xstate.init').length).toBe(model.prefix.length);
  return path?.state as DomainLookupSnapshot | undefined;
}

function checkStep(snapshot: DomainLookupSnapshot, label: string) {
  // A screen state shows exactly the route of our table; deciding states never rest.
  expect(routeOf(snapshot), label).toBe(expectedScreen(snapshot));
  if (snapshot.status === 'done') {
    const expected = HAND_OVER[topState(snapshot)];
    expect(expected, label).toBeDefined();
    const next = snapshot.output?.next;
    if (expected === 'foreign') expect(next?.route, label).toBe(snapshot.context.route.route);
    else expect(next?.route, label).toBe(expected);
    expect(snapshot.output?.cart, label).toBe(snapshot.context.cart);
  } else {
    expect(snapshot.status, label).toBe('active');
    // Only `idle` (before the first route) rests without a screen.
    if (topState(snapshot) !== 'idle')
      expect(expectedScreen(snapshot), `${label}: rests on a screen`).not.toBeNull();
  }
}

describe('domain-lookup machine, generated paths', () => {
  for (const model of MODELS) {
    it(`${model.name}: every shortest path shows the right route at each step`, () => {
      const fromState = startState(model);
      const paths = getShortestPaths(machine, {
        input: model.input,
        fromState,
        events: ((snapshot: DomainLookupSnapshot) =>
          model.events(snapshot).filter((event) => handles(snapshot, event))) as never,
        serializeState: model.serialize as never,
      });
      expect(paths.length).toBeGreaterThan(1);
      for (const path of paths) {
        const steps = path.steps.map((step) => step.event as AnyEventObject);
        const events = [...(model.prefix ?? []), ...steps.filter((event) => event.type !== 'xstate.init')];
        const snapshots = recorder.replay(events, model.input);
        snapshots.forEach((snapshot, index) => {
          checkStep(snapshot, `${model.name} #${index} ${json(events[index])}`);
        });
        const last = snapshots.at(-1);
        const lastStep = path.steps.at(-1);
        if (last && lastStep) {
          const reached = path.state as DomainLookupSnapshot;
          expect(model.serialize(last, lastStep.event)).toBe(model.serialize(reached, lastStep.event));
        }
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
