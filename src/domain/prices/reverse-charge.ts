import type { VatDecision } from '../vat/applicable-vat';
import type { PricedElement } from './priced-element';
import type { NetGross } from './vat';

const net = (amount: NetGross): NetGross => ({ netCents: amount.netCents, grossCents: amount.netCents });

/**
 * A cart element under a VAT decision: unchanged with the standard VAT; under the reverse charge
 * it is charged net (VAT 0 %, every gross amount equal to its net amount), so its shown price, the
 * promotion on it and every total built from it are net as well.
 */
export function elementUnder(decision: VatDecision, element: PricedElement): PricedElement {
  if (decision.treatment === 'standard') return element;
  return {
    ...element,
    vatPercent: 0,
    perPeriod: net(element.perPeriod),
    regularPerPeriod: net(element.regularPerPeriod),
    monthly: net(element.monthly),
    setupFee: net(element.setupFee),
  };
}
