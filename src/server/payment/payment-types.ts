import type { LocaleCode } from '@contract/common';
import type { PaymentType, PaymentTypeSlug } from '@contract/payment';

/** A text in both shop languages. */
type Localized = Readonly<Record<LocaleCode, string>>;

/**
 * One payment type a brand offers. The spec gives the type's fields (is_active, name, slug,
 * sms_validation_required) but not where they come from nor which customers get which type; our
 * choice is this configuration per brand slug (kept in code because the database schema has no
 * payment-type table yet; it moves into the seed when it gets one) with two optional limits:
 * - `groups`: customer groups it is offered to (1 private person, 0 company), all when absent;
 * - `countries`: address countries it is offered in, all when absent.
 */
export interface PaymentTypeConfig {
  slug: PaymentTypeSlug;
  name: Localized;
  is_active: boolean;
  sms_validation_required: boolean;
  groups?: readonly (0 | 1)[];
  countries?: readonly string[];
}

/**
 * Countries of the SEPA scheme (EU, EEA, Switzerland, United Kingdom and the small states that take
 * part): SEPA direct debit is only offered for an address there.
 */
export const SEPA_COUNTRIES: readonly string[] = [
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE'],
  ...['IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  ...['IS', 'LI', 'NO', 'CH', 'GB', 'AD', 'MC', 'SM', 'VA'],
];

const sepa = (smsValidation: boolean): PaymentTypeConfig => ({
  slug: 'sepa',
  name: { 'de-DE': 'SEPA-Lastschrift', 'en-GB': 'SEPA direct debit' },
  is_active: true,
  sms_validation_required: smsValidation,
  countries: SEPA_COUNTRIES,
});

/** PayPal as a subscription (the spec's PayPal integration: approve link, then confirm). */
const paypal = (active: boolean): PaymentTypeConfig => ({
  slug: 'paypal-integration',
  name: { 'de-DE': 'PayPal', 'en-GB': 'PayPal' },
  is_active: active,
  sms_validation_required: false,
});

/** Cards through the card payment provider (Adyen's method type `scheme`). */
const card: PaymentTypeConfig = {
  slug: 'adyen-scheme',
  name: { 'de-DE': 'Kreditkarte', 'en-GB': 'Credit card' },
  is_active: true,
  sms_validation_required: false,
};

/** Bank transfer against invoice: companies only (our choice; private persons pay in advance otherwise). */
const bankTransfer: PaymentTypeConfig = {
  slug: 'bank-transfer',
  name: { 'de-DE': 'Überweisung', 'en-GB': 'Bank transfer' },
  is_active: true,
  sms_validation_required: false,
  groups: [0],
};

/**
 * hostwerk: SEPA with SMS validation of the order (the spec's "selected payment option requires
 * it"), PayPal, card, bank transfer for companies. cloudkontor: SEPA without SMS, card, bank
 * transfer; PayPal listed but switched off (`is_active` false: shown, not selectable).
 */
export const PAYMENT_TYPES_BY_BRAND: Readonly<Record<string, readonly PaymentTypeConfig[]>> = {
  hostwerk: [sepa(true), paypal(true), card, bankTransfer],
  cloudkontor: [sepa(false), card, bankTransfer, paypal(false)],
};

/** Brands without an entry of their own offer these. */
export const DEFAULT_PAYMENT_TYPES: readonly PaymentTypeConfig[] = [
  sepa(false),
  paypal(true),
  card,
  bankTransfer,
];

/** Who is paying, as far as the session knows: null when not entered yet. */
export interface PaymentCustomer {
  /** Customer group of the basic info; null: any group the brand allows. */
  group: 0 | 1 | null;
  /** Groups the brand allows, used while the group is unknown. */
  allowedGroups: readonly (0 | 1)[];
  /** Country of the address, else the brand's default country. */
  countryCode: string;
}

function fits(config: PaymentTypeConfig, customer: PaymentCustomer): boolean {
  const groups = customer.group === null ? customer.allowedGroups : [customer.group];
  const groupFits = !config.groups || groups.some((group) => config.groups?.includes(group));
  const countryFits = !config.countries || config.countries.includes(customer.countryCode);
  return groupFits && countryFits;
}

/**
 * `GET /api/v2/payment-types`: the brand's types that fit the customer, in the brand's order,
 * active or not (the browser shows inactive ones as unavailable; an empty list shows the spec's
 * "payment methods unavailable" message).
 */
export function offeredPaymentTypes(
  brandSlug: string,
  locale: LocaleCode,
  customer: PaymentCustomer,
): PaymentType[] {
  const configs = PAYMENT_TYPES_BY_BRAND[brandSlug] ?? DEFAULT_PAYMENT_TYPES;
  return configs
    .filter((config) => fits(config, customer))
    .map((config) => ({
      is_active: config.is_active,
      name: config.name[locale],
      slug: config.slug,
      sms_validation_required: config.sms_validation_required,
    }));
}

/** The offered, active type of this slug: the only ones a payment option may be saved with. */
export function selectablePaymentType(
  brandSlug: string,
  locale: LocaleCode,
  customer: PaymentCustomer,
  slug: string,
): PaymentType | undefined {
  return offeredPaymentTypes(brandSlug, locale, customer).find(
    (type) => type.slug === slug && type.is_active,
  );
}
