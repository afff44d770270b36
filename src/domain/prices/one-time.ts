import type { PaymentMaturity } from '@contract/catalogue';
import { toCents } from '../money';

/** An addon whose maturity has 0 months or price 0 is bought once: only its setup fee is charged. */
export function isOneTime(maturity: Pick<PaymentMaturity, 'months' | 'price'>): boolean {
  return maturity.months === 0 || toCents(maturity.price) === 0;
}
