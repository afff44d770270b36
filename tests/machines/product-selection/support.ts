import type { Cart, CartItem } from '@contract/cart';
import type { AdditionalFieldDefinition } from '@contract/catalogue';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import { listedProducts } from '@domain/catalogue/listing';
import { definitionsOfForm } from '@machines/product-selection/fields';
import {
  type productSelectionMachine,
  withRowIds,
} from '@machines/product-selection/product-selection.machine';
import type {
  EnteredRoute,
  LookUpPromotionInput,
  LookUpPromotionOutput,
  ProductSelectionEvent,
  ProductSelectionInput,
  ProductSelectionOutput,
  SaveCartOutput,
  SubmittedValues,
  ValidateFieldsInput,
  ValidateFieldsOutput,
} from '@machines/product-selection/types';
import type { RouteId } from '@machines/shared/routes';
import type { StateMeta } from '@machines/shared/view';
import { expect } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { promotion } from '../../domain/cart/fixtures';
import { catalogueRefreshed } from '../support/catalogue-refresh';
import { constantRandom } from './fixtures';

export type Snapshot = SnapshotFrom<typeof productSelectionMachine>;

/** The manual promotion the server finds for a link's promo code in the model fixtures. */
export const LINK_PROMOTION: Promotion = promotion('LINK10');

/**
 * The route each screen state must show, written down independently of the machine's meta (the
 * model test compares the two). Transient states (deciding, saving without a screen) show none.
 */
export const EXPECTED_ROUTE: Readonly<Record<string, RouteId | null>> = {
  idle: null,
  lookingUpLinkPromotion: null,
  lookingUpRowLinkPromotion: null,
  addingProduct: null,
  products: 'products',
  productFields: 'additionalProductFields',
  upsells: 'popularAddons',
  variants: 'addonVariants',
  promoted: 'promotedAddons',
  maturity: 'periodsMaturity',
  interval: 'periodsInterval',
  addons: 'addons',
  addonFields: 'additionalAddonFields',
  upsellFields: 'additionalPopularAddonFields',
  contractTransfer: 'contractTransfer',
};

/** Where a finished machine hands over, by final state. */
export const EXPECTED_HANDOVER: Readonly<Record<string, readonly RouteId[]>> = {
  toCart: ['cart'],
  toCategories: ['categories'],
  toDomainLookup: ['domainsLookup'],
  toDomainQuestion: ['domainsAddDomainQuestion'],
  toPostfill: ['postfillProducts', 'postfillAddons', 'postfillPopularAddons'],
};

