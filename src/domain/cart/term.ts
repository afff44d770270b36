import type { CartItem } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product } from '@contract/catalogue';
import type { CatalogueContext } from '../catalogue-context';

export const activeMaturities = (product: Product): PaymentMaturity[] =>
  product.paymentMaturities.filter((maturity) => maturity.is_active);

export const activeIntervals = (maturity: PaymentMaturity): PaymentInterval[] =>
  maturity.paymentIntervals.filter((interval) => interval.is_active);

const cents = (euros: number) => Math.round(euros * 100);

/** Active maturities, cheapest first; equal prices by fewest months (spec: default maturity). */
export function maturitiesByPreference(product: Product): PaymentMaturity[] {
  return activeMaturities(product).sort((a, b) => cents(a.price) - cents(b.price) || a.months - b.months);
}

/** Default maturity of a new row: the lowest price, ties by fewest months; active only. */
export const defaultMaturity = (product: Product): PaymentMaturity | undefined =>
  maturitiesByPreference(product)[0];

/** Default interval of a maturity: the active one flagged default, else the longest active one. */
export function defaultInterval(maturity: PaymentMaturity): PaymentInterval | undefined {
  const intervals = activeIntervals(maturity);
  const flagged = intervals.find((interval) => interval.is_default);
  if (flagged) return flagged;
  return intervals.reduce<PaymentInterval | undefined>(
    (longest, interval) => (longest && longest.months >= interval.months ? longest : interval),
    undefined,
  );
}

/**
 * The interval a term choice names beside its maturity (maturity screen, change-term modal). The
 * row's own maturity names the row's interval, as its price is the row's; another maturity names
 * the default interval it would move to, when the brand shows intervals with maturities.
 */
export function intervalNamedWithMaturity(
  row: CartItem,
  maturity: PaymentMaturity,
  brandShowsInterval: boolean,
): PaymentInterval | undefined {
  if (maturity.id === row.product.maturity_id) {
    const own = activeIntervals(maturity).find((interval) => interval.id === row.product.interval_id);
    if (own) return own;
  }
  return brandShowsInterval ? defaultInterval(maturity) : undefined;
}

/** The default term of a new row of the product; null when the product is inactive or has no active term. */
export function defaultTerm(
  product: Product,
): { maturity: PaymentMaturity; interval: PaymentInterval } | null {
  if (!product.is_active) return null;
  const maturity = defaultMaturity(product);
  const interval = maturity ? defaultInterval(maturity) : undefined;
  return maturity && interval ? { maturity, interval } : null;
}

/** Whether a new row of the product can be created (createCartItem gives null exactly when not). */
export const isOrderable = (product: Product | undefined): boolean =>
  product !== undefined && defaultTerm(product) !== null;

export const findActiveMaturity = (product: Product, maturityId: number): PaymentMaturity | undefined =>
  activeMaturities(product).find((maturity) => maturity.id === maturityId);

export const findActiveInterval = (
  maturity: PaymentMaturity,
  intervalId: number,
): PaymentInterval | undefined => activeIntervals(maturity).find((interval) => interval.id === intervalId);

/** The product of a cart row with its chosen maturity and interval (all three active), or null. */
export interface ItemTerm {
  product: Product;
  maturity: PaymentMaturity;
  interval: PaymentInterval;
}

export function resolveItemTerm(item: CartItem, ctx: CatalogueContext): ItemTerm | null {
  const product = ctx.productsById[item.product.id];
  if (!product?.is_active) return null;
  const maturity = findActiveMaturity(product, item.product.maturity_id);
  if (!maturity) return null;
  const interval = findActiveInterval(maturity, item.product.interval_id);
  if (!interval) return null;
  return { product, maturity, interval };
}

/** Months of the parent row's term that addons and upsells are matched against. */
export interface ParentMonths {
  maturity: number;
  interval: number;
}

export const parentMonths = (term: ItemTerm): ParentMonths => ({
  maturity: term.maturity.months,
  interval: term.interval.months,
});
