import type { Cart } from '@contract/cart';
import { isAddonShownInCart } from '../cart/addon-presentation';
import { isExistingContract, rowDisplayName } from '../cart/hosting-number';
import type { CatalogueContext } from '../catalogue-context';
import type { Cents } from '../money';
import { type ElementRef, itemSlots } from '../promotions/cart-elements';
import { promotionDurationMonths } from '../promotions/promotion-duration';
import { cartPrices, type LinePrice } from './cart-prices';
import { type CartPriceDisplay, isCartPriceShown } from './price-visibility';
import type { NetGross } from './vat';

/** One line of the order overview (confirm screen, confirmation mail): an element with its term and prices. */
export interface OverviewLine {
  ref: ElementRef;
  /** The element's name; the existing hosting contract of a cloud-panel visitor with its number. */
  name: string;
  /** The existing hosting contract of a cloud-panel visitor: named, not charged again. */
  existingContract: boolean;
  /** Bought once: no term, no interval, no monthly price. */
  oneTime: boolean;
  maturityMonths: number;
  intervalMonths: number;
  /** Monthly price charged, or null where the overview shows none (one-time, hidden zero, contract). */
  monthly: NetGross | null;
  /** The regular monthly price, when a promotion charges less than it. */
  regularMonthly: NetGross | null;
  /** Setup fee (the price of a one-time element), or null where none is shown. */
  setupFee: NetGross | null;
  /** The promotion on this element and the months it lasts. */
  promotion: { code: string; durationMonths: number } | null;
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
  setupFee: NetGross;
  /** The monthly and one-time totals split by VAT rate (each rate's lines add up to the totals). */
  monthlyVat: VatShare[];
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
 * The cart as the order overview shows it, with the cart's own prices (cartPrices): each cart row's
 * product and then its addons, upsells and domains, each with term, interval, monthly price,
 * setup fee and promotion (with the months it lasts). Products hidden in the cart and addons of
 * invisible groups are left out, as in the cart; the totals count every element.
 */
export function orderOverview(cart: Cart, ctx: CatalogueContext, display: CartPriceDisplay): OrderOverview {
  const prices = cartPrices(cart, ctx);
  const lineAt = (rowId: string, kind: string, index: number) =>
    prices.lines.find(
      (line) => line.ref.rowId === rowId && line.ref.kind === kind && line.ref.index === index,
    );
  const lines: OverviewLine[] = [];
  for (const item of cart.items) {
    for (const slot of itemSlots(item)) {
      const line = lineAt(item.row_id, slot.kind, slot.index);
      if (!line) continue;
      const { element } = line;
      if (slot.kind === 'product' && ctx.productsById.get(element.id)?.hide_in_cart === true) continue;
      if (slot.kind === 'addon' && !isAddonShownInCart(item, element.id, ctx)) continue;
      const existingContract = slot.kind === 'product' && isExistingContract(item);
      const monthlyShown =
        !element.oneTime && !existingContract && isCartPriceShown(line.monthly.grossCents, display);
      const setupShown = line.setupFee.netCents > 0 && isCartPriceShown(line.setupFee.grossCents, display);
      const promoted = line.promotion !== null && line.monthly.netCents !== element.monthly.netCents;
      lines.push({
        ref: line.ref,
        name: existingContract ? rowDisplayName(item, element.name) : element.name,
        existingContract,
        oneTime: element.oneTime,
        maturityMonths: element.maturityMonths,
        intervalMonths: element.intervalMonths,
        monthly: monthlyShown ? line.monthly : null,
        regularMonthly: monthlyShown && promoted ? element.monthly : null,
        setupFee: setupShown ? line.setupFee : null,
        promotion: line.promotion
          ? {
              code: line.promotion.code,
              durationMonths: promotionDurationMonths(line.promotion, element.intervalMonths),
            }
          : null,
        vatPercent: element.vatPercent,
      });
    }
  }
  return {
    lines,
    monthly: prices.monthly,
    setupFee: prices.setupFee,
    monthlyVat: vatShares(prices.lines, (line) => line.monthly),
    setupFeeVat: vatShares(prices.lines, (line) => line.setupFee),
  };
}
