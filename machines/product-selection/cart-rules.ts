import { availableUpsells } from '@domain/cart/addon-availability';
import { addonGroupsOf, addonPresentations, addonsPresentedAs } from '@domain/cart/addon-presentation';
import { chooseVariant } from '@domain/cart/addon-selectors';
import { toggleAddon } from '@domain/cart/addon-toggle';
import { createCartItem } from '@domain/cart/create-item';
import { moveDomainsFromTemporaryItem } from '@domain/cart/domain-only';
import { togglePromotedAddon } from '@domain/cart/promoted-addons';
import { changeInterval, changeMaturity } from '@domain/cart/term-change';
import { possibleTerms } from '@domain/cart/term-options';
import { addUpsell, passUpsell } from '@domain/cart/upsells';
import { redeemPromoCode } from '@domain/promotions/redeem';

/**
 * The cart rules product selection applies to the row: creating it, its steps, term changes and
 * promo codes. They are a module of their own that the machine loads (`loadCartRules`) before the
 * first state that applies them, and keeps in its context: the product fields screen opened
 * directly needs none of them until its form is saved, so its first load goes without them (about
 * 6 KB gzip of DESIGN.md's first-load budget). What the route entry and the fields form need stays imported.
 */
export const cartRules = {
  addonGroupsOf,
  addonPresentations,
  addonsPresentedAs,
  addUpsell,
  availableUpsells,
  changeInterval,
  changeMaturity,
  chooseVariant,
  createCartItem,
  moveDomainsFromTemporaryItem,
  passUpsell,
  possibleTerms,
  redeemPromoCode,
  toggleAddon,
  togglePromotedAddon,
};

export type CartRules = typeof cartRules;
