import type { PaymentInterval, PaymentMaturity } from '@contract/catalogue';

/** The interval a maturity's price is shown with: its active default interval, else its first active one. */
export function displayInterval(
  maturity: Pick<PaymentMaturity, 'paymentIntervals'>,
): PaymentInterval | undefined {
  const active = maturity.paymentIntervals.filter((interval) => interval.is_active);
  return active.find((interval) => interval.is_default) ?? active[0];
}
