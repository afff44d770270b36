import type { Cart } from '@contract/cart';
import type { Notice } from '@contract/common';
import type { Promotion } from '@contract/promotions';
import type { CartMachineInput } from '@machines/cart/cart.machine';
import type { RouteEnteredEvent } from '@machines/shared/events';
import type { RouteId, RouteQuery } from '@machines/shared/routes';
import {
  cartItem,
  catalogue,
  DE,
  domain,
  element,
  field,
  group,
  link,
  product,
  promotion,
  rowId,
  type TermSpec,
} from '../../domain/cart/fixtures';

/**
 * The shop of the cart machine tests:
 * - Hosting (10): 12 months (monthly or yearly interval), 24 months, 1 month; addons Backup (20,
 *   12 months billed yearly only, so any other term drops it), Support (21, non-removable, 12 months
 *   yearly and 24 months, so a monthly interval or a 1-month term is refused), modules Linux (22) /
 *   Windows (23) of a group with allow_empty; upsell Mail (30).
 * - Mailbox (40): hide_in_cart, shown only by its domains.
 * - Postbox (41): hide_in_cart, shown only by its addon Forwarding (42).
 * - Shop (50): requires a domain. Form (60): a required, non-postponed field 601.
 * - Promo code SAVE10: 10 % on Hosting for 12-month terms; OTHER applies to nothing in the cart.
 */
const HOSTING_TERMS: TermSpec[] = [
  { months: 12, price: 5, intervals: [1, 12], defaultInterval: 12 },
  { months: 24, price: 4, intervals: [24] },
  { months: 1, price: 9, intervals: [1] },
];

export const HOSTING = product(10, {
  name: 'Hosting',
  terms: HOSTING_TERMS,
  addons: [
    link(10, 20),
    link(10, 21, { groups: [group(1, ['non_removable'])] }),
    link(10, 22, { groups: [group(2, ['modules', 'allow_empty'])] }),
    link(10, 23, { groups: [group(2, ['modules', 'allow_empty'])] }),
  ],
  upsells: [{ upsell_id: 30 }],
});
export const BACKUP = product(20, { name: 'Backup', terms: [{ months: 12, intervals: [12] }] });
export const SUPPORT = product(21, {
  name: 'Support',
  terms: [
    { months: 12, intervals: [12] },
    { months: 24, intervals: [24] },
  ],
});
export const LINUX = product(22, { name: 'Linux', terms: HOSTING_TERMS });
export const WINDOWS = product(23, { name: 'Windows', terms: HOSTING_TERMS });
export const MAIL = product(30, { name: 'Mail', terms: HOSTING_TERMS });
export const MAILBOX = product(40, { name: 'Mailbox', hide_in_cart: true });
export const POSTBOX = product(41, { name: 'Postbox', hide_in_cart: true, addons: [link(41, 42)] });
export const FORWARDING = product(42, { name: 'Forwarding' });
export const SHOP = product(50, { name: 'Shop', is_domainrequired: 1 });
export const FORM = product(60, { name: 'Form', additionalFields: [field(601)] });

export const SAVE10: Promotion = promotion('SAVE10', {
  applies_to: { type: 'product', list: [10] },
  supported: { maturity_months: [12], interval_months: [], for_addon: false, for_upsell: false },
});
export const OTHER: Promotion = promotion('OTHER', { applies_to: { type: 'product', list: [999] } });

export const shop = () =>
  catalogue({
    products: [HOSTING, BACKUP, SUPPORT, LINUX, WINDOWS, MAIL, MAILBOX, POSTBOX, FORWARDING, SHOP, FORM],
    promotions: [SAVE10],
  });

/** What the fake server answers for GET /api/v2/promotions/{code} (null: 404). */
export const SERVER_PROMOTIONS: Readonly<Record<string, Promotion>> = { SAVE10, OTHER };

export const ROW_HOSTING = rowId('A');
export const ROW_MAILBOX = rowId('B');
export const ROW_EMPTY_MAILBOX = rowId('C');
export const ROW_POSTBOX = rowId('D');
export const ROW_SHOP = rowId('E');
export const ROW_FORM = rowId('F');
export const ROW_UNKNOWN = rowId('Z');