export const topState = (snapshot: Snapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

/** The route of the screen on show (from the state meta), or null. */
export function routeOf(snapshot: Snapshot): RouteId | null {
  const metas = Object.values(snapshot.getMeta()) as StateMeta[];
  return metas.find((meta) => meta.view !== undefined)?.view?.route ?? null;
}

/** A value each field's rules accept. */
export function validValue(definition: AdditionalFieldDefinition): string {
  if (definition.validation_rules.includes('fqdn')) return 'example.com';
  if (definition.validation_rules.includes('alpha_num')) return 'TRF2024A1';
  return 'valid value';
}

export const validValues = (snapshot: Snapshot): SubmittedValues =>
  Object.fromEntries(
    definitionsOfForm(snapshot.context.form, snapshot.context.catalogue).map((definition) => [
      definition.key,
      validValue(definition),
    ]),
  );

/**
 * Actor results are events the test sends (the recorder's actors never settle). Their types are
 * not in the machine's user-event union, so they are typed as the machine's events here, once.
 */
export const actorEvent = (event: AnyEventObject): ProductSelectionEvent => event as ProductSelectionEvent;

export const saved = (snapshot: Snapshot, notices: unknown[] = []): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.done.actor.saveCart', output: { data: snapshot.context.cart, notices } });
export const saveFailed = (): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.error.actor.saveCart', error: new Error('offline') });
export const fieldsAccepted = (): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.done.actor.validateFields', output: { valid: true, errors: {} } });
export const fieldsRejected = (
  fieldId: number,
  message = 'The server rejects this value',
): ProductSelectionEvent =>
  actorEvent({
    type: 'xstate.done.actor.validateFields',
    output: { valid: false, errors: { [String(fieldId)]: [message] } },
  });
export const validationFailed = (): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.error.actor.validateFields', error: new Error('offline') });
/** The server's answer to a link's promo code: the promotion, or null (404, not found). */
export const promotionFound = (promotion: Promotion | null): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.done.actor.lookUpPromotion', output: promotion });
export const promotionLookUpFailed = (): ProductSelectionEvent =>
  actorEvent({ type: 'xstate.error.actor.lookUpPromotion', error: new Error('offline') });

/** Every event type of the machine; the compiler checks the list is complete. */
export const EVENT_TYPES = [
  'ROUTE.ENTERED',
  'PRODUCT.CHOSEN',
  'FIELDS.SUBMITTED',
  'FIELDS.EDITED',
  'FIELDS.CANCELLED',
  'STEP.NEXT',
  'STEP.BACK',
  'UPSELL.ADDED',
  'UPSELL.PASSED',
  'UPSELL.PROCEED',
  'VARIANT.CHOSEN',
  'PROMOTED.TOGGLED',
  'PROMOTED.PREVIOUS',
  'PROMOTED.NEXT',
  'PROMOTED.CONTINUE',
  'ADDON.TOGGLED',
  'ADDONS.CONFIRMED',
  'MATURITY.CHOSEN',
  'INTERVAL.CHOSEN',
  'TERM.CONFIRMED',
  'TERM.CANCELLED',
  'CATALOGUE.REFRESHED',
] as const satisfies readonly ProductSelectionEvent['type'][];
type MissingEventTypes = Exclude<ProductSelectionEvent['type'], (typeof EVENT_TYPES)[number]>;
export const EVENT_LIST_IS_COMPLETE: [MissingEventTypes] extends [never] ? true : never = true;

/** Actor outcomes the model sends: done and error of each invoked actor. */
export const ACTOR_EVENT_TYPES = [
  'xstate.done.actor.saveCart',
  'xstate.error.actor.saveCart',
  'xstate.done.actor.validateFields',
  'xstate.error.actor.validateFields',
  'xstate.done.actor.lookUpPromotion',
  'xstate.error.actor.lookUpPromotion',
] as const;

/**
 * Every user event and actor outcome that could matter in a state, built from its context (ids of
 * the row's product, maturities, addons; values for the form on show). Routes are entered from
 * `idle` only: a route resets the flow, so entering it elsewhere reaches no new state.
 */
export function userEvents(snapshot: Snapshot, routes: readonly AnyEventObject[]): ProductSelectionEvent[] {
  if (snapshot.status !== 'active') return [];
  if (snapshot.matches('idle')) return routes.map(actorEvent);
  const { context } = snapshot;
  const row = context.cart.items.find((item) => item.row_id === context.rowId);
  const product = context.catalogue.productsById[row?.product.id ?? 0];
  const maturity = product?.paymentMaturities.find((candidate) => candidate.id === row?.product.maturity_id);
  const listed = listedProducts(Object.values(context.catalogue.productsById), context.slug ?? '');
  const definitions = definitionsOfForm(context.form, context.catalogue);
  const firstError = Object.keys(context.fieldErrors)[0];
  return [
    ...listed.map((entry): ProductSelectionEvent => ({ type: 'PRODUCT.CHOSEN', productId: entry.id })),
    { type: 'FIELDS.SUBMITTED', values: validValues(snapshot) },
    { type: 'FIELDS.SUBMITTED', values: {} },
    ...(firstError === undefined ? [] : [{ type: 'FIELDS.EDITED', key: firstError } as const]),
    { type: 'FIELDS.CANCELLED' },
    { type: 'STEP.NEXT' },
    { type: 'STEP.BACK' },
    { type: 'UPSELL.ADDED' },
    { type: 'UPSELL.PASSED' },
    { type: 'UPSELL.PROCEED' },
    ...(product?.addons ?? []).map(
      (link): ProductSelectionEvent => ({ type: 'VARIANT.CHOSEN', addonId: link.addon_id }),
    ),
    { type: 'PROMOTED.TOGGLED' },
    { type: 'PROMOTED.PREVIOUS' },
    { type: 'PROMOTED.NEXT' },
    { type: 'PROMOTED.CONTINUE' },
    ...(product?.addons ?? []).map(
      (link): ProductSelectionEvent => ({ type: 'ADDON.TOGGLED', addonId: link.addon_id }),
    ),
    { type: 'ADDONS.CONFIRMED' },
    ...(product?.paymentMaturities ?? []).map(
      (entry): ProductSelectionEvent => ({ type: 'MATURITY.CHOSEN', maturityId: entry.id }),
    ),
    ...(maturity?.paymentIntervals ?? []).map(
      (entry): ProductSelectionEvent => ({ type: 'INTERVAL.CHOSEN', intervalId: entry.id }),
    ),
    { type: 'TERM.CONFIRMED' },
    { type: 'TERM.CANCELLED' },
    catalogueRefreshed(context.catalogue),
    ...('saveCart' in snapshot.children ? [saved(snapshot), saveFailed()] : []),
    ...('lookUpPromotion' in snapshot.children
      ? [promotionFound(LINK_PROMOTION), promotionFound(null), promotionLookUpFailed()]
      : []),
    ...('validateFields' in snapshot.children
      ? [fieldsAccepted(), fieldsRejected(definitions[0]?.id ?? 1), validationFailed()]
      : []),
  ];
}

/**
 * A snapshot's identity for the traversal: the state value plus the few context facts that steer
 * the machine (the current row's term, addons, upsells, domains and filled fields; cursor, indices,
 * flags, form, whether there are errors, whether the working cart is saved). A finished machine is
 * identified by its output. Coarser than the whole context, so the traversal stays small; the
 * coverage report proves nothing that matters was merged away.
 */
export function serializeSnapshot(snapshot: Snapshot): string {
  if (snapshot.status === 'done') return JSON.stringify({ value: snapshot.value, output: snapshot.output });
  const { context } = snapshot;
  const row = context.cart.items.find((item) => item.row_id === context.rowId);
  const filled = (values: readonly { value: unknown }[]) =>
    values.filter((entry) => entry.value !== null).length;
  return JSON.stringify({
    value: snapshot.value,
    route: context.route?.route ?? null,
    productId: context.productId,
    slug: context.slug,
    rows: context.cart.items.length,
    row: row && {
      product: row.product.id,
      term: [row.product.maturity_id, row.product.interval_id],
      fields: filled(row.product.additional_fields),
      addons: row.addons.map((addon) => [addon.id, filled(addon.additional_fields)]).sort(),
      upsells: row.upsells.map((upsell) => [upsell.id, filled(upsell.additional_fields)]).sort(),
      domains: row.domains.length,
    },
    saved: JSON.stringify(context.cart) === JSON.stringify(context.savedCart),
    cursor: context.cursor,
    returning: context.returning,
    browsingAll: context.browsingAll,
    postponed: context.postponed,
    indices: [context.upsellIndex, context.variantIndex, context.promotedIndex],
    lists: [context.upsellIds, context.variantGroupIds, context.promotedIds],
    requested: context.requestedElementId,
    fieldsElementId: context.fieldsElementId,
    form: context.form,
    errors: Object.keys(context.fieldErrors).length > 0,
    pendingTerm: context.pendingTerm,
    linkPromotion: context.linkPromotion,
    promotions: context.catalogue.promotions.map((promotion) => promotion.code),
  });
}

/**
 * One visitor's walk through the machine in a scenario: the app's calls never settle on their own,
 * the scenario answers them (`saved()`, `accepted()`, ...) like the server would. New rows get
 * the row id of `constantRandom`.
 */
export class Visit {
  readonly notices: Notice[] = [];
  private readonly actor;

  constructor(input: ProductSelectionInput) {
    const pending = () => new Promise<never>(() => {});
    this.actor = createActor(
      withRowIds(constantRandom).provide({
        actors: {
          saveCart: fromPromise<SaveCartOutput, Cart>(pending),
          validateFields: fromPromise<ValidateFieldsOutput, ValidateFieldsInput>(pending),
          lookUpPromotion: fromPromise<LookUpPromotionOutput, LookUpPromotionInput>(pending),
        },
      }),
      { input },
    );
    this.actor.on('notify', (event) => this.notices.push(event.notice));
    this.actor.start();
  }

  get snapshot(): Snapshot {
    return this.actor.getSnapshot();
  }

  /** The screen on show (its route id), or null while deciding, saving or done. */
  get screen(): RouteId | null {
    return routeOf(this.snapshot);
  }

  get next(): ProductSelectionOutput['next'] | undefined {
    return this.snapshot.output?.next;
  }

  get cart(): Cart {
    return this.snapshot.context.cart;
  }

  get row(): CartItem | undefined {
    const { context } = this.snapshot;
    return context.cart.items.find((item) => item.row_id === context.rowId);
  }

  send(event: ProductSelectionEvent): this {
    this.actor.send(event);
    return this;
  }

  enter(route: EnteredRoute): this {
    return this.send({ type: 'ROUTE.ENTERED', ...route });
  }

  /** The server saves the cart as sent (optionally with notices). */
  saved(notices: Notice[] = []): this {
    expect('saveCart' in this.snapshot.children, 'a save is running').toBe(true);
    return this.send(saved(this.snapshot, notices));
  }

  accepted(): this {
    expect('validateFields' in this.snapshot.children, 'a validation is running').toBe(true);
    return this.send(fieldsAccepted());
  }

  rejected(fieldId: number, message: string): this {
    return this.send(fieldsRejected(fieldId, message));
  }

  /** The server answers the link's promo code look-up: the promotion, or null (not found). */
  promotionFound(promotion: Promotion | null): this {
    expect('lookUpPromotion' in this.snapshot.children, 'a promo code look-up is running').toBe(true);
    return this.send(promotionFound(promotion));
  }

  promotionLookUpFailed(): this {
    expect('lookUpPromotion' in this.snapshot.children, 'a promo code look-up is running').toBe(true);
    return this.send(promotionLookUpFailed());
  }

  submit(values: SubmittedValues): this {
    return this.send({ type: 'FIELDS.SUBMITTED', values });
  }
}
