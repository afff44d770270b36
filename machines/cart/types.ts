import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import type { MissingRequirement } from '@domain/cart/requirements';
import type { TermChange } from '@domain/cart/term-change';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { Actor } from '@domain/roles/actor';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { CatalogueRefreshedEvent, MachineEmitted, RouteEnteredEvent } from '../shared/events';
import type { RouteTarget } from '../shared/routes';

/** What `checkoutStart` (src/domain/roles) needs to know about the visitor. */
export interface CustomerFacts {
  /** Has a customer number (see `isExistingCustomer`). */
  existingCustomer: boolean;
  /** The brand offers login (see `isLoginAllowed`). */
  loginAllowed: boolean;
}

export interface CartMachineInput {
  catalogue: CatalogueContext;
  /** The session's cart as loaded. */
  cart: Cart;
  actor: Actor;
  customer: CustomerFacts;
  /** Order draft of the session (sales agents save into it), null without one. */
  orderDraftId: number | null;
  /** Origin of the admin panel whose drafts page a saved draft leaves for; empty: this shop's. */
  adminPanelUrl: string;
}

/** What a removal link on the cart points at. */
export type RemovalTarget =
  | { kind: 'item'; rowId: string }
  | { kind: 'addon'; rowId: string; addonId: number }
  | { kind: 'domain'; rowId: string; domain: string };

/** A previewed term change of a row, kept while the confirm modal asks about what it drops. */
export interface TermPreview {
  step: 'maturity' | 'interval';
  change: TermChange;
}

export interface CartContext extends CartMachineInput {
  /** The cart in context differs from the last one the server confirmed. */
  unsaved: boolean;
  /** Where the machine hands over to (set by an accepted navigation, a link or checkout). */
  navigation: RouteTarget | null;
  /** The current parent item (addon reselection). */
  parentRowId: string | null;
  /** Removal waiting for confirmation. */
  removal: RemovalTarget | null;
  /** Row whose contract details modal is open. */
  detailsRowId: string | null;
  /** Row whose term is being changed (period modal). */
  termRowId: string | null;
  termPreview: TermPreview | null;
  /** The missing requirement a notice modal shows. */
  requirement: MissingRequirement | null;
  /** The visitor closed the required-field notice; it shows again on the next cart load. */
  requirementNoticeDismissed: boolean;
  /** The promo code being redeemed. */
  promoCode: string | null;
}

/** User actions on the cart screen (and navigation). */
export type CartEvent =
  | RouteEnteredEvent
  | CatalogueRefreshedEvent
  | { type: 'REMOVE.REQUESTED'; target: RemovalTarget }
  | { type: 'REMOVE.CONFIRMED' }
  | { type: 'REMOVE.CANCELLED' }
  | { type: 'DETAILS.OPENED'; rowId: string }
  | { type: 'MODAL.CLOSED' }
  | { type: 'TERM.CHANGE_REQUESTED'; rowId: string }
  | { type: 'TERM.MATURITY_CHOSEN'; maturityId: number }
  | { type: 'TERM.INTERVAL_CHOSEN'; intervalId: number }
  | { type: 'TERM.CONFIRMED' }
  | { type: 'TERM.CANCELLED' }
  /** Module selector: an addon of the module group, or null for 'None'. */
  | { type: 'MODULE.CHOSEN'; rowId: string; groupId: number; addonId: number | null }
  | { type: 'PROMO.SUBMITTED'; code: string }
  | { type: 'CART.EMPTY_REQUESTED' }
  | { type: 'CART.EMPTY_CONFIRMED' }
  | { type: 'CART.EMPTY_CANCELLED' }
  | { type: 'ADDONS.CHANGE_REQUESTED'; rowId: string }
  | { type: 'UPSELLS.CUSTOMIZE_REQUESTED'; rowId: string }
  | { type: 'DOMAIN.ADD_REQUESTED'; rowId: string }
  | { type: 'PRODUCT.ADD_REQUESTED' }
  /** The button of the missing-domain / missing-additional-field notice. */
  | { type: 'REQUIREMENT.FIX_REQUESTED' }
  | { type: 'CHECKOUT.REQUESTED' }
  /** The cancel-order button of a customer updating a draft. */
  | { type: 'DRAFT.CANCEL_REQUESTED' };

export type CartEmitted = MachineEmitted;

/** `saveCart`: PUT /api/v2/session/cart; the server's re-validated cart and its notices. */
export interface SaveCartOutput {
  data: Cart;
  notices: Notice[];
}

/** `redeemPromoCode`: GET /api/v2/promotions/{code}; null when the server answers 404. */
export type RedeemPromoCodeOutput = Promotion | null;

export interface RedeemPromoCodeInput {
  code: string;
}

/** `saveOrderDraft`: saves the session's cart into its order draft (response: the draft id). */
export interface SaveOrderDraftInput {
  cart: Cart;
}

export interface SaveOrderDraftOutput {
  id: number;
}

/** Results of the invoked actors as the machine receives them. */
export type CartActorEvent =
  | DoneActorEvent<SaveCartOutput, 'saveCart'>
  | DoneActorEvent<RedeemPromoCodeOutput, 'redeemPromoCode'>
  | DoneActorEvent<SaveOrderDraftOutput, 'saveOrderDraft'>
  | DoneActorEvent<void, 'cancelDraft'>
  | ErrorActorEvent<unknown, 'saveCart' | 'redeemPromoCode' | 'saveOrderDraft' | 'cancelDraft'>;

export interface CartOutput {
  next: RouteTarget;
  /** The current parent item when handing over to an addon (re)selection screen. */
  parentRowId: string | null;
  /** The cart as the cart screen left it, for the next area. */
  cart: Cart;
  /** The promotions known now, with the promo codes found on the server (the cart may carry them). */
  promotions: readonly Promotion[];
}
