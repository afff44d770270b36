import type { CartItem } from '@contract/cart';
import type { ValidateFieldsResponse } from '@contract/fields';
import { availableUpsells } from '@domain/cart/addon-availability';
import { addonGroupsOf, addonPresentations } from '@domain/cart/addon-presentation';
import { chooseVariant } from '@domain/cart/addon-selectors';
import { toggleAddon } from '@domain/cart/addon-toggle';
import { canAddProduct } from '@domain/cart/product-limit';
import { togglePromotedAddon } from '@domain/cart/promoted-addons';
import { isOrderable } from '@domain/cart/term';
import { addUpsell } from '@domain/cart/upsells';
import { listedProducts } from '@domain/catalogue/listing';
import type { RouteId } from '../shared/routes';

import { currentPromotedId, currentRow, currentUpsellId, previewTerm } from './current';
import {
  addonForFieldsScreen,
  definitionsOfForm,
  hasFormFields,
  responseHasErrors,
  ruleErrors,
  upsellForFieldsScreen,
} from './fields';
import { isRoute, isStepRoute, queryNumber, routeAddsItems } from './route';
import { nextStep, upsellProceed } from './steps';
import { isTransferOffer, transferIdOf, transferOffer, transferRuleError } from './transfer';
import type { NextStep, PendingTerm, ProductSelectionContext, SubmittedValues } from './types';

/**
 * The machine's guards, in XState's form: pure predicates of the context (and the event data the
 * machine passes as params). Every export here is a guard; the machine names them all in `setup`.
 * Step-order decisions are in steps.ts; rules come from src/domain.
 */
type Context = ProductSelectionContext;
type Args = { context: Context };

const row = currentRow;

// ── Route entry ──────────────────────────────────────────────────────────────────────────────

export const enteredRoute = ({ context }: Args, { routes }: { routes: readonly RouteId[] }): boolean =>
  isRoute(context.route, routes);

export const enteredStepRoute = ({ context }: Args): boolean => isStepRoute(context.route);

/** Route guard: without permission to add items, product and addon routes redirect to the cart. */
export const addingNotAllowedHere = ({ context }: Args): boolean =>
  !context.mayAddItems && routeAddsItems(context.route);

export const choosesProduct = ({ context }: Args): boolean =>
  queryNumber(context.route, 'chooseProduct') !== null;

const listed = (context: Context) =>
  listedProducts(Object.values(context.catalogue.productsById), context.slug ?? '');

export const categoryHasOneProduct = ({ context }: Args): boolean => listed(context).length === 1;

export const categoryHasProducts = ({ context }: Args): boolean => listed(context).length > 0;

export const enteredExistingRow = ({ context }: Args): boolean => context.rowId !== null;

/** Routes with a row id whose row does not exist go to categories (spec: route guards). */
export const rowMissing = ({ context }: Args): boolean => row(context) === undefined;

/** Popular addons need id and upsells (spec: route guards). */
export function rowHasNoUpsells({ context }: Args): boolean {
  const item = row(context);
  return (
    isRoute(context.route, ['popularAddons', 'addonReselectionPopularAddons']) &&
    (!item || availableUpsells(item, context.catalogue).length === 0)
  );
}

export { linkPromotionToLookUp } from './link-promotion';

// ── Choosing a product ───────────────────────────────────────────────────────────────────────

/** Unknown, inactive, or without an orderable term: 'product not available'. */
export function productUnavailable({ context }: Args): boolean {
  const productId = context.productId ?? 0;
  const check = canAddProduct(context.cart, productId, context.catalogue);
  if (!check.allowed) return check.reason === 'product_not_available';
  return !isOrderable(context.catalogue.productsById[productId]);
}

/** qty_max of the product reached: the max-amount notice, no new row. */
export function productLimitReached({ context }: Args): boolean {
  const check = canAddProduct(context.cart, context.productId ?? 0, context.catalogue);
  return !check.allowed && check.reason === 'max_amount_reached';
}

/** The product (of the row, else the chosen one) has fields for the form (postponed ones with p=y). */
export function productHasFormFields({ context }: Args): boolean {
  const productId = row(context)?.product.id ?? context.productId ?? 0;
  return hasFormFields(context.catalogue.productsById[productId], context.postponed);
}

// ── Step order ───────────────────────────────────────────────────────────────────────────────

export const nextStepIs = ({ context }: Args, { step }: { step: NextStep }): boolean =>
  nextStep(context.cursor, row(context), context.catalogue, {
    mayAddItems: context.mayAddItems,
    returning: context.returning,
  }) === step;

export const isReturning = ({ context }: Args): boolean => context.returning;

export const postponedForm = ({ context }: Args): boolean => context.form?.postponed === true;

export const hasAddonForFieldsScreen = ({ context }: Args): boolean =>
  addonForFieldsScreen(row(context), context.catalogue, context.requestedElementId, context.postponed) !==
  null;

export const hasUpsellForFieldsScreen = ({ context }: Args): boolean =>
  upsellForFieldsScreen(row(context), context.catalogue, context.requestedElementId, context.postponed) !==
  null;

// ── Fields forms ─────────────────────────────────────────────────────────────────────────────

/** The domain rule engine finds errors in the submitted values (the step stays blocked). */
export const fieldsInvalid = ({ context }: Args, { values }: { values: SubmittedValues }): boolean =>
  Object.keys(ruleErrors(definitionsOfForm(context.form, context.catalogue), values)).length > 0;

/** The server's field validation returned errors (the step stays blocked). */
export const serverFoundErrors = (_: Args, { response }: { response: ValidateFieldsResponse }): boolean =>
  responseHasErrors(response);

