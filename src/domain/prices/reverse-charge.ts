import { fromCents } from '../money';
import type { VatDecision } from '../vat/applicable-vat';
import type { CartPrices, LinePrice } from './cart-prices';
import type { NetGross } from './vat';
import { addNetGross } from './vat';

const net = (amount: NetGross): NetGross => ({ netCents: amount.netCents, grossCents: amount.netCents });

function lineWithoutVat(line: LinePrice): LinePrice {
  return {
    ...line,
    element: {
      ...line.element,
      vatPercent: 0,
      monthly: net(line.element.monthly),
      setupFee: net(line.element.setupFee),
    },
    monthly: net(line.monthly),
    setupFee: net(line.setupFee),
  };
}

/**
 * Cart prices under a VAT decision: unchanged with the standard VAT; under the reverse charge every
 * line is charged net (its VAT 0 %, gross equal to net) and the totals add those lines.
 */
export function pricesUnder(decision: VatDecision, prices: CartPrices): CartPrices {
  if (decision.treatment === 'standard') return prices;
  const lines = prices.lines.map(lineWithoutVat);
  const monthly = addNetGross(lines.map((line) => line.monthly));
  const setupFee = addNetGross(lines.map((line) => line.setupFee));
  return {
    lines,
    monthly,
    setupFee,
    totals: {
      monthly_net: fromCents(monthly.netCents),
      monthly_gross: fromCents(monthly.grossCents),
      setup_net: fromCents(setupFee.netCents),
      setup_gross: fromCents(setupFee.grossCents),
    },
  };
}
