import type { PaymentInterval, PaymentMaturity } from '@contract/catalogue';
import { toCents } from '../money';
import { isOneTime } from './one-time';
import { type NetGross, netAndGross, vatPercentOf, ZERO } from './vat';

export interface ElementPrice {
  /** Bought once (maturity 0 months or price 0): no monthly price, the setup fee is what is shown. */
  oneTime: boolean;
  vatPercent: number;
  /** Price per month (0 for one-time elements). */
  monthly: NetGross;
  setupFee: NetGross;
}

/** Regular (unpromoted) monthly price and setup fee of a maturity, with and without its interval's VAT. */
export function elementPrice(
  maturity: Pick<PaymentMaturity, 'months' | 'price' | 'setup_fee'>,
  interval: Pick<PaymentInterval, 'interval_vat'> | null | undefined,
): ElementPrice {
  const vatPercent = vatPercentOf(interval);
  const oneTime = isOneTime(maturity);
  return {
    oneTime,
    vatPercent,
    monthly: oneTime ? ZERO : netAndGross(toCents(maturity.price), vatPercent),
    setupFee: netAndGross(toCents(maturity.setup_fee), vatPercent),
  };
}
