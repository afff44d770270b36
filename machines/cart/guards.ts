import { availableAddons, availableUpsells } from '@domain/cart/addon-availability';
import { chooseModule } from '@domain/cart/addon-selectors';
import { findMissingRequirements } from '@domain/cart/requirements';
import { needsIntervalChoice } from '@domain/cart/term-options';
import { validateCart } from '@domain/cart/validate-cart';
import { withPromotion } from '@domain/promotions/find-promotion';
import { redeemPromoCode } from '@domain/promotions/redeem';
import { mayAddItems } from '@domain/roles/add-items';
import { isChangeTermLinkVisible } from '@domain/roles/permissions';
import { isRateLimitedError, isUnknownCodeError } from '../session/errors';
import {
  dropsSomething,
  editableRow,
  findRow,
  isAddingRoute,
  isReselectionRoute,
  namesUnknownRow,
  previewRemoval,
  previewTerm,
  queryId,
  resolveEntered,
} from './rules';
import type { CartActorEvent, CartContext, CartEvent, RedeemPromoCodeOutput } from './types';

/** Guards of the cart machine: thin calls of src/domain rules. */
interface GuardArgs {
  context: CartContext;
  event: CartEvent | CartActorEvent;
}

const isActorEvent = (event: GuardArgs['event']): event is CartActorEvent => event.type.startsWith('xstate.');

const asCartEvent = (event: GuardArgs['event']): CartEvent | null => (isActorEvent(event) ? null : event);

const entered = (event: GuardArgs['event']) => {
  const cartEvent = asCartEvent(event);
  return cartEvent?.type === 'ROUTE.ENTERED' ? cartEvent : null;
};

const rowIdOf = (event: GuardArgs['event']): string | null => {
  const cartEvent = asCartEvent(event);
  return cartEvent && 'rowId' in cartEvent ? cartEvent.rowId : null;
};

const promotionOf = (event: GuardArgs['event']): RedeemPromoCodeOutput =>
  event.type === 'xstate.done.actor.redeemPromoCode' ? event.output : null;

const missing = (context: CartContext) => findMissingRequirements(context.cart, context.catalogue);

