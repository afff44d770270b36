import type { Cart } from '@contract/cart';
import type { Customer } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import type { Promotion } from '@contract/promotions';
import type { PlacedOrder } from '../payment/confirm.machine';
import type { RouteEnteredEvent } from '../shared/events';
import { ROUTES, type RouteTarget } from '../shared/routes';
import type { ViewMeta } from '../shared/view';

/**
 * Pure readings of what the areas hand back: their outputs (`{ next, ... }`) and their snapshots
 * (view and cart). XState gives both to the wizard untyped across the union of areas, so they are
 * checked here instead of cast.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRouteTarget = (value: unknown): value is RouteTarget =>
  isRecord(value) && typeof value.route === 'string' && Object.hasOwn(ROUTES, value.route);

/** The ROUTE.ENTERED an area gets when the wizard moves it to a route target. */
export const routeEntered = (target: RouteTarget): RouteEnteredEvent => ({
  type: 'ROUTE.ENTERED',
  route: target.route,
  params: target.params ?? {},
  query: target.query ?? {},
});

/** Where an area's output hands over to; a broken output goes to the root (categories). */
export function nextOf(output: unknown): RouteTarget {
  return isRecord(output) && isRouteTarget(output.next) ? output.next : { route: 'categories' };
}

const isCart = (value: unknown): value is Cart => isRecord(value) && Array.isArray(value.items);

/** The cart an area's output carries (domain lookup), if any. */
export const outputCart = (output: unknown): Cart | null =>
  isRecord(output) && isCart(output.cart) ? output.cart : null;

const isPromotion = (value: unknown): value is Promotion =>
  isRecord(value) && typeof value.code === 'string' && typeof value.is_automatic === 'boolean';

/**
 * The promotions an area's output carries (product selection, cart: with promo codes the area found
 * on the server), null when it carries none. The next areas need them: a code in the cart that the
 * catalogue does not know is dropped as "no longer available".
 */
export function outputPromotions(output: unknown): Promotion[] | null {
  if (!isRecord(output) || !Array.isArray(output.promotions)) return null;
  const promotions: unknown[] = output.promotions;
  return promotions.every(isPromotion) ? promotions : null;
}

/** The order the confirm machine placed, if any. */
export function outputOrder(output: unknown): PlacedOrder | null {
  if (!isRecord(output) || !isRecord(output.order)) return null;
  const { code, id } = output.order;
  return typeof code === 'string' && typeof id === 'number' ? { code, id } : null;
}

/** The customer an area's output carries (checkout), null when it says none; undefined when silent. */
export function outputCustomer(output: unknown): Customer | null | undefined {
  if (!isRecord(output) || !('customer' in output)) return undefined;
  const { customer } = output;
  if (customer === null) return null;
  return isRecord(customer) && 'customer_number' in customer ? (customer as Customer) : undefined;
}

/** The payment option an area's output carries (session restore), null when it says none; undefined when silent. */
export function outputPaymentOption(output: unknown): PaymentOption | null | undefined {
  if (!isRecord(output) || !('paymentOption' in output)) return undefined;
  const { paymentOption } = output;
  if (paymentOption === null) return null;
  return isRecord(paymentOption) && typeof paymentOption.type === 'string'
    ? (paymentOption as PaymentOption)
    : undefined;
}

/** The draft session an area's output reports (continue draft, session restore), if any. */
export function outputDraft(
  output: unknown,
): { hasDraftSession: boolean; orderDraftId: number | null } | null {
  if (!isRecord(output) || !isRecord(output.draft)) return null;
  const { hasDraftSession, orderDraftId } = output.draft;
  if (typeof hasDraftSession !== 'boolean') return null;
  return { hasDraftSession, orderDraftId: typeof orderDraftId === 'number' ? orderDraftId : null };
}

/** The parent item the cart hands over with (addon reselection), if any. */
export const outputParentRowId = (output: unknown): string | null =>
  isRecord(output) && typeof output.parentRowId === 'string' ? output.parentRowId : null;

/**
 * The cart an area works on, read from its snapshot's context. Product selection keeps the cart
 * as last saved apart from its working copy; the wizard takes the saved one.
 */
export function snapshotCart(snapshot: unknown): Cart | null {
  if (!isRecord(snapshot) || !isRecord(snapshot.context)) return null;
  const { savedCart, cart } = snapshot.context;
  if (isCart(savedCart)) return savedCart;
  return isCart(cart) ? cart : null;
}

const isViewMeta = (value: unknown): value is ViewMeta =>
  isRecord(value) &&
  typeof value.route === 'string' &&
  Object.hasOwn(ROUTES, value.route) &&
  typeof value.title === 'string';

/**
 * The view of a machine snapshot: the `meta.view` of its deepest active state that has one
 * (`getMeta()` lists the active states from the root down). Null for a non-machine snapshot or a
 * state without a view (deciding, loading).
 */
export function snapshotView(snapshot: unknown): ViewMeta | null {
  if (!isRecord(snapshot) || typeof snapshot.getMeta !== 'function') return null;
  const metas: unknown = snapshot.getMeta();
  if (!isRecord(metas)) return null;
  let found: ViewMeta | null = null;
  for (const meta of Object.values(metas)) {
    if (isRecord(meta) && isViewMeta(meta.view)) found = meta.view;
  }
  return found;
}

/** Whether a child snapshot is still running (a final one hands over by its output instead). */
export const isActiveSnapshot = (snapshot: unknown): boolean =>
  isRecord(snapshot) && snapshot.status === 'active';

/** The payment option an area holds in its context (checkout after the payment step), if any. */
export function snapshotPaymentOption(snapshot: unknown): PaymentOption | null {
  if (!isRecord(snapshot) || !isRecord(snapshot.context)) return null;
  const { paymentOption } = snapshot.context;
  return isRecord(paymentOption) && typeof paymentOption.type === 'string'
    ? (paymentOption as PaymentOption)
    : null;
}

/**
 * The customer as an area holding customer data sees it: checkout keeps `customerNumber`,
 * `basicInfo` and `address` in its context (a login sets them, a logout clears all three, a save
 * replaces one). Null when all three are empty (logged out); the customer unchanged when the area
 * holds no customer data, or the same data.
 */
export function snapshotCustomer(snapshot: unknown, customer: Customer | null): Customer | null {
  if (!isRecord(snapshot) || !isRecord(snapshot.context)) return customer;
  const { context } = snapshot;
  if (!('customerNumber' in context && 'basicInfo' in context && 'address' in context)) return customer;
  const customerNumber = typeof context.customerNumber === 'string' ? context.customerNumber : null;
  const basicInfo = isRecord(context.basicInfo) ? (context.basicInfo as Customer['basicInfo']) : null;
  const address = isRecord(context.address) ? (context.address as Customer['address']) : null;
  if (customerNumber === null && basicInfo === null && address === null) return null;
  if (
    customer &&
    customer.customer_number === customerNumber &&
    customer.basicInfo === basicInfo &&
    customer.address === address
  )
    return customer;
  return {
    customer_number: customerNumber,
    basicInfo,
    address,
    validated: customer?.validated ?? false,
  };
}