export const MATURITY_12 = 1001;
export const MATURITY_24 = 1002;
export const MATURITY_1 = 1003;
export const INTERVAL_12_MONTHLY = 10011;
export const INTERVAL_12_YEARLY = 10012;

/** Hosting on 12 months, yearly, with Backup (and Support unless told) and the promo code SAVE10. */
export const hostingRow = (options: { preconfigured?: boolean; support?: boolean } = {}) =>
  cartItem(HOSTING, 12, 12, {
    row_id: ROW_HOSTING,
    product: { ...cartItem(HOSTING, 12, 12).product, promotion: 'SAVE10' },
    addons: [element(BACKUP, 12, 12), ...(options.support === false ? [] : [element(SUPPORT, 12, 12)])],
    is_preconfigured: options.preconfigured ?? false,
  });
export const mailboxRow = () =>
  cartItem(MAILBOX, 12, 12, { row_id: ROW_MAILBOX, domains: [domain('example.de', DE.id)] });
export const emptyMailboxRow = () => cartItem(MAILBOX, 12, 12, { row_id: ROW_EMPTY_MAILBOX });
export const postboxRow = () =>
  cartItem(POSTBOX, 12, 12, { row_id: ROW_POSTBOX, addons: [element(FORWARDING, 12, 12)] });
export const shopRow = () => cartItem(SHOP, 12, 12, { row_id: ROW_SHOP });
export const formRow = () => cartItem(FORM, 12, 12, { row_id: ROW_FORM });

export const cartOf = (...items: Cart['items']): Cart => ({ items });

export const visitor = { isSalesAgent: false, hasDraftSession: false };
export const draftCustomer = { isSalesAgent: false, hasDraftSession: true };
export const salesAgent = { isSalesAgent: true, hasDraftSession: true };

export const input = (overrides: Partial<CartMachineInput> = {}): CartMachineInput => ({
  catalogue: shop(),
  cart: cartOf(hostingRow(), mailboxRow()),
  actor: visitor,
  customer: { existingCustomer: false, loginAllowed: true },
  orderDraftId: null,
  adminPanelUrl: '',
  ...overrides,
});

export const entered = (
  route: RouteId,
  query: RouteQuery = {},
  params: Readonly<Record<string, string>> = {},
): RouteEnteredEvent => ({ type: 'ROUTE.ENTERED', route, params, query });

/** The server's answer to a save: the cart as sent, without notices. */
export const saved = (cart: Cart, notices: Notice[] = []) => ({
  type: 'xstate.done.actor.saveCart' as const,
  actorId: 'saveCart' as const,
  output: { data: cart, notices },
});
export const failed = (actorId: 'saveCart' | 'redeemPromoCode' | 'saveOrderDraft' | 'cancelDraft') => ({
  type: `xstate.error.actor.${actorId}` as const,
  actorId,
  error: new Error('server down'),
});
/** The server refused a promo code look-up: too many attempts for now. */
export const lookupsUsedUp = {
  type: 'xstate.error.actor.redeemPromoCode' as const,
  actorId: 'redeemPromoCode' as const,
  error: Object.assign(new Error('rate limited'), { status: 429 }),
};
export const promotionAnswer = (found: Promotion | null) => ({
  type: 'xstate.done.actor.redeemPromoCode' as const,
  actorId: 'redeemPromoCode' as const,
  output: found,
});
/** Cancel order answered 404: the server knows no draft of this session. */
export const draftNotFound = {
  type: 'xstate.error.actor.cancelDraft' as const,
  actorId: 'cancelDraft' as const,
  error: Object.assign(new Error('draft not found'), { status: 404 }),
};
export const draftCancelled = {
  type: 'xstate.done.actor.cancelDraft' as const,
  actorId: 'cancelDraft' as const,
  output: undefined,
};

export const draftSaved = (id: number) => ({
  type: 'xstate.done.actor.saveOrderDraft' as const,
  actorId: 'saveOrderDraft' as const,
  output: { id },
});
export const PERIOD_MODAL_CLOSED = { type: 'xstate.after.150.cart.screen.period.closing' as const };
