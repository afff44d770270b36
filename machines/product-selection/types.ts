import type { AdditionalFieldValue, Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { FieldToValidate, ValidateFieldsResponse } from '@contract/fields';
import type { Promotion } from '@contract/promotions';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { FieldError } from '@domain/validation/additional-fields/field-error';
import type { CatalogueRefreshedEvent, RouteEnteredEvent } from '../shared/events';
import type { RouteId, RouteQuery, RouteTarget } from '../shared/routes';

/** A stored additional-field value (contract `FieldValue`). */
export type FieldValue = AdditionalFieldValue['value'];

/**
 * The steps after choosing an item, in the spec's order (catalogue spec section 4, "Step order
 * after choosing an item"). The product-fields screen comes before them; the cart after them.
 */
export type StepKind =
  | 'upsells'
  | 'variants'
  | 'promoted'
  | 'domainLookup'
  | 'domainQuestion'
  | 'maturity'
  | 'interval'
  | 'addons'
  | 'addonFields';

export type NextStep = StepKind | 'cart';

/**
 * Where the step order stands: `step` null is the start (right after the product fields);
 * `include` true means `step` itself is still to be considered (a step route was entered),
 * false that it is done (the user leaves it).
 */
export interface StepCursor {
  step: StepKind | null;
  include: boolean;
}

/** Whose additional fields a form edits; the type sent to the server's field validation. */
export type FormOwner = 'product' | 'addon' | 'upsell';

/** The fields form on screen: whose fields, which of them (postponed or not), title and hint. */
export interface FieldsForm {
  owner: FormOwner;
  /** The product (catalogue entry) whose field definitions the form shows. */
  elementId: number;
  /** `p=y`: the form holds the postponed fields (postfill); otherwise the non-postponed ones. */
  postponed: boolean;
  /** SSL certificate products show a hint to enter a domain or subdomain. */
  hint: 'ssl' | null;
  /** The single field's headline when the form has exactly one field (it becomes the title). */
  headline: string | null;
}

/** A field's error: from the domain rule engine (message key with values) or from the server. */
export type FieldProblem = { source: 'rules'; error: FieldError } | { source: 'server'; message: string };

/** The route the router reported last (parsed and sanitised). */
export type EnteredRoute = Omit<RouteEnteredEvent, 'type'>;

/** A term choice waiting to be applied (after the confirm modal when it drops something). */
export interface PendingTerm {
  kind: 'maturity' | 'interval';
  id: number;
}

export interface ProductSelectionInput {
  catalogue: CatalogueContext;
  cart: Cart;
  /** False for a customer updating an order draft: products, addons and promoted addons go to the cart. */
  mayAddItems: boolean;
  /** Go back to the cart after the edited step (also taken from the route's returnToCart). */
  returnToCart?: boolean;
}

export interface ProductSelectionContext {
  catalogue: CatalogueContext;
  mayAddItems: boolean;
  /** The working cart (changed by the steps, saved by `saveCart`). */
  cart: Cart;
  /** The cart as last saved; a failed save falls back to it. */
  savedCart: Cart;
  route: EnteredRoute | null;
  returnToCartByInput: boolean;
  /** After the edited step (and its follow-up) go back to the cart. */
  returning: boolean;
  /** Category slug of the products screen. */
  slug: string | null;
  /** The product being chosen (no row yet). */
  productId: number | null;
  /** The cart row the steps work on. */
  rowId: string | null;
  cursor: StepCursor;
  /** Upsell screen: the upsells offered for the row, the one shown, and 'browse all' (reselection). */
  upsellIds: readonly number[];
  upsellIndex: number;
  browsingAll: boolean;
  /** Addon-variants screen: the variant groups of the row and the one shown. */
  variantGroupIds: readonly number[];
  variantIndex: number;
  /** Promoted-addons screen: the promoted addons of the row and the one shown. */
  promotedIds: readonly number[];
  promotedIndex: number;
  /** Element asked for by the route (upsellProductId, set, addonId); used once by the next screen. */
  requestedElementId: number | null;
  /** Addon or upsell whose fields the addon/upsell fields form edits. */
  fieldsElementId: number | null;
  /** The route asked for the postponed fields (`p=y`). */
  postponed: boolean;
  form: FieldsForm | null;
  /** Values of the submitted form while the server validates them. */
  pendingValues: readonly AdditionalFieldValue[];
  /** Errors of the form by field key. */
  fieldErrors: Readonly<Record<string, FieldProblem>>;
  pendingTerm: PendingTerm | null;
  /** The link's promo code as looked up on the server (null: none looked up yet). */
  linkPromotion: LinkPromotion | null;
}

/** A link's promo code and what its look-up found. */
export interface LinkPromotion {
  code: string;
  lookUp: 'found' | 'not_found' | 'failed';
}

/** What the user entered in a fields form, by field key. */
export type SubmittedValues = Readonly<Record<string, FieldValue>>;

export type ProductSelectionEvent =
  | RouteEnteredEvent
  | CatalogueRefreshedEvent
  | { type: 'PRODUCT.CHOSEN'; productId: number }
  | { type: 'FIELDS.SUBMITTED'; values: SubmittedValues }
  | { type: 'FIELDS.EDITED'; key: string }
  | { type: 'FIELDS.CANCELLED' }
  | { type: 'STEP.NEXT' }
  | { type: 'STEP.BACK' }
  | { type: 'UPSELL.ADDED' }
  | { type: 'UPSELL.PASSED' }
  | { type: 'UPSELL.PROCEED' }
  | { type: 'VARIANT.CHOSEN'; addonId: number }
  | { type: 'PROMOTED.TOGGLED' }
  | { type: 'PROMOTED.PREVIOUS' }
  | { type: 'PROMOTED.NEXT' }
  | { type: 'PROMOTED.CONTINUE' }
  | { type: 'ADDON.TOGGLED'; addonId: number }
  | { type: 'ADDONS.CONFIRMED' }
  | { type: 'MATURITY.CHOSEN'; maturityId: number }
  | { type: 'INTERVAL.CHOSEN'; intervalId: number }
  | { type: 'TERM.CONFIRMED' }
  | { type: 'TERM.CANCELLED' };

/** The machine's final output: where the wizard goes next. */
export interface ProductSelectionOutput {
  next: RouteTarget;
  /** The cart as last saved: the wizard hands it to the next area (its last snapshot may not reach it). */
  cart: Cart;
  /** The promotions known now, with a link's promo code found on the server (the cart may carry it). */
  promotions: readonly Promotion[];
}

/** `saveCart` answers like `PUT /api/v2/session/cart` (the parts the machine reads). */
export interface SaveCartOutput {
  data: Cart;
  notices: readonly Notice[];
}

export type ValidateFieldsInput = readonly FieldToValidate[];
export type ValidateFieldsOutput = ValidateFieldsResponse;

/** `GET /api/v2/promotions/{code}`: the promotion, or null when the code is not found. */
export type LookUpPromotionOutput = Promotion | null;
export interface LookUpPromotionInput {
  code: string;
}

export type { RouteId, RouteQuery };