export const cartGuards = {
  /** Navigation to the cart itself: the cart loads. */
  isCartRoute: ({ event }: GuardArgs) => entered(event)?.route === 'cart',

  /** `/addon-reselection/*` needs the id of the parent item. */
  reselectionWithoutId: ({ event }: GuardArgs) => {
    const route = entered(event);
    return route !== null && isReselectionRoute(route.route) && queryId(route.query) === null;
  },

  /** Spec: without permission to add items, addons, products, categories, lookup and promoted addons go to the cart. */
  addingForbiddenOnRoute: ({ context, event }: GuardArgs) => {
    const route = entered(event);
    return route !== null && isAddingRoute(resolveEntered(route).route) && !mayAddItems(context.actor);
  },

  /** Spec: popular addons need an id and upsells. */
  popularAddonsUnavailable: ({ context, event }: GuardArgs) => {
    const route = entered(event);
    if (route === null || resolveEntered(route).route !== 'popularAddons') return false;
    const item = findRow(context.cart, queryId(route.query));
    return !item || availableUpsells(item, context.catalogue).length === 0;
  },

  /** Spec: routes with a query id whose cart row does not exist go to categories. */
  unknownRow: ({ context, event }: GuardArgs) => {
    const route = entered(event);
    return route !== null && namesUnknownRow(resolveEntered(route), context.cart);
  },

  /** An accepted navigation: the cart must be saved first (unsaved, or validation changes it). */
  navigationNeedsSave: ({ context }: GuardArgs) =>
    context.unsaved || validateCart(context.cart, context.catalogue).changed,

  /** The cart in context differs from the one the server confirmed. */
  hasUnsavedChanges: ({ context }: GuardArgs) => context.unsaved,

  /** Required-field check on the cart page: a product that requires a domain has none. */
  showsMissingDomainNotice: ({ context }: GuardArgs) =>
    !context.requirementNoticeDismissed &&
    missing(context).some((requirement) => requirement.kind === 'domain'),

  /** Required-field check on the cart page: required, non-postponed fields without a value. */
  showsMissingFieldsNotice: ({ context }: GuardArgs) =>
    !context.requirementNoticeDismissed &&
    missing(context).some((requirement) => requirement.kind !== 'domain'),

  /** Going to checkout: a product that requires a domain has none. */
  cartMissesDomain: ({ context }: GuardArgs) =>
    missing(context).some((requirement) => requirement.kind === 'domain'),

  /** Going to checkout: required, non-postponed additional fields without a value. */
  cartMissesFields: ({ context }: GuardArgs) =>
    missing(context).some((requirement) => requirement.kind !== 'domain'),

  /** The removal target exists, the actor may edit its row and it can go (non-removable addons cannot). */
  removalAllowed: ({ context, event }: GuardArgs) => {
    const cartEvent = asCartEvent(event);
    if (cartEvent?.type !== 'REMOVE.REQUESTED') return false;
    return (
      editableRow(context, cartEvent.target.rowId) !== undefined &&
      previewRemoval(context.cart, cartEvent.target, context.catalogue).removed
    );
  },

  rowExists: ({ context, event }: GuardArgs) => findRow(context.cart, rowIdOf(event)) !== undefined,

  /** The change-term link: an editable row with more than one possible term. */
  termChangeable: ({ context, event }: GuardArgs) => {
    const item = findRow(context.cart, rowIdOf(event));
    return item !== undefined && isChangeTermLinkVisible(item, context.catalogue, context.actor);
  },

  /** The chosen term would drop non-removable addons: refused with a warning. */
  termChangeBlocked: ({ context, event }: GuardArgs) => {
    const cartEvent = asCartEvent(event);
    const change = cartEvent && previewTerm(context, cartEvent);
    return change !== null && change.blocked.length > 0;
  },

  /** The chosen term would drop addons, upsells or a manual promotion: confirm first. */
  termChangeDropsSomething: ({ context, event }: GuardArgs) => {
    const cartEvent = asCartEvent(event);
    const change = cartEvent && previewTerm(context, cartEvent);
    return change !== null && dropsSomething(change);
  },

  /** After a saved maturity change: the maturity has several intervals to choose from. */
  intervalChoiceFollows: ({ context }: GuardArgs) => {
    const item = findRow(context.cart, context.termRowId);
    return (
      context.termPreview?.step === 'maturity' &&
      item !== undefined &&
      needsIntervalChoice(item, context.catalogue)
    );
  },

  /** Module selector: the choice (or 'None' where allowed) changes the row. */
  moduleChangeApplies: ({ context, event }: GuardArgs) => {
    const cartEvent = asCartEvent(event);
    if (cartEvent?.type !== 'MODULE.CHOSEN') return false;
    const item = editableRow(context, cartEvent.rowId);
    if (!item) return false;
    const change = chooseModule(item, cartEvent.groupId, cartEvent.addonId, context.catalogue);
    return change.outcome === 'added' || change.outcome === 'removed';
  },

  /** Spec: promo code redeem is disabled while the input is empty. */
  promoCodeEntered: ({ event }: GuardArgs) => {
    const cartEvent = asCartEvent(event);
    return cartEvent?.type === 'PROMO.SUBMITTED' && cartEvent.code.trim() !== '';
  },

  /** The server refused the look-up: the visitor tried too many codes for now. */
  promotionLookupsUsedUp: ({ event }: GuardArgs) => 'error' in event && isRateLimitedError(event.error),

  /** The server answered 404 for the code. */
  promotionNotFound: ({ event }: GuardArgs) => promotionOf(event) === null,

  /** The found promotion applies to an element of the cart. */
  promotionAppliesToCart: ({ context, event }: GuardArgs) => {
    const promotion = promotionOf(event);
    if (promotion === null || context.promoCode === null) return false;
    const ctx = withPromotion(context.catalogue, promotion);
    return redeemPromoCode(context.cart, context.promoCode, ctx).outcome.status === 'applied';
  },

  /** Change-addons link: the row exists, the actor may edit it and it has addons on offer. */
  rowEditable: ({ context, event }: GuardArgs) => {
    const rowId = rowIdOf(event);
    const row = rowId === null ? undefined : editableRow(context, rowId);
    // The change-addons link: only for a row that has addons to choose from.
    return row !== undefined && availableAddons(row, context.catalogue).length > 0;
  },

  /** Customize link: an editable row with upsells on offer. */
  rowHasUpsells: ({ context, event }: GuardArgs) => {
    const rowId = rowIdOf(event);
    const item = rowId === null ? undefined : editableRow(context, rowId);
    return item !== undefined && availableUpsells(item, context.catalogue).length > 0;
  },

  /** Add-domain link: adding is allowed and the row is editable. */
  domainAddable: ({ context, event }: GuardArgs) => {
    const rowId = rowIdOf(event);
    return mayAddItems(context.actor) && rowId !== null && editableRow(context, rowId) !== undefined;
  },

  /** Add-product link: shown only when adding new items is allowed. */
  mayAddItems: ({ context }: GuardArgs) => mayAddItems(context.actor),

  isSalesAgent: ({ context }: GuardArgs) => context.actor.isSalesAgent,
  /** A customer (not a sales agent) in a draft session: the cancel-order button. */
  customerUpdatingDraft: ({ context }: GuardArgs) =>
    context.actor.hasDraftSession && !context.actor.isSalesAgent,

  /** Cancel order was refused because the server knows no draft of this session. */
  draftUnknown: (_: GuardArgs, params: { error: unknown }) => isUnknownCodeError(params.error),

  /** A sales agent's 'save order' without an order draft: the 'no order draft' notice instead. */
  salesAgentWithoutDraft: ({ context }: GuardArgs) =>
    context.actor.isSalesAgent && context.orderDraftId === null,
};
