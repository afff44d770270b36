import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { firstBillCents } from '@domain/prices/first-bill';
import type { PricePeriod } from '@domain/prices/shown-price';
import type { ElementRef } from '@domain/promotions/cart-elements';
import type { VatDecision } from '@domain/vat/applicable-vat';

/** One order line as the server prices it (cents); stored in `order_lines`. */
export interface OrderLineDraft {
  position: number;
  rowId: string;
  kind: ElementRef['kind'];
  articleId: number;
  name: string;
  maturityId: number | null;
  intervalId: number | null;
  maturityMonths: number;
  billingMonths: number;
  vatPercent: number;
  promotionCode: string | null;
  pricePeriod: PricePeriod;
  promotionMonths: number | null;
  /** Amounts per `pricePeriod` (a month, or 12 months for a domain); 0 for a one-time line. */
  regularMonthlyNetCents: number;
  monthlyNetCents: number;
  monthlyGrossCents: number;
  setupNetCents: number;
  setupGrossCents: number;
  details: Record<string, unknown>;
}

export interface PricedCart {
  lines: OrderLineDraft[];
  /** Totals as the cart shows them: lines priced per month, domains per 12 months, once. */
  monthlyNetCents: number;
  monthlyGrossCents: number;
  yearlyNetCents: number;
  yearlyGrossCents: number;
  setupNetCents: number;
  setupGrossCents: number;
  /**
   * Gross amount of the first bill: each monthly line for the months one bill covers (its
   * interval), each domain's 12 months as shown, and what is charged once. Our choice (the spec
   * does not say what a card payment authorises): this is the amount sent to the card provider.
   */
  firstBillGrossCents: number;
  currency: 'EUR';
}

function elementOf(item: CartItem, ref: ElementRef) {
  switch (ref.kind) {
    case 'product':
      return { element: item.product, domain: null };
    case 'addon':
      return { element: item.addons[ref.index] ?? null, domain: null };
    case 'upsell':
      return { element: item.upsells[ref.index] ?? null, domain: null };
    case 'domain':
      return { element: null, domain: item.domains[ref.index] ?? null };
  }
}

/**
 * Prices every element of the cart with the shop's rules (src/domain: element prices, promotions,
 * VAT per line, rounding per line) under the customer's VAT decision (no VAT under the reverse
 * charge) — never with anything the browser sent as a price.
 */
export function priceCart(cart: Cart, context: CatalogueContext, vat: VatDecision): PricedCart {
  const prices = cartPrices(cart, context, vat);
  const items = new Map(cart.items.map((item) => [item.row_id, item]));
  const lines = prices.lines.map((line, position): OrderLineDraft => {
    const item = items.get(line.ref.rowId);
    const { element, domain } = item ? elementOf(item, line.ref) : { element: null, domain: null };
    const recurring = line.shown.period !== 'once';
    return {
      position,
      rowId: line.ref.rowId,
      kind: line.ref.kind,
      articleId: line.element.id,
      name: line.element.name,
      maturityId: element?.maturity_id ?? null,
      intervalId: element?.interval_id ?? null,
      maturityMonths: line.element.maturityMonths,
      billingMonths: line.element.billingMonths,
      vatPercent: line.element.vatPercent,
      promotionCode: line.promotion?.code ?? null,
      pricePeriod: line.shown.period,
      promotionMonths: line.shown.reason === 'promotion' ? line.shown.introMonths : null,
      regularMonthlyNetCents: recurring ? line.shown.regular.netCents : 0,
      monthlyNetCents: recurring ? line.shown.amount.netCents : 0,
      monthlyGrossCents: recurring ? line.shown.amount.grossCents : 0,
      setupNetCents: line.setupFee.netCents,
      setupGrossCents: line.setupFee.grossCents,
      details: domain
        ? {
            additional_fields: domain.additional_fields,
            inclusive: domain.inclusive,
            auth_code: domain.auth_code,
          }
        : { additional_fields: element?.additional_fields ?? [] },
    };
  });
  const firstBillGrossCents = lines.reduce(
    (sum, line) =>
      sum +
      firstBillCents({
        perPeriodCents: line.monthlyGrossCents,
        pricePeriod: line.pricePeriod,
        billingMonths: line.billingMonths,
        setupCents: line.setupGrossCents,
      }),
    0,
  );
  return {
    lines,
    monthlyNetCents: prices.monthly.netCents,
    monthlyGrossCents: prices.monthly.grossCents,
    yearlyNetCents: prices.yearly.netCents,
    yearlyGrossCents: prices.yearly.grossCents,
    setupNetCents: prices.setupFee.netCents,
    setupGrossCents: prices.setupFee.grossCents,
    firstBillGrossCents,
    currency: 'EUR',
  };
}
