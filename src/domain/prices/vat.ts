import type { PaymentInterval } from '@contract/catalogue';
import { type Cents, percentOfCents } from '../money';

/** VAT used for display when no interval is known (spec: display default factor 1.19). */
export const DEFAULT_VAT_PERCENT = 19;

/** An amount without and with VAT, in cents. */
export interface NetGross {
  netCents: Cents;
  grossCents: Cents;
}

/** VAT factor `interval_vat / 100 + 1`; 1.19 when there is no interval. */
export function vatFactor(intervalVat?: number | null): number {
  return (intervalVat ?? DEFAULT_VAT_PERCENT) / 100 + 1;
}

/** The VAT percent of an interval, or the display default when there is none. */
export function vatPercentOf(interval: Pick<PaymentInterval, 'interval_vat'> | null | undefined): number {
  return interval?.interval_vat ?? DEFAULT_VAT_PERCENT;
}

/** Gross from net: net × (100 + VAT) / 100, rounded to whole cents. */
export function addVat(netCents: Cents, vatPercent: number = DEFAULT_VAT_PERCENT): Cents {
  return percentOfCents(netCents, 100 + vatPercent);
}

export function netAndGross(netCents: Cents, vatPercent: number = DEFAULT_VAT_PERCENT): NetGross {
  return { netCents, grossCents: addVat(netCents, vatPercent) };
}

export const ZERO: NetGross = Object.freeze({ netCents: 0, grossCents: 0 });

export function addNetGross(amounts: readonly NetGross[]): NetGross {
  let netCents = 0;
  let grossCents = 0;
  for (const amount of amounts) {
    netCents += amount.netCents;
    grossCents += amount.grossCents;
  }
  return { netCents, grossCents };
}
