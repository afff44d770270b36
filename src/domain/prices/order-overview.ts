import type { Cart } from '@contract/cart';
import { isExistingContract, rowDisplayName } from '../cart/hosting-number';
import type { CatalogueContext } from '../catalogue-context';
import type { MessageDescriptor } from '../labels/message';
import { promotionName } from '../labels/promotion-label';
import type { Cents } from '../money';
import type { ElementRef } from '../promotions/cart-elements';
import { cartPrices, type LinePrice } from './cart-prices';
import type { PricePhase } from './price-phases';
import { type CartPriceDisplay, isShownPriceShown } from './price-visibility';
import { type RecurringPeriod, recurringPeriods } from './recurring-totals';
import { shownRowLines } from './row-lines';
import type { ShownPrice } from './shown-price';
import type { NetGross } from './vat';

/** One line of the order overview (confirm screen, confirmation mail): an element with its term and price. */
export interface OverviewLine {
  ref: ElementRef;
  /** The element's name; the existing hosting contract of a cloud-panel visitor with its number. */
  name: string;
  /** The existing hosting contract of a cloud-panel visitor: named, not charged again. */
  existingContract: boolean;
  /** Bought once: no term, no interval. */
  oneTime: boolean;
  maturityMonths: number;
  intervalMonths: number;
  /**
   * The price as the visitor reads it on every screen (per month, per 12 months or once, how long
   * a promotion lasts, the setup fee); null where the overview shows none (hidden zero, contract).
   */
  price: ShownPrice | null;
  /** How the promotion on this element is named (`promotionName`), if one prices it. */
  promotion: MessageDescriptor | null;
  vatPercent: number;
}

/** The VAT of the amounts charged at one rate: net, VAT and gross in cents. */
export interface VatShare {
  percent: number;
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
}

export interface OrderOverview {
  lines: OverviewLine[];
  monthly: NetGross;
  /** Total of the domains per 12 months, as paid now. */
  yearly: NetGross;
  setupFee: NetGross;
  /** The recurring totals shown: per month, per 12 months (`recurringPeriods`). */
  periods: RecurringPeriod[];
  /** How the totals change when promotions and free first years end. */
  monthlyPhases: PricePhase[];
  yearlyPhases: PricePhase[];
  /** The totals as paid now split by VAT rate (each rate's lines add up to the totals). */
  monthlyVat: VatShare[];
  yearlyVat: VatShare[];
  setupFeeVat: VatShare[];
}

function vatShares(lines: readonly LinePrice[], amount: (line: LinePrice) => NetGross): VatShare[] {
  const byPercent = new Map<number, VatShare>();
  for (const line of lines) {
    const { netCents, grossCents } = amount(line);
    if (netCents === 0 && grossCents === 0) continue;
    const percent = line.element.vatPercent;
    const share = byPercent.get(percent) ?? { percent, netCents: 0, vatCents: 0, grossCents: 0 };
    share.netCents += netCents;
    share.grossCents += grossCents;
    share.vatCents = share.grossCents - share.netCents;
    byPercent.set(percent, share);
  }
  return [...byPercent.values()].sort((a, b) => b.percent - a.percent);
}

/**
 * The cart as the order overview shows it, with the cart's own prices (cartPrices): the lines each
 * cart row shows (`shownRowLines`: its product, upsells, addons and domains; products hidden in the
 * cart and addons of invisible groups left out), each with term, interval, its shown price and the
 * promotion's name. The totals count every element.
 */
export function orderOverview(cart: Cart, ctx: CatalogueContext, display: CartPriceDisplay): OrderOverview {
  const prices = cartPrices(cart, ctx);
  const lines = cart.items.flatMap((item) =>
    shownRowLines(prices, cart, item.row_id, ctx).map((line): OverviewLine => {
      const { element } = line;
      const existingContract = line.ref.kind === 'product' && isExistingContract(item);
      return {
        ref: line.ref,
        name: existingContract ? rowDisplayName(item, element.name) : element.name,
        existingContract,
        oneTime: element.oneTime,
        maturityMonths: element.maturityMonths,
        intervalMonths: element.intervalMonths,
        price: !existingContract && isShownPriceShown(line.shown, display) ? line.shown : null,
        promotion: line.promotion && line.shown.reason === 'promotion' ? promotionName(line.promotion) : null,
        vatPercent: element.vatPercent,
      };
    }),
  );
  return {
    lines,
    monthly: prices.monthly,
    yearly: prices.yearly,
    setupFee: prices.setupFee,
    periods: recurringPeriods(prices),
    monthlyPhases: prices.monthlyPhases,
    yearlyPhases: prices.yearlyPhases,
    monthlyVat: vatShares(prices.lines, (line) => line.monthly),
    yearlyVat: vatShares(prices.lines, (line) => line.yearly),
    setupFeeVat: vatShares(prices.lines, (line) => line.setupFee),
  };
}
