import type { Cart, CartItem } from '@contract/cart';

/** The kinds of cart element a promotion can sit on, in the order promo codes are tried. */
export const ELEMENT_KINDS = ['product', 'addon', 'upsell', 'domain'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Points at one element of a cart item: its product, or the n-th addon, upsell or domain. */
export interface ElementSlot {
  kind: ElementKind;
  index: number;
}

/** Points at one element of a cart. */
export interface ElementRef extends ElementSlot {
  rowId: string;
}

/** The item's elements: product first, then addons, upsells, domains. */
export function itemSlots(item: CartItem): ElementSlot[] {
  return [
    { kind: 'product', index: 0 },
    ...item.addons.map((_, index) => ({ kind: 'addon' as const, index })),
    ...item.upsells.map((_, index) => ({ kind: 'upsell' as const, index })),
    ...item.domains.map((_, index) => ({ kind: 'domain' as const, index })),
  ];
}

/** One element of a cart together with the item it belongs to. */
export interface CartEntry {
  ref: ElementRef;
  item: CartItem;
}

/** Every element of the cart, all products first, then all addons, upsells and domains. */
export function cartEntries(cart: Cart): CartEntry[] {
  const entries = cart.items.flatMap((item) =>
    itemSlots(item).map((slot) => ({ ref: { ...slot, rowId: item.row_id }, item })),
  );
  return ELEMENT_KINDS.flatMap((kind) => entries.filter((entry) => entry.ref.kind === kind));
}

export function promotionCodeAt(item: CartItem, slot: ElementSlot): string | null {
  switch (slot.kind) {
    case 'product':
      return item.product.promotion;
    case 'addon':
      return item.addons[slot.index]?.promotion ?? null;
    case 'upsell':
      return item.upsells[slot.index]?.promotion ?? null;
    case 'domain':
      return item.domains[slot.index]?.promotion_code ?? null;
  }
}

export function withPromotionCode(item: CartItem, slot: ElementSlot, code: string | null): CartItem {
  const replaceAt = <T>(list: readonly T[], change: (element: T) => T): T[] =>
    list.map((element, index) => (index === slot.index ? change(element) : element));
  switch (slot.kind) {
    case 'product':
      return { ...item, product: { ...item.product, promotion: code } };
    case 'addon':
      return { ...item, addons: replaceAt(item.addons, (addon) => ({ ...addon, promotion: code })) };
    case 'upsell':
      return { ...item, upsells: replaceAt(item.upsells, (upsell) => ({ ...upsell, promotion: code })) };
    case 'domain':
      return { ...item, domains: replaceAt(item.domains, (domain) => ({ ...domain, promotion_code: code })) };
  }
}

/** Sets the promotion code of one element of the cart. */
export function withCartPromotionCode(cart: Cart, ref: ElementRef, code: string | null): Cart {
  return {
    ...cart,
    items: cart.items.map((item) => (item.row_id === ref.rowId ? withPromotionCode(item, ref, code) : item)),
  };
}

/** Product ids present in the cart as products, addons or upsells (for `requires`). */
export function productIdsInCart(items: readonly CartItem[]): Set<number> {
  return new Set(
    items.flatMap((item) => [
      item.product.id,
      ...item.addons.map((addon) => addon.id),
      ...item.upsells.map((upsell) => upsell.id),
    ]),
  );
}