// ── Upsells ──────────────────────────────────────────────────────────────────────────────────

export function upsellAddable({ context }: Args): boolean {
  const item = row(context);
  const upsellId = currentUpsellId(context);
  return (
    item !== undefined &&
    upsellId !== null &&
    addUpsell(item, upsellId, context.catalogue).outcome === 'added'
  );
}

export const upsellInRow = ({ context }: Args): boolean =>
  row(context)?.upsells.some((upsell) => upsell.id === currentUpsellId(context)) === true;

export const upsellHasFields = ({ context }: Args): boolean =>
  hasFormFields(context.catalogue.productsById[currentUpsellId(context) ?? 0], false);

const proceedFromUpsell = (context: Context) =>
  upsellProceed({
    returning: context.returning,
    browsingAll: context.browsingAll,
    index: context.upsellIndex,
    count: context.upsellIds.length,
  });

export const leavesUpsellsForCart = ({ context }: Args): boolean => proceedFromUpsell(context) === 'cart';

export const hasNextUpsell = ({ context }: Args): boolean => proceedFromUpsell(context) === 'nextUpsell';

// ── Addon variants ───────────────────────────────────────────────────────────────────────────

function inCurrentVariantGroup(context: Context, item: CartItem, addonId: number): boolean {
  const groupId = context.variantGroupIds[context.variantIndex];
  const group = addonGroupsOf(item, context.catalogue, 'variants').find(
    (entry) => entry.group.id === groupId,
  );
  return group?.addons.some((link) => link.addon_id === addonId) === true;
}

/** The addon is a variant of the group shown and choosing it changes the row. */
export function variantAddable({ context }: Args, { addonId }: { addonId: number }): boolean {
  const item = row(context);
  return (
    item !== undefined &&
    inCurrentVariantGroup(context, item, addonId) &&
    chooseVariant(item, addonId, context.catalogue).outcome === 'added'
  );
}

export function variantAlreadyChosen({ context }: Args, { addonId }: { addonId: number }): boolean {
  const item = row(context);
  return (
    item !== undefined &&
    inCurrentVariantGroup(context, item, addonId) &&
    item.addons.some((addon) => addon.id === addonId)
  );
}

export const hasNextVariantGroup = ({ context }: Args): boolean =>
  context.variantIndex < context.variantGroupIds.length - 1;

export const hasPreviousVariantGroup = ({ context }: Args): boolean => context.variantIndex > 0;

// ── Promoted addons ──────────────────────────────────────────────────────────────────────────

function promotedToggleOutcome(context: Context): string {
  const item = row(context);
  const addonId = currentPromotedId(context);
  return item && addonId !== null
    ? togglePromotedAddon(item, addonId, context.catalogue).outcome
    : 'not_available';
}

/** The promoted addon shown is in the row and may go: selecting removes it (no cascade). */
export const promotedRemovable = ({ context }: Args): boolean => promotedToggleOutcome(context) === 'removed';

/** Selecting adds the promoted addon. */
export const promotedAddable = ({ context }: Args): boolean => promotedToggleOutcome(context) === 'added';

/** Selecting adds the promoted addon and it has fields: its form comes first. */
export const promotedNeedsForm = ({ context }: Args): boolean =>
  promotedToggleOutcome(context) === 'added' &&
  hasFormFields(context.catalogue.productsById[currentPromotedId(context) ?? 0], false);

export const hasNextPromoted = ({ context }: Args): boolean =>
  context.promotedIndex < context.promotedIds.length - 1;

export const hasPreviousPromoted = ({ context }: Args): boolean => context.promotedIndex > 0;

// ── Addons ───────────────────────────────────────────────────────────────────────────────────

/** The addon is shown on the addons screen (recommended or regular) and toggling it changes the row. */
export function addonToggleChangesRow({ context }: Args, { addonId }: { addonId: number }): boolean {
  const item = row(context);
  const link = context.catalogue.productsById[item?.product.id ?? 0]?.addons.find(
    (candidate) => candidate.addon_id === addonId,
  );
  const kinds = link ? addonPresentations(link) : [];
  if (!item || !(kinds.includes('recommended') || kinds.includes('regular'))) return false;
  const outcome = toggleAddon(item, addonId, context.catalogue).outcome;
  return outcome === 'added' || outcome === 'removed';
}

// ── Maturity and interval ────────────────────────────────────────────────────────────────────

/** A non-removable addon cannot follow the new term: the change is refused. */
export const termChangeBlocked = ({ context }: Args, { term }: { term: PendingTerm }): boolean =>
  (previewTerm(context, term)?.blocked.length ?? 0) > 0;

export const termChangeIsNoop = ({ context }: Args, { term }: { term: PendingTerm }): boolean =>
  previewTerm(context, term)?.changed !== true;

/** The change would drop addons, upsells or the manual promotion: confirm first. */
export function termChangeDropsSomething({ context }: Args, { term }: { term: PendingTerm }): boolean {
  const dropped = previewTerm(context, term)?.dropped;
  return (
    dropped !== undefined &&
    (dropped.addons.length > 0 || dropped.upsells.length > 0 || dropped.promotion !== null)
  );
}

// ── Contract transfer ────────────────────────────────────────────────────────────────────────

export const transferUnavailable = ({ context }: Args): boolean =>
  !isTransferOffer(transferOffer(context.cart, context.catalogue));

export function transferIdBreaksRules({ context }: Args): boolean {
  const offer = transferOffer(context.cart, context.catalogue);
  return isTransferOffer(offer) && transferRuleError(offer, transferIdOf(context.route)) !== null;
}
