import type { Cart, CartItem } from '@contract/cart';
import type { CatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { pricesUnder } from '@domain/prices/reverse-charge';
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
  regularMonthlyNetCents: number;
  monthlyNetCents: number;
  monthlyGrossCents: number;
  setupNetCents: number;
  setupGrossCents: number;
  details: Record<string, unknown>;
}

export interface PricedCart {
  lines: OrderLineDraft[];
  monthlyNetCents: number;
  monthlyGrossCents: number;
  setupNetCents: number;
  setupGrossCents: number;
  /**
   * Gross amount of the first bill: each line's monthly price for the months one bill covers
   * (its interval; 12 for domains) plus its setup fee. Our choice (the spec does not say what a
   * card payment authorises): this is the amount sent to the card provider.
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
  const prices = pricesUnder(vat, cartPrices(cart, context));
  const items = new Map(cart.items.map((item) => [item.row_id, item]));
  const lines = prices.lines.map((line, position): OrderLineDraft => {
    const item = items.get(line.ref.rowId);
    const { element, domain } = item ? elementOf(item, line.ref) : { element: null, domain: null };
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
      regularMonthlyNetCents: line.element.monthly.netCents,
      monthlyNetCents: line.monthly.netCents,
      monthlyGrossCents: line.monthly.grossCents,
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
    (sum, line) => sum + line.monthlyGrossCents * line.billingMonths + line.setupGrossCents,
    0,
  );
  return {
    lines,
    monthlyNetCents: prices.monthly.netCents,
    monthlyGrossCents: prices.monthly.grossCents,
    setupNetCents: prices.setupFee.netCents,
    setupGrossCents: prices.setupFee.grossCents,
    firstBillGrossCents,
    currency: 'EUR',
  };
}
