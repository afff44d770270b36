import type { CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';
import { addonTermFor } from './addon-availability';
import { inclusiveClosure, isNonRemovable, partnersByRule } from './addon-groups';
import { type ChooseTermOptions, newElement } from './element-term';
import type { ItemTerm } from './term';

export type AddonOutcome =
  | 'added'
  | 'removed'
  | 'unchanged'
  | 'not_removable'
  | 'not_available'
  | 'not_allowed';

export interface AddonChange {
  item: CartItem;
  outcome: AddonOutcome;
  /** Addon ids put into the row (the chosen one and its mutually inclusive partners). */
  added: number[];
  /** Addon ids taken out of the row (the chosen one, cascaded partners, exclusive rivals). */
  removed: number[];
}

export const unchanged = (item: CartItem, outcome: AddonOutcome): AddonChange => ({
  item,
  outcome,
  added: [],
  removed: [],
});

export const hasAddon = (item: CartItem, addonId: number): boolean =>
  item.addons.some((addon) => addon.id === addonId);

export const withoutAddons = (item: CartItem, ids: readonly number[]): CartItem => ({
  ...item,
  addons: item.addons.filter((addon) => !ids.includes(addon.id)),
});

/**
 * Ids removed with an addon when removal cascades: the addon and its mutually inclusive partners
 * present in the row; non-removable partners stay.
 */
export function cascadeIds(product: Product, item: CartItem, addonId: number): number[] {
  return inclusiveClosure(product, addonId).filter(
    (id) => hasAddon(item, id) && (id === addonId || !isNonRemovable(product, id)),
  );
}

/**
 * Puts an addon into the row with the term matching the parent, adds its mutually inclusive
 * partners (where offered) and removes the mutually exclusive rivals of everything added (with
 * their cascade). Null when the addon is not offered for the row.
 */
export function insertAddon(
  term: ItemTerm,
  item: CartItem,
  addonId: number,
  ctx: CatalogueContext,
  options?: ChooseTermOptions,
): AddonChange | null {
  const chosenTerm = addonTermFor(term, addonId, ctx, options);
  if (!chosenTerm) return null;
  const elements = [newElement(addonId, chosenTerm)];
  for (const partner of inclusiveClosure(term.product, addonId)) {
    if (partner === addonId || hasAddon(item, partner)) continue;
    const partnerTerm = addonTermFor(term, partner, ctx);
    if (partnerTerm) elements.push(newElement(partner, partnerTerm));
  }
  const added = elements.map((element) => element.id);
  const rivals = added.flatMap((id) => partnersByRule(term.product, id, 'mutually_exclusive'));
  const removed = [...new Set(rivals.flatMap((rival) => cascadeIds(term.product, item, rival)))].filter(
    (id) => !added.includes(id),
  );
  const kept = withoutAddons(item, removed);
  return { item: { ...kept, addons: [...kept.addons, ...elements] }, outcome: 'added', added, removed };
}

/** Removes addons from the row; the outcome is 'unchanged' when none of them was in it. */
export function takeOut(item: CartItem, ids: readonly number[]): AddonChange {
  const removed = ids.filter((id) => hasAddon(item, id));
  if (removed.length === 0) return unchanged(item, 'unchanged');
  return { item: withoutAddons(item, removed), outcome: 'removed', added: [], removed };
}
