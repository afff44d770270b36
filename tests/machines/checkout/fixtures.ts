import type { BrandProperties } from '@contract/brand';
import type { AddressInfo, BasicInfo, Customer } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import type { CheckoutInput } from '@machines/checkout/checkout.machine';
import type { RouteEnteredEvent } from '@machines/shared/events';
import type { RouteId, RouteQuery } from '@machines/shared/routes';
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/** Small, seed-independent inputs for the checkout, confirm and SMS machine tests. */

export const basicInfo: BasicInfo = {
  group: 1,
  gender: 1,
  first_name: 'Erika',
  last_name: 'Mustermann',
  company_name: null,
  company_vat_id: null,
  email: 'erika@example.com',
};

export const address: AddressInfo = {
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 123456',
};

export function paymentOption(
  type: PaymentOption['type'],
  overrides: Partial<PaymentOption> = {},
): PaymentOption {
  return {
    type,
    bank: null,
    bic: null,
    holder: null,
    iban: null,
    permission: true,
    psp_reference: null,
    recurring_reference: null,
    paypal_reference: null,
    sms_validation: false,
    ...overrides,
  };
}

export const sepa = paymentOption('sepa', {
  holder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
});

/** A visitor without customer number; basic info and address as given. */
export function newCustomer(
  data: { basicInfo?: BasicInfo | null; address?: AddressInfo | null } = {},
): Customer {
  return {
    customer_number: null,
    basicInfo: data.basicInfo ?? null,
    address: data.address ?? null,
    validated: false,
  };
}

export const existingCustomer: Customer = {
  customer_number: 'K-100200',
  basicInfo,
  address,
  validated: true,
};

/** Brand facts deciding about login: an OAuth authority and CRM customers allowed, or not. */
export function brandLogin(allowed: boolean): Pick<BrandProperties, 'oauth' | 'allow_crm'> {
  return {
    allow_crm: true,
    oauth: {
      authority: allowed ? 'https://login.example.com' : null,
      second_authority: null,
      client_id: allowed ? 'shop' : null,
      provider_type: null,
      redirect_uri: null,
    },
  };
}

export function checkoutInput(
  overrides: Partial<CheckoutInput> & { loginAllowed?: boolean } = {},
): CheckoutInput {
  const { loginAllowed = true, ...rest } = overrides;
  return {
    itemCount: 1,
    brand: brandLogin(loginAllowed),
    customer: null,
    paymentOption: null,
    orderType: null,
    ...rest,
  };
}

/** What the router layer sends when the visitor arrives at a route. */
export function entered(
  route: RouteId,
  query: RouteQuery = {},
  params: Readonly<Record<string, string>> = {},
): RouteEnteredEvent {
  return { type: 'ROUTE.ENTERED', route, params, query };
}

/** An invoked call answered. */
export function done<TOutput>(id: string, output: TOutput): DoneActorEvent<TOutput> {
  return { type: `xstate.done.actor.${id}`, output, actorId: id };
}

/** An invoked call failed. */
export function failed(id: string, error: unknown): ErrorActorEvent {
  return { type: `xstate.error.actor.${id}`, error, actorId: id };
}

/** A 4xx answer with field errors, as the app's request error carries it. */
export function fieldErrors(errors: Record<string, string[]>, status = 422) {
  return { status, body: { error: 'validation_failed', message: 'The given data was invalid.', errors } };
}

/** A 5xx answer without field errors. */
export const serverError = {
  status: 500,
  body: { error: 'http_500', message: 'Internal Server Error', errors: {} },
};

/** No answer at all (status 0). */
export const networkError = {
  status: 0,
  body: { error: 'network_error', message: 'Failed to fetch', errors: {} },
};
