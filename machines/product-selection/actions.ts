import type { AdditionalFieldValue, Cart, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { ValidateFieldsResponse } from '@contract/fields';
import { availableUpsells } from '@domain/cart/addon-availability';
import { addonGroupsOf, addonsPresentedAs } from '@domain/cart/addon-presentation';
import { chooseVariant } from '@domain/cart/addon-selectors';
import { toggleAddon } from '@domain/cart/addon-toggle';
import { canAddProduct } from '@domain/cart/product-limit';
import { togglePromotedAddon } from '@domain/cart/promoted-addons';
import { addUpsell, passUpsell } from '@domain/cart/upsells';
import { listedProducts } from '@domain/catalogue/listing';
import { currentPromotedId, currentRow, currentUpsellId, previewTerm } from './current';
import {
  addonForFieldsScreen,
  definitionsOfForm,
  formFor,
  mergeFieldValues,
  ruleErrors,
  serverErrors,
  toFieldValues,
  upsellForFieldsScreen,
} from './fields';
import * as link from './link-promotion';
import { genericErrorNotice, transferServiceUnavailableNotice, unsupportedRuntimeNotice } from './notices';
import {
  queryNumber,
  routeRequestedElement,
  routeReturnsToCart,
  routeRowId,
  routeWantsPostponed,
  stepOfRoute,
} from './route';
import {
  isTransferOffer,
  transferIdOf,
  transferOffer,
  transferRuleNotices,
  transferServerNotices,
} from './transfer';
import type {
  EnteredRoute,
  LookUpPromotionOutput,
  PendingTerm,
  ProductSelectionContext,
  SaveCartOutput,
  StepKind,
  SubmittedValues,
} from './types';

/**
 * The machine's actions as pure functions of the context and the action's params: each returns the
 * context change (`patch`) and the notices to emit. Every export here is such an updater; the
 * machine turns them all into named actions at once (`performing`, effects.ts).
 */
export interface Update {
  patch: Partial<ProductSelectionContext>;
  notices: readonly Notice[];
}

type Context = ProductSelectionContext;

const only = (patch: Partial<Context>): Update => ({ patch, notices: [] });

const withRow = (cart: Cart, item: CartItem): Cart => ({
  ...cart,
  items: cart.items.map((row) => (row.row_id === item.row_id ? item : row)),
});

/** The working cart with the current row replaced (no change when there is no current row). */
function updateRow(context: Context, change: (item: CartItem) => CartItem): Partial<Context> {
  const item = currentRow(context);
  return item ? { cart: withRow(context.cart, change(item)) } : {};
}

/** What a route means for the context: row, return flag, postponed fields, requested element. */
function routeFacts(route: EnteredRoute | null, returnToCartByInput: boolean): Partial<Context> {
  return {
    route,
    returning: returnToCartByInput || routeReturnsToCart(route),
    postponed: routeWantsPostponed(route),
    rowId: routeRowId(route),
    requestedElementId: routeRequestedElement(route),
    slug: route?.route === 'products' ? (route.params.slug ?? null) : null,
    productId: null,
    form: null,
    fieldErrors: {},
    pendingValues: [],
    pendingTerm: null,
  };
}

export const storeRoute = (context: Context, { route }: { route: EnteredRoute }): Update =>
  only(routeFacts(route, context.returnToCartByInput));

// ── Choosing a product ───────────────────────────────────────────────────────────────────────

/** chooseProduct (products route) or id (additional product fields route). */
export const pickQueryProduct = (context: Context): Update =>
  only({
    productId: queryNumber(context.route, context.route?.route === 'products' ? 'chooseProduct' : 'id') ?? 0,
    rowId: null,
  });

export function pickOnlyProduct(context: Context): Update {
  const listed = listedProducts(Object.values(context.catalogue.productsById), context.slug ?? '');
  return only({ productId: listed[0]?.id ?? 0, rowId: null });
}

/** A product chosen on the products screen gets a new row (even after Back from another row's fields). */
export const pickChosenProduct = (_: Context, { productId }: { productId: number }): Update =>
  only({ productId, rowId: null });

/** Refusal of the product (unknown, not available, max amount reached) with canAddProduct's notice. */
export function refuseProduct(context: Context): Update {
  const check = canAddProduct(context.cart, context.productId ?? 0, context.catalogue);
  const product = context.catalogue.productsById[context.productId ?? 0];
  return {
    patch: { slug: product?.category.slug ?? context.slug },
    notices: check.allowed ? [] : check.notices,
  };
}

export function startProductForm(context: Context): Update {
  const row = currentRow(context);
  const productId = row?.product.id ?? context.productId ?? 0;
  const product = context.catalogue.productsById[productId];
  return only({
    form: product ? formFor('product', product, context.postponed) : null,
    fieldErrors: {},
    slug: product?.category.slug ?? context.slug,
  });
}

// ── Steps and forms ──────────────────────────────────────────────────────────────────────────

export const startStep = (_: Context, { step }: { step: StepKind }): Update =>
  only({ cursor: { step, include: false } });

export const cursorFromRoute = (context: Context): Update =>
  only({ cursor: { step: stepOfRoute(context.route), include: true } });

export const cursorAtStart = (): Update => only({ cursor: { step: null, include: false } });

export const storeRuleErrors = (context: Context, { values }: { values: SubmittedValues }): Update =>
  only({ fieldErrors: ruleErrors(definitionsOfForm(context.form, context.catalogue), values) });

export const storePendingValues = (context: Context, { values }: { values: SubmittedValues }): Update =>
  only({
    pendingValues: toFieldValues(definitionsOfForm(context.form, context.catalogue), values),
    fieldErrors: {},
  });

export const storeServerErrors = (
  context: Context,
  { response }: { response: ValidateFieldsResponse },
): Update =>
  only({ fieldErrors: serverErrors(definitionsOfForm(context.form, context.catalogue), response) });

export function clearFieldError(context: Context, { key }: { key: string }): Update {
  const { [key]: _cleared, ...rest } = context.fieldErrors;
  return only({ fieldErrors: rest });
}

export const storeSavedCart = (_: Context, { response }: { response: SaveCartOutput }): Update => ({
  patch: { cart: response.data, savedCart: response.data },
  notices: response.notices,
});

/** A failed save: the working cart falls back to the saved one and the generic error shows. */
export const revertCart = (context: Context): Update => ({
  patch: { cart: context.savedCart },
  notices: [genericErrorNotice()],
});

export const notifyError = (): Update => ({ patch: {}, notices: [genericErrorNotice()] });

/** Stores the submitted values in the addon or upsell whose fields the form edits. */
export function applyElementFields(context: Context): Update {
  const owner = context.form?.owner;
  const id = context.fieldsElementId;
  const values = context.pendingValues;
  return only(
    updateRow(context, (item) => {
      const fill = <T extends { id: number; additional_fields: AdditionalFieldValue[] }>(element: T): T =>
        element.id === id
          ? { ...element, additional_fields: mergeFieldValues(element.additional_fields, values) }
          : element;
      return owner === 'upsell'
        ? { ...item, upsells: item.upsells.map(fill) }
        : { ...item, addons: item.addons.map(fill) };
    }),
  );
}

function elementForm(context: Context, owner: 'addon' | 'upsell', id: number | null): Update {
  const product = id === null ? undefined : context.catalogue.productsById[id];
  return only({
    fieldsElementId: id,
    form: product ? formFor(owner, product, context.postponed) : null,
    fieldErrors: {},
    requestedElementId: null,
  });
}

// ── Upsells ──────────────────────────────────────────────────────────────────────────────────

export function startUpsells(context: Context): Update {
  const item = currentRow(context);
  const upsellIds = item ? availableUpsells(item, context.catalogue) : [];
  const requested = upsellIds.indexOf(context.requestedElementId ?? 0);
  return only({
    upsellIds,
    upsellIndex: Math.max(requested, 0),
    browsingAll: context.route?.route === 'addonReselectionPopularAddons',
    requestedElementId: null,
    cursor: { step: 'upsells', include: false },
  });
}

export const addCurrentUpsell = (context: Context): Update =>
  only(updateRow(context, (item) => addUpsell(item, currentUpsellId(context) ?? 0, context.catalogue).item));

export const passCurrentUpsell = (context: Context): Update =>
  only(updateRow(context, (item) => passUpsell(item, currentUpsellId(context) ?? 0).item));

export const nextUpsell = (context: Context): Update => only({ upsellIndex: context.upsellIndex + 1 });

export const startUpsellForm = (context: Context): Update =>
  elementForm(context, 'upsell', currentUpsellId(context));

export const startUpsellFields = (context: Context): Update =>
  elementForm(
    context,
    'upsell',
    upsellForFieldsScreen(
      currentRow(context),
      context.catalogue,
      context.requestedElementId,
      context.postponed,
    ),
  );

// ── Addon variants ───────────────────────────────────────────────────────────────────────────

export function startVariants(context: Context): Update {
  const item = currentRow(context);
  const variantGroupIds = item
    ? addonGroupsOf(item, context.catalogue, 'variants').map((entry) => entry.group.id)
    : [];
  const requested = variantGroupIds.indexOf(context.requestedElementId ?? 0);
  return only({
    variantGroupIds,
    variantIndex: Math.max(requested, 0),
    requestedElementId: null,
    cursor: { step: 'variants', include: false },
  });
}

export const chooseVariantAddon = (context: Context, { addonId }: { addonId: number }): Update =>
  only(updateRow(context, (item) => chooseVariant(item, addonId, context.catalogue).item));

export const nextVariantGroup = (context: Context): Update =>
  only({ variantIndex: context.variantIndex + 1 });

export const previousVariantGroup = (context: Context): Update =>
  only({ variantIndex: context.variantIndex - 1 });

// ── Promoted addons ──────────────────────────────────────────────────────────────────────────

export function startPromoted(context: Context): Update {
  const item = currentRow(context);
  const promotedIds = item
    ? addonsPresentedAs(item, context.catalogue, 'promoted').map((link) => link.addon_id)
    : [];
  const requested = promotedIds.indexOf(context.requestedElementId ?? 0);
  return only({
    promotedIds,
    promotedIndex: Math.max(requested, 0),
    requestedElementId: null,
    cursor: { step: 'promoted', include: false },
  });
}

export const previousPromoted = (context: Context): Update =>
  only({ promotedIndex: context.promotedIndex - 1 });

export const nextPromoted = (context: Context): Update => only({ promotedIndex: context.promotedIndex + 1 });

/** Selecting a promoted addon: an added one is removed (no cascade), otherwise it is added. */
export const toggleCurrentPromoted = (context: Context): Update =>
  only(
    updateRow(
      context,
      (item) => togglePromotedAddon(item, currentPromotedId(context) ?? 0, context.catalogue).item,
    ),
  );

export const startPromotedForm = (context: Context): Update =>
  elementForm(context, 'addon', currentPromotedId(context));

/** Add-to-cart of the promoted addon's fields form: adds it and stores the values. */
export function addPromotedWithFields(context: Context): Update {
  const added = toggleCurrentPromoted(context);
  return applyElementFields({ ...context, ...added.patch });
}

// ── Addons and addon fields ──────────────────────────────────────────────────────────────────

export const toggleChosenAddon = (context: Context, { addonId }: { addonId: number }): Update =>
  only(updateRow(context, (item) => toggleAddon(item, addonId, context.catalogue).item));

export const startAddonFields = (context: Context): Update =>
  elementForm(
    context,
    'addon',
    addonForFieldsScreen(
      currentRow(context),
      context.catalogue,
      context.requestedElementId,
      context.postponed,
    ),
  );

// ── Maturity and interval ────────────────────────────────────────────────────────────────────

export const storePendingTerm = (_: Context, { term }: { term: PendingTerm }): Update =>
  only({ pendingTerm: term });

export const clearPendingTerm = (): Update => only({ pendingTerm: null });

export function applyPendingTerm(context: Context): Update {
  const change = context.pendingTerm ? previewTerm(context, context.pendingTerm) : null;
  return only({ ...(change ? { cart: withRow(context.cart, change.item) } : {}), pendingTerm: null });
}

export function notifyTermBlocked(context: Context, { term }: { term: PendingTerm }): Update {
  const blocked = previewTerm(context, term)?.blocked ?? [];
  const names = blocked.map((id) => context.catalogue.productsById[id]?.name ?? String(id));
  return { patch: {}, notices: [unsupportedRuntimeNotice(names)] };
}

// ── Contract transfer ────────────────────────────────────────────────────────────────────────

/** The transfer cannot be added (its notices) or its id breaks the field's rules (the first error). */
export function refuseTransfer(context: Context): Update {
  const offer = transferOffer(context.cart, context.catalogue);
  const notices = isTransferOffer(offer)
    ? transferRuleNotices(offer, transferIdOf(context.route))
    : offer.notices;
  return { patch: {}, notices };
}

export const refuseTransferByServer = (
  _: Context,
  { response }: { response: ValidateFieldsResponse },
): Update => ({
  patch: {},
  notices: transferServerNotices(response),
});

export const notifyTransferServiceUnavailable = (): Update => ({
  patch: {},
  notices: [transferServiceUnavailableNotice()],
});

// ── A link's promo code ──────────────────────────────────────────────────────────────────────

/** The server's answer for the link's code: a found promotion joins the catalogue. */
export const storeLinkPromotion = (
  context: Context,
  { promotion }: { promotion: LookUpPromotionOutput },
): Update => only(link.storeLinkPromotion(context, promotion));

/** The look-up failed: the code is not redeemed and the generic error shows. */
export const storeFailedLinkPromotion = (context: Context): Update => ({
  patch: link.storeFailedLinkPromotion(context),
  notices: [genericErrorNotice()],
});
