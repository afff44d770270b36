import { AddressInfo, BasicInfo } from '@contract/customer';
import { PaymentOption } from '@contract/payment';
import { VatIdCheck } from '@contract/vat';
import { z } from 'zod';

/**
 * Where the checkout keeps its data in the session's jsonb `state` (one top-level entry each, so
 * `SessionStore.mergeState` of one never overwrites another):
 * - `customer`: `{ customer_number }`, set by the login of an existing customer (null otherwise);
 * - `basic_info`: the contract's BasicInfo as the domain rules output it;
 * - `address`: the contract's AddressInfo. `GET /api/v2/session/vat` reads `state.address.country_code`,
 *   so the VAT answer follows the saved address;
 * - `payment`: the contract's PaymentOption (never card data: only what the contract carries);
 * - `order`: the order state of the confirm step (order code and id, feedback), written by the
 *   order calls; reset here with the rest.
 */
export const CUSTOMER_STATE_KEY = 'customer';
export const BASIC_INFO_STATE_KEY = 'basic_info';
export const ADDRESS_STATE_KEY = 'address';
export const PAYMENT_STATE_KEY = 'payment';
export const ORDER_STATE_KEY = 'order';
/** Notices of the customer validation not yet shown (answered once by `GET /session/customer`). */
export const CUSTOMER_NOTICES_STATE_KEY = 'customer_notices';
/**
 * The logged-in customer's hosting contracts (`[{ id, external_product_id }]`, from the authority at
 * login): the only hosting numbers this session's cart rows may carry (hosting-context variant).
 */
export const HOSTING_STATE_KEY = 'hosting_subscriptions';
/**
 * The latest VIES check of the company VAT id of `basic_info` (contract VatIdCheck), written when
 * basic info is saved; the VAT decision uses it only while it is for the VAT id basic info holds.
 */
export const VAT_ID_CHECK_STATE_KEY = 'vat_id_check';
/** The cloud panel's order type of a panel visitor's login (recorded on the order). */
export const ORDER_TYPE_STATE_KEY = 'order_type';

/**
 * What `GET /api/v2/session/cancel` and logout clear: customer, payment and order data (spec: the
 * success screen "resets customer, order and payment"). Cart, locale and referral sources stay:
 * they belong to the visitor, not to the customer (our choice). Entries are set to null because a
 * jsonb merge cannot remove keys; every reader treats null as absent.
 */
export const CHECKOUT_RESET: Readonly<Record<string, null>> = {
  [CUSTOMER_STATE_KEY]: null,
  [BASIC_INFO_STATE_KEY]: null,
  [ADDRESS_STATE_KEY]: null,
  [PAYMENT_STATE_KEY]: null,
  [ORDER_STATE_KEY]: null,
  [CUSTOMER_NOTICES_STATE_KEY]: null,
  [HOSTING_STATE_KEY]: null,
  [ORDER_TYPE_STATE_KEY]: null,
  [VAT_ID_CHECK_STATE_KEY]: null,
};

export const CustomerNoticeName = z.enum(['country_unsupported']);
export type CustomerNoticeName = z.infer<typeof CustomerNoticeName>;

const StoredOrder = z.object({ order_id: z.number().int().positive() });

const StoredCustomer = z.object({ customer_number: z.string().min(1).nullable() });

type State = Record<string, unknown> | undefined;

/** A stored entry when it still has the contract's shape; anything else counts as absent. */
function read<T>(state: State, key: string, schema: z.core.$ZodType<T>): T | null {
  const value = state?.[key];
  if (value === undefined || value === null) return null;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : null;
}

/** The customer number of an existing (logged-in) customer, else null. */
export function storedCustomerNumber(state: State): string | null {
  return read(state, CUSTOMER_STATE_KEY, StoredCustomer)?.customer_number ?? null;
}

export function storedBasicInfo(state: State): BasicInfo | null {
  return read(state, BASIC_INFO_STATE_KEY, BasicInfo);
}

export function storedAddress(state: State): AddressInfo | null {
  return read(state, ADDRESS_STATE_KEY, AddressInfo);
}

export function storedPaymentOption(state: State): PaymentOption | null {
  return read(state, PAYMENT_STATE_KEY, PaymentOption);
}

export function storedVatIdCheck(state: State): VatIdCheck | null {
  return read(state, VAT_ID_CHECK_STATE_KEY, VatIdCheck);
}

/** The id of the session's latest order (written when it was placed), else null. */
export function storedOrderId(state: State): number | null {
  return read(state, ORDER_STATE_KEY, StoredOrder)?.order_id ?? null;
}

const StoredHostingSubscriptions = z.array(
  z.object({ id: z.string().min(1), external_product_id: z.string().nullable() }),
);

/** Hosting numbers of the logged-in customer's contracts (empty without a login from the panel's authority). */
export function storedHostingNumbers(state: State): Set<string> {
  return new Set(read(state, HOSTING_STATE_KEY, StoredHostingSubscriptions)?.map((entry) => entry.id));
}

/** Customer-validation notices waiting to be shown (the visitor has not been told yet). */
export function storedCustomerNotices(state: State): CustomerNoticeName[] {
  return read(state, CUSTOMER_NOTICES_STATE_KEY, z.array(CustomerNoticeName)) ?? [];
}
