import type { Admin } from '@contract/admin';
import type { Notice } from '@contract/common';
import type { AddressInfo, BasicInfo } from '@contract/customer';
import type { PaymentOption } from '@contract/payment';
import type { CheckoutData, RestoredSession } from '@machines/session/session-restore.machine';
import { catalogue, product } from '../../domain/cart/fixtures';

export const basicInfo: BasicInfo = {
  group: 1,
  first_name: 'Erika',
  last_name: 'Mustermann',
  company_name: null,
  company_vat_id: null,
  email: 'erika@example.org',
  gender: 1,
};

export const address: AddressInfo = {
  street: 'Hauptstraße 1',
  postal_code: '10115',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 1234567',
};

export const sepa: PaymentOption = {
  type: 'sepa',
  bank: null,
  bic: 'COBADEFFXXX',
  holder: 'Erika Mustermann',
  iban: 'DE89370400440532013000',
  permission: true,
  psp_reference: null,
  recurring_reference: null,
  paypal_reference: null,
  sms_validation: false,
};

export const productRemoved: Notice = {
  type: 'warning',
  title: 'cart.product_removed_title',
  message: 'cart.product_removed_body',
  values: { product: 'Webhosting S' },
  preserveRouteChange: false,
};

export const restored = (itemCount: number, notices: readonly Notice[] = []): RestoredSession => ({
  orderDraftId: null,
  itemCount,
  cart: { items: [] },
  notices,
});

export const checkoutData = (parts: Partial<CheckoutData> = {}): CheckoutData => ({
  customerNumber: null,
  basicInfo: null,
  address: null,
  paymentOption: null,
  notices: [],
  ...parts,
});

export const admin = (roles: Admin['roles']): Admin => ({
  id: 1,
  email: 'agent@example.org',
  name: 'Agent',
  roles,
});

/** Cloud panel data as the panel sends it: base64 JSON. */
export const cloudData = (data: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(data), 'utf8').toString('base64');

/** External product id of the hosting product a cloud panel order may name. */
export const HOSTING_EXTERNAL_ID = 'ext-hosting-m';
export const HOSTING_PRODUCT_ID = 12;

/** A catalogue with the domain-only product (id 1) and one hosting product the panel can name. */
export const cloudCatalogue = () =>
  catalogue({ products: [product(HOSTING_PRODUCT_ID, { external_product_id: HOSTING_EXTERNAL_ID })] });
