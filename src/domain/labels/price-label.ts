import { fromCents } from '../money';
import type { PricePhase } from '../prices/price-phases';
import type { PricePeriod, ShownPrice } from '../prices/shown-price';
import type { NetGross } from '../prices/vat';
import type { MessageDescriptor } from './message';

const euros = (amount: NetGross, withVat: boolean): number =>
  fromCents(withVat ? amount.grossCents : amount.netCents);

/** "€4.75 per month", "from €6.65 per month for the first 12 months", "€14.14 / 12 months", "€58.31 once". */
function amountLabel(
  price: number,
  period: PricePeriod,
  options: { from?: boolean; forFirstMonths?: number | null } = {},
): MessageDescriptor {
  return {
    key: 'price.amount',
    values: {
      from: options.from ? 'yes' : 'no',
      price,
      period,
      months: options.forFirstMonths ?? 0,
    },
  };
}

/** "then €4.75", "then €14.14 / 12 months", "then €5.00 up to month 12". */
function thenLabel(price: number, period: PricePeriod, untilMonth: number | null = null): MessageDescriptor {
  return { key: 'price.then', values: { price, period, until: untilMonth ?? 0 } };
}

/**
 * The words of a price, in parts a screen joins with ", " (the same on every screen):
 * "€4.75 per month"; "€0.00 per month for the first month", "then €4.75"; "from €6.65 per month
 * for the first 12 months", "then €8.32"; "€14.14 / 12 months"; "Free for the first 12 months",
 * "then €14.14 / 12 months"; "Inclusive"; "€58.31 once". Amounts with or without VAT as the
 * session shows prices; a setup fee beside it is `setupFeeLabel`, the struck-through amount of a
 * promotion is `price.regular`.
 */
export function shownPriceLabels(price: ShownPrice, withVat: boolean): MessageDescriptor[] {
  switch (price.reason) {
    case 'inclusive':
      return [{ key: 'price.inclusive' }];
    case 'inclusive_first_year':
      return [
        { key: 'price.free_for_first', values: { months: price.introMonths ?? 0 } },
        thenLabel(euros(price.regular, withVat), price.period),
      ];
    case 'promotion':
      if (price.introMonths !== null) {
        return [
          amountLabel(euros(price.amount, withVat), price.period, {
            from: price.from,
            forFirstMonths: price.introMonths,
          }),
          thenLabel(euros(price.regular, withVat), price.period),
        ];
      }
      return [amountLabel(euros(price.amount, withVat), price.period, { from: price.from })];
    case 'regular':
      return [amountLabel(euros(price.amount, withVat), price.period, { from: price.from })];
  }
}

/** "plus €5.94 setup fee" beside a recurring price, or null when there is none. */
export function setupFeeLabel(price: ShownPrice, withVat: boolean): MessageDescriptor | null {
  if (price.period === 'once' || price.setupFee.netCents === 0) return null;
  return { key: 'price.setup_fee', values: { price: euros(price.setupFee, withVat) } };
}

/**
 * The words of a total over time (`pricePhases`), in parts joined with ", ": "€4.75 per month";
 * "€0.00 per month for the first month", "then €4.75"; with more phases "then €5.00 up to month
 * 3" in between.
 */
export function totalLabels(
  phases: readonly PricePhase[],
  period: Exclude<PricePeriod, 'once'>,
  withVat: boolean,
): MessageDescriptor[] {
  return phases.map((phase, index) => {
    const price = euros(phase.amount, withVat);
    if (index === 0) return amountLabel(price, period, { forFirstMonths: phase.untilMonth });
    return thenLabel(price, period, phase.untilMonth);
  });
}
