import type { CartItem } from '@contract/cart';
import { isExistingContract } from '../cart/hosting-number';
import { canChangeTerm } from '../cart/term-options';
import type { CatalogueContext } from '../catalogue-context';
import type { Actor } from './actor';

/** Preconfigured (draft) rows may be edited by sales agents only. */
export const mayEditPreconfiguredRows = (actor: Actor): boolean => actor.isSalesAgent;

/** Whether a row may be changed (term, addons, domains) by this actor. */
export const mayEditItem = (item: CartItem, actor: Actor): boolean =>
  !item.is_preconfigured || mayEditPreconfiguredRows(actor);

/**
 * The cart's change-term link: the row is editable and its term can change (see canChangeTerm);
 * never for the existing hosting contract of a cloud-panel visitor (its term is the contract's).
 */
export const isChangeTermLinkVisible = (item: CartItem, ctx: CatalogueContext, actor: Actor): boolean =>
  mayEditItem(item, actor) && !isExistingContract(item) && canChangeTerm(item, ctx);
