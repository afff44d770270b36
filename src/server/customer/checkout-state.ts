import type { LocaleCode, Notice } from '@contract/common';
import type { AddressInfo, BasicInfo, Customer } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import type { CatalogueView } from '../catalogue/views';
import { type PaymentCustomer, selectablePaymentType } from '../payment/payment-types';
import type { SessionStore } from '../sessions/store';
import { resetUnsupportedCountry } from './address';
import { allowedGroups } from './basic-info';
import {
  ADDRESS_STATE_KEY,
  CUSTOMER_NOTICES_STATE_KEY,
  type CustomerNoticeName,
  PAYMENT_STATE_KEY,
  storedAddress,
  storedBasicInfo,
  storedCustomerNotices,
  storedCustomerNumber,
  storedPaymentOption,
} from './state';

/** The checkout data of a session, as it holds under today's catalogue and payment types. */
export interface CheckoutData {
  customerNumber: string | null;
  basicInfo: BasicInfo | null;
  address: AddressInfo | null;
  payment: PaymentOption | null;
  /** Customer-validation notices the visitor has not been shown yet. */
  pendingNotices: CustomerNoticeName[];
}

/** Country codes the brand supports: the countries `GET /api/v2/countries` answers. */
export function supportedCountries(view: CatalogueView): ReadonlySet<string> {
  return new Set(view.countries.map((country) => country.code));
}

/** Who pays, for the payment types: the basic info's group and the address country, when known. */
export function paymentCustomer(
  view: CatalogueView,
  basicInfo: BasicInfo | null,
  address: AddressInfo | null,
): PaymentCustomer {
  return {
    group: basicInfo?.group ?? null,
    allowedGroups: allowedGroups(view.brand.properties),
    countryCode: address?.country_code ?? view.brand.properties.country_code,
  };
}

/**
 * Reads the checkout data of a session's state and repairs what no longer holds, storing the
 * repair so every later reader (VAT, order) sees the same:
 * - an address whose country the brand no longer supports is reset to the brand's default country
 *   with postcode and city cleared (checkout spec section 4, customer validation);
 * - a payment option whose type is no longer offered to this customer (type switched off, customer
 *   group or country changed) is dropped, so the payment step is asked again (our choice; the spec
 *   is silent).
 */
export async function readCheckout(
  idHash: string | null,
  state: Record<string, unknown> | undefined,
  view: CatalogueView,
  locale: LocaleCode,
  sessions: SessionStore,
): Promise<CheckoutData> {
  const customerNumber = storedCustomerNumber(state);
  const basicInfo = storedBasicInfo(state);
  let address = storedAddress(state);
  let payment = storedPaymentOption(state);
  const repairs: Record<string, unknown> = {};
  const pendingNotices = storedCustomerNotices(state);

  const reset = address
    ? resetUnsupportedCountry(address, supportedCountries(view), view.brand.properties.country_code)
    : null;
  if (reset) {
    address = reset;
    repairs[ADDRESS_STATE_KEY] = reset;
    // Kept until the customer answer tells the visitor (whichever call repaired first).
    if (!pendingNotices.includes('country_unsupported')) pendingNotices.push('country_unsupported');
    repairs[CUSTOMER_NOTICES_STATE_KEY] = pendingNotices;
  }
  if (
    payment &&
    !selectablePaymentType(view.brand.slug, locale, paymentCustomer(view, basicInfo, address), payment.type)
  ) {
    payment = null;
    repairs[PAYMENT_STATE_KEY] = null;
  }
  if (idHash && Object.keys(repairs).length > 0) await sessions.mergeState(idHash, repairs);
  return { customerNumber, basicInfo, address, payment, pendingNotices };
}

/**
 * `GET /api/v2/session/customer`. `validated` (spec: "a validated flag marks the customer"; its
 * meaning is not shown) is our reading: the customer data passed the server's checks, i.e. an
 * existing customer, or basic info and an address in a supported country (a reset address with
 * empty postcode and city is not validated).
 */
export function customerOf(data: CheckoutData): Customer {
  const addressComplete = Boolean(data.address?.postal_code && data.address.city);
  return {
    customer_number: data.customerNumber,
    basicInfo: data.basicInfo,
    address: data.address,
    validated: data.customerNumber !== null || (data.basicInfo !== null && addressComplete),
  };
}

/** The notices of the customer validation as the browser shows them (web catalogue keys). */
const CUSTOMER_NOTICES: Readonly<Record<CustomerNoticeName, Notice>> = {
  country_unsupported: {
    type: 'warning',
    title: 'customer.country_unsupported_title',
    message: 'customer.country_unsupported',
    values: {},
    // Shown on arrival; it must outlive the wizard's first settling navigation.
    preserveRouteChange: true,
  },
};

export const customerNotices = (names: readonly CustomerNoticeName[]): Notice[] =>
  names.map((name) => CUSTOMER_NOTICES[name]);
