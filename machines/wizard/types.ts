import type { CloudPanelData, CloudPanelOrderType } from '@contract/auth';
import type { BrandProperties } from '@contract/brand';
import type { Cart } from '@contract/cart';
import type { Customer } from '@contract/customer';

import type { PaymentOption } from '@contract/payment';
import type { CatalogueContext } from '@domain/catalogue-context';
import type { Actor } from '@domain/roles/actor';
import type { RequiredAgreements } from '@domain/roles/agreements';
import type { OrderFeedbackFormInput } from '@domain/validation/checkout/order-feedback';
import type { DomainSearchError } from '@domain/validation/domain-search';
import type { EmittedFrom, EventFrom } from 'xstate';
import type { cartMachine } from '../cart/cart.machine';
import type { checkoutMachine } from '../checkout/checkout.machine';
import type { domainLookupMachine } from '../domain-lookup/domain-lookup.machine';
import type { confirmMachine, PlacedOrder } from '../payment/confirm.machine';
import type { postfillMachine } from '../postfill/postfill.machine';
import type { productSelectionMachine } from '../product-selection/product-selection.machine';
import type { continueDraftMachine } from '../session/continue-draft.machine';
import type { oauthMachine } from '../session/oauth.machine';
import type { sessionRestoreMachine } from '../session/session-restore.machine';
import type { CatalogueRefreshedEvent, RouteEnteredEvent } from '../shared/events';
import type { smsMachine } from '../sms/sms.machine';
import type { AreaName } from './route-areas';

/** The shop facts every area needs; the app builds them from the session and catalogue calls. */
export interface WizardInput {
  catalogue: CatalogueContext;
  cart: Cart;
  /** Sales agent / order-draft session (permissions). */
  actor: Actor;
  /** The session's customer, if any. */
  customer: Customer | null;
  /** Brand facts deciding whether login is offered. */
  brand: Pick<BrandProperties, 'oauth' | 'allow_crm'>;
  /** The session's order draft (sales agents save into it), null without one. */
  orderDraftId: number | null;
  /** Origin of the admin panel (page configuration); empty: the shop's own staff pages. */
  adminPanelUrl: string;
  paymentOption: PaymentOption | null;
  /** Cloud panel order type, and whether cloud panel data is stored. */
  orderType: CloudPanelOrderType | null;
  hasCloudData: boolean;
  /** A notification that survives navigation is showing. */
  hasPendingNotification: boolean;
  /** Category slugs of the catalogue (OAuth category orders). */
  categorySlugs: readonly string[];
  /** Client storage values the confirm and OAuth screens read again after a redirect. */
  storedFeedback: OrderFeedbackFormInput | null;
  storedAgreements: RequiredAgreements | null;
  storedCloudData: CloudPanelData | null;
  storedExternalProductId: string | null;
  /** Id source of the confirm screen's idempotency keys (e.g. `crypto.randomUUID()`). */
  idempotencyKeyPrefix: string;
}

export interface WizardContext extends WizardInput {
  /** The route waiting to be forwarded to the area being started (sent once it runs). */
  pendingRoute: RouteEnteredEvent | null;
  /** Session id of the area actor whose emitted events the wizard relays. */
  listening: string | null;
  /** The current parent item the cart handed over (addon reselection). */
  parentRowId: string | null;
  /** The order the confirm machine placed (SMS validation, success). */
  order: PlacedOrder | null;
  /** Why the categories screen's domain search was not sent to the lookup (null: nothing to say). */
  domainSearchError: DomainSearchError | null;
}

export type AreaMachines = {
  productSelection: typeof productSelectionMachine;
  domainLookup: typeof domainLookupMachine;
  cart: typeof cartMachine;
  postfill: typeof postfillMachine;
  checkout: typeof checkoutMachine;
  confirm: typeof confirmMachine;
  sms: typeof smsMachine;
  sessionRestore: typeof sessionRestoreMachine;
  continueDraft: typeof continueDraftMachine;
  oauth: typeof oauthMachine;
};

type Internal = RouteEnteredEvent | CatalogueRefreshedEvent | { type: `xstate.${string}` };

/** The user events of all areas (everything but navigation and actor results). */
export type AreaUserEvent = Exclude<EventFrom<AreaMachines[AreaName]>, Internal>;

/** Everything the areas emit (the wizard re-emits it so the app listens in one place). */
export type WizardEmitted = EmittedFrom<AreaMachines[AreaName]>;

/** An area's emitted event, relayed to the wizard by its listener. */
export interface AreaEmittedEvent {
  type: 'AREA.EMITTED';
  emitted: WizardEmitted;
}

/** Shop facts the app loaded again (another locale, a login, a saved address). */
export type RefreshableFacts = Pick<
  WizardInput,
  'catalogue' | 'actor' | 'brand' | 'categorySlugs' | 'customer' | 'paymentOption' | 'orderDraftId'
>;

/**
 * The app's newer facts. The wizard keeps them for the areas it starts from now on; the running
 * area keeps the facts it started with (its own calls keep its data current), except an offer
 * loaded again (another language), which the wizard forwards as `CATALOGUE.REFRESHED`.
 */
export interface FactsRefreshedEvent {
  type: 'FACTS.REFRESHED';
  facts: Partial<RefreshableFacts>;
}

export type WizardEvent = RouteEnteredEvent | AreaUserEvent | AreaEmittedEvent | FactsRefreshedEvent;
