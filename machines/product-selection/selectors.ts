import type { CartItem } from '@contract/cart';
import type { TermChange } from '@domain/cart/term-change';
import type { SnapshotFrom } from 'xstate';
import type { RouteQuery, RouteTarget } from '../shared/routes';
import type { StateMeta } from '../shared/view';
import { previewTerm } from './current';
import type { productSelectionMachine } from './product-selection.machine';
import { findRow } from './steps';
import type { ProductSelectionContext } from './types';

export type ProductSelectionSnapshot = SnapshotFrom<typeof productSelectionMachine>;

/** Drops the parameters that have no value, so the URL shows only what the screen needs. */
function compact(query: Record<string, string | number | null | undefined>): RouteQuery {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] != null),
  );
}

function queryFor(route: RouteTarget['route'], context: ProductSelectionContext): RouteQuery {
  const id = context.rowId;
  const fieldsFlag = context.postponed ? 'y' : undefined;
  switch (route) {
    case 'additionalProductFields':
      return compact({ id: id ? undefined : context.productId, rowId: id, p: fieldsFlag });
    case 'popularAddons':
      return compact({ id, upsellProductId: context.upsellIds[context.upsellIndex] });
    case 'addonVariants':
      return compact({ id, set: context.variantGroupIds[context.variantIndex] });
    case 'promotedAddons':
      return compact({ id, addonId: context.promotedIds[context.promotedIndex] });
    case 'additionalAddonFields':
    case 'additionalPopularAddonFields':
      return compact({ id, addonId: context.fieldsElementId, p: context.postponed ? 'y' : 'n' });
    default:
      return compact({ id });
  }
}

/**
 * Where the browser should be for the screen on show: its route with the path params and query a
 * reload needs to land on the same step (row id, shown upsell, variant group, addon), or null
 * while the machine decides or saves.
 */
export function currentTarget(snapshot: ProductSelectionSnapshot): RouteTarget | null {
  const metas = Object.values(snapshot.getMeta()) as StateMeta[];
  const route = metas.find((meta) => meta.view !== undefined)?.view?.route;
  if (!route) return null;
  const { context } = snapshot;
  if (route === 'products') return context.slug ? { route, params: { slug: context.slug } } : null;
  if (route === 'contractTransfer') {
    const transferId = context.route?.params.transferId;
    return transferId ? { route, params: { transferId } } : null;
  }
  return { route, query: queryFor(route, context) };
}

// ── What the screens show (they render these; the decisions stay in the machine) ─────────────

/** The cart row the steps work on, as the machine holds it now (unsaved toggles included). */
export const shownRow = (snapshot: ProductSelectionSnapshot): CartItem | undefined =>
  findRow(snapshot.context.cart, snapshot.context.rowId);

/** The upsell, variant group or promoted addon on show (null when the list is exhausted). */
export const shownUpsellId = ({ context }: ProductSelectionSnapshot): number | null =>
  context.upsellIds[context.upsellIndex] ?? null;

export const shownVariantGroupId = ({ context }: ProductSelectionSnapshot): number | null =>
  context.variantGroupIds[context.variantIndex] ?? null;

export const shownPromotedId = ({ context }: ProductSelectionSnapshot): number | null =>
  context.promotedIds[context.promotedIndex] ?? null;

/** The term change waiting in the confirm modal, with what it would drop; null when none waits. */
export const pendingTermChange = ({ context }: ProductSelectionSnapshot): TermChange | null =>
  context.pendingTerm ? previewTerm(context, context.pendingTerm) : null;
