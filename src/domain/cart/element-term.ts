import type { CartElement } from '@contract/cart';
import type { PaymentInterval, PaymentMaturity, Product, ProductAddonLink } from '@contract/catalogue';
import { linkHasRule } from './addon-groups';
import { activeIntervals, defaultInterval, maturitiesByPreference, type ParentMonths } from './term';

/** Which of the parent's months an addon or upsell must follow. Upsells always follow both. */
export interface TermRules {
  maturitiesFree: boolean;
  intervalsFree: boolean;
}

export const RESTRICTED: TermRules = { maturitiesFree: false, intervalsFree: false };

export const linkTermRules = (link: ProductAddonLink): TermRules => ({
  maturitiesFree: linkHasRule(link, 'maturities_need_not_match'),
  intervalsFree: linkHasRule(link, 'intervals_need_not_match'),
});

export interface ElementTerm {
  maturity_id: number;
  interval_id: number;
}

export interface ChooseTermOptions {
  /** The element's present term; kept while it still fits the parent (or the rules free it). */
  current?: ElementTerm;
  /** Promoted addons: without a matching maturity use the default maturity and its default interval. */
  fallbackToDefault?: boolean;
}

function pickInterval(
  maturity: PaymentMaturity,
  parent: ParentMonths,
  rules: TermRules,
  options: ChooseTermOptions,
): PaymentInterval | undefined {
  const intervals = activeIntervals(maturity);
  const fits = (interval: PaymentInterval) =>
    rules.intervalsFree || interval.months === parent.interval || interval.months === 0;
  const kept = intervals.find((i) => i.id === options.current?.interval_id && fits(i));
  const fallback = rules.intervalsFree || options.fallbackToDefault ? defaultInterval(maturity) : undefined;
  return (
    kept ??
    intervals.find((i) => i.months === parent.interval) ??
    intervals.find((i) => i.months === 0) ??
    fallback
  );
}

/**
 * Term of an addon or upsell under a parent row: the maturity with the parent's months (or 0 months)
 * and in it the interval with the parent's interval months (or 0); a present choice that still fits
 * is kept. Where a group rule frees maturity or interval, any active one does (the present one, else
 * the default first). Null when the element cannot follow the parent (not available for that term).
 */
export function chooseElementTerm(
  parent: ParentMonths,
  product: Product,
  rules: TermRules,
  options: ChooseTermOptions = {},
): ElementTerm | null {
  const maturities = maturitiesByPreference(product);
  const fits = (maturity: PaymentMaturity) =>
    rules.maturitiesFree || maturity.months === parent.maturity || maturity.months === 0;
  const candidates = [
    ...maturities.filter((m) => m.id === options.current?.maturity_id && fits(m)),
    ...maturities.filter((m) => m.months === parent.maturity),
    ...maturities.filter((m) => m.months === 0),
    ...(rules.maturitiesFree || options.fallbackToDefault ? maturities : []),
  ];
  for (const maturity of candidates) {
    const interval =
      options.fallbackToDefault && !fits(maturity)
        ? defaultInterval(maturity)
        : pickInterval(maturity, parent, rules, options);
    if (interval) return { maturity_id: maturity.id, interval_id: interval.id };
  }
  return null;
}

export const newElement = (id: number, term: ElementTerm): CartElement => ({
  id,
  maturity_id: term.maturity_id,
  interval_id: term.interval_id,
  promotion: null,
  additional_fields: [],
});
