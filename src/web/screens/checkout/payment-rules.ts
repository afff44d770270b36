import type { PaymentOption, PaymentType, PaymentTypeSlug, SessionPaymentBody } from '@contract/payment';
import type { SepaForm } from '@domain/validation/checkout/sepa';

/** The payment modal is large when more than 2 payment types exist, otherwise medium (spec section 2). */
export const paymentModalSize = (types: readonly PaymentType[]): 'large' | 'normal' =>
  types.length > 2 ? 'large' : 'normal';

/** The type chosen at first: the saved option's while it is still offered and active. */
export function initialPaymentSlug(
  types: readonly PaymentType[],
  saved: PaymentOption | null,
): PaymentTypeSlug | null {
  const offered = saved ? types.find((type) => type.slug === saved.type && type.is_active) : undefined;
  return offered?.slug ?? null;
}

/**
 * The body saved for the chosen type: the SEPA form's values, or only the permission for the
 * card provider (its data goes with buy now), PayPal and bank transfer.
 */
export function paymentBodyFor(slug: PaymentTypeSlug, sepa: SepaForm | null): SessionPaymentBody | null {
  if (slug === 'sepa') return sepa ? { type: 'sepa', ...sepa } : null;
  if (slug === 'paypal' || slug === 'paypal-integration') return { type: slug, permission: true };
  if (slug === 'credit-card' || slug === 'bank-transfer') return { type: slug, permission: true };
  return { type: slug, permission: true };
}

/** A short line about the chosen option for the confirm screen's payment summary. */
export function maskedIban(iban: string | null): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s+/g, '');
  return compact.length <= 8 ? compact : `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
