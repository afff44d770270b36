import type { Cart, CartItem } from '@contract/cart';
import type { ValidateFieldsResponse } from '@contract/fields';
import type { PostfillInput } from '@machines/postfill/postfill.machine';
import type { RouteEnteredEvent } from '@machines/shared/events';
import type { RouteId, RouteQuery } from '@machines/shared/routes';
import {
  cartItem,
  catalogue,
  DE,
  DOMAIN_ONLY_ID,
  domain,
  domainOnlyProduct,
  element,
  field,
  link,
  product,
  rowId,
} from '../../domain/cart/fixtures';

/**
 * The shop of the postfill tests. Postponed fields: Hosting (10) field 101, Server (11) field 111,
 * addons Backup (20) field 201 and Firewall (21) field 211, upsells Mail (30) field 301 and
 * Office (31) field 311, domains (the domain-only product) field 11 (optional). Basic (12) and
 * Monitoring (22) have no postponed fields; Basic has a required field that is not postponed.
 */
const postponed = (id: number, rules = 'required|string') =>
  field(id, { is_postponed: true, validation_rules: rules });

export const HOSTING = product(10, {
  name: 'Hosting',
  additionalFields: [postponed(101)],
  addons: [link(10, 20), link(10, 21), link(10, 22)],
  upsells: [{ upsell_id: 30 }, { upsell_id: 31 }],
});
export const SERVER = product(11, { name: 'Server', additionalFields: [postponed(111)] });
export const BASIC = product(12, {
  name: 'Basic',
  additionalFields: [field(121)],
  addons: [link(12, 20), link(12, 22)],
  upsells: [{ upsell_id: 30 }],
});
export const BACKUP = product(20, { name: 'Backup', additionalFields: [postponed(201)] });
export const FIREWALL = product(21, { name: 'Firewall', additionalFields: [postponed(211)] });
export const MONITORING = product(22, { name: 'Monitoring' });
export const MAIL = product(30, { name: 'Mail', additionalFields: [postponed(301)] });
export const OFFICE = product(31, { name: 'Office', additionalFields: [postponed(311)] });

export const shop = () =>
  catalogue({
    products: [
      domainOnlyProduct({ additionalFields: [postponed(11, 'string')] }),
      HOSTING,
      SERVER,
      BASIC,
      BACKUP,
      FIREWALL,
      MONITORING,
      MAIL,
      OFFICE,
    ],
  });

export const ROW_HOSTING = rowId('A');
export const ROW_SERVER = rowId('B');
export const ROW_BASIC = rowId('C');
export const ROW_DOMAINS = rowId('D');

/** A row of `p` (12 months) with these addons, upsells and domains. */
export function row(
  letter: string,
  p: typeof HOSTING,
  parts: { addons?: (typeof BACKUP)[]; upsells?: (typeof MAIL)[]; domains?: string[] } = {},
): CartItem {
  return cartItem(p, 12, 12, {
    row_id: rowId(letter),
    addons: (parts.addons ?? []).map((addon) => element(addon, 12, 12)),
    upsells: (parts.upsells ?? []).map((upsell) => element(upsell, 12, 12)),
    domains: (parts.domains ?? []).map((name) => domain(name, DE.id)),
  });
}

export const domainsRow = (...names: string[]): CartItem =>
  cartItem(product(DOMAIN_ONLY_ID, { type: 'domain' }), 12, 12, {
    row_id: ROW_DOMAINS,
    domains: names.map((name) => domain(name, DE.id)),
  });

export const cartOf = (...items: CartItem[]): Cart => ({ items });

export const input = (cart: Cart): PostfillInput => ({ catalogue: shop(), cart });

export const entered = (route: RouteId, query: RouteQuery = {}): RouteEnteredEvent => ({
  type: 'ROUTE.ENTERED',
  route,
  params: {},
  query,
});

export const validated = (output: ValidateFieldsResponse) => ({
  type: 'xstate.done.actor.validateFields' as const,
  actorId: 'validateFields' as const,
  output,
});
export const VALID = validated({ valid: true, errors: {} });
export const saved = (cart: Cart) => ({
  type: 'xstate.done.actor.saveCart' as const,
  actorId: 'saveCart' as const,
  output: { data: cart, notices: [] },
});
export const failed = (actorId: 'validateFields' | 'saveCart') => ({
  type: `xstate.error.actor.${actorId}` as const,
  actorId,
  error: new Error('server down'),
});
