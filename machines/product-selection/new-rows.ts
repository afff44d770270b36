import type { AdditionalFieldValue, Cart, CartItem } from '@contract/cart';
import type { Notice } from '@contract/common';
import { toggleAddon } from '@domain/cart/addon-toggle';
import { createCartItem } from '@domain/cart/create-item';
import { moveDomainsFromTemporaryItem } from '@domain/cart/domain-only';
import type { RandomBytes } from '@domain/cart/row-id';
import { redeemPromoCode } from '@domain/promotions/redeem';
import type { Update } from './actions';
import { currentRow } from './current';
import { mergeFieldValues } from './fields';
import * as link from './link-promotion';
import { queryNumber, queryText } from './route';
import { cartWithTransfer, isTransferOffer, transferIdOf, transferOffer } from './transfer';
import type { ProductSelectionContext } from './types';

/**
 * The actions that create a cart row. A new row's id is drawn from a source of random bytes, a
 * function, so it is not part of the context (snapshots stay plain data): `setup` builds these
 * actions with the browser's crypto source, and a test that needs known row ids provides them
 * with its own source (`withRowIds`).
 */
type Context = ProductSelectionContext;

const only = (patch: Partial<Context>): Update => ({ patch, notices: [] });

const withRow = (cart: Cart, item: CartItem): Cart => ({
  ...cart,
  items: cart.items.map((row) => (row.row_id === item.row_id ? item : row)),
});

function withWebcardReference(item: CartItem, reference: string | null): CartItem {
  if (reference === null) return item;
  const informations = item.product.informations.filter((entry) => entry.key !== 'webcard_demo_reference');
  return {
    ...item,
    product: {
      ...item.product,
      informations: [...informations, { key: 'webcard_demo_reference', value: reference }],
    },
  };
}

function withChosenAddon(item: CartItem, addonId: number | null, context: Context): CartItem {
  if (addonId === null || item.addons.some((addon) => addon.id === addonId)) return item;
  const change = toggleAddon(item, addonId, context.catalogue);
  return change.outcome === 'added' ? change.item : item;
}

/**
 * Saving product fields (also for a new product without fields): creates the row if new, stores
 * the fields, moves the domains of the temporary domain-only row (tid), stores the webcard demo
 * reference, adds the chosen addon (query addons) and attaches the promo code (its notice when it
 * is not found or not applicable). The promo code comes last so a code for the added addon applies.
 */
function saveProductFields(
  context: Context,
  values: readonly AdditionalFieldValue[],
  random: RandomBytes | undefined,
): Update {
  const existing = currentRow(context);
  const created = existing
    ? undefined
    : createCartItem(context.productId ?? 0, context.catalogue, random, context.cart);
  const row = existing ?? created;
  if (!row) return only({});
  const item: CartItem = {
    ...row,
    product: { ...row.product, additional_fields: mergeFieldValues(row.product.additional_fields, values) },
  };
  let cart: Cart = existing
    ? withRow(context.cart, item)
    : { ...context.cart, items: [...context.cart.items, item] };
  const tid = queryText(context.route, 'tid');
  if (tid !== null) cart = moveDomainsFromTemporaryItem(cart, tid, item.row_id, context.catalogue).cart;
  const reference = queryText(context.route, 'webcard_demo_reference');
  const addonId = queryNumber(context.route, 'addons');
  cart = {
    ...cart,
    items: cart.items.map((entry) =>
      entry.row_id === item.row_id
        ? withChosenAddon(withWebcardReference(entry, reference), addonId, context)
        : entry,
    ),
  };
  const notices: Notice[] = [];
  const code = link.codeToRedeem(context);
  if (code !== null) {
    const redeemed = redeemPromoCode(cart, code, context.catalogue);
    cart = redeemed.cart;
    // The link's code is answered on the next step's screen: the notice outlives the route change.
    if (redeemed.outcome.status !== 'applied')
      notices.push({ ...redeemed.outcome.notice, preserveRouteChange: true });
  }
  return { patch: { cart, rowId: item.row_id, productId: item.product.id }, notices };
}

function addTransfer(context: Context, random: RandomBytes | undefined): Update {
  const offer = transferOffer(context.cart, context.catalogue);
  const cart = isTransferOffer(offer)
    ? cartWithTransfer(context.cart, offer, transferIdOf(context.route), context.catalogue, random)
    : null;
  return only(cart ? { cart } : {});
}

export const rowCreators = (random?: RandomBytes) => ({
  /** A product without fields: its new row, with what the link asks for. */
  addProductWithoutFields: (context: Context): Update => saveProductFields(context, [], random),
  /** The product fields form's values, validated on the server. */
  applyProductFields: (context: Context): Update => saveProductFields(context, context.pendingValues, random),
  addTransfer: (context: Context): Update => addTransfer(context, random),
});
