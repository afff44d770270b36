import { tldByName } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { phasesOf, recurringPeriods } from '@domain/prices/recurring-totals';
import { ProductId } from '@server/seed';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedRow } from '../support/seed-catalogue';

const ctx = seedCatalogue('hostwerk');
const hosting = seedRow(ctx, ProductId.webhostingS, { maturity: 12, interval: 1 });
const withDomain = {
  ...hosting,
  domains: [
    {
      id: tldByName(ctx, 'de')?.id ?? 0,
      name: 'example.de',
      inclusive: false,
      inclusive_first_year: false,
      auth_code: null,
      promotion_code: null,
      additional_fields: [],
    },
  ],
};

describe('the recurring totals a cart shows', () => {
  it('per month for a hosting package alone', () => {
    expect(recurringPeriods(cartPrices({ items: [hosting] }, ctx))).toEqual(['month']);
  });

  it('per month and per 12 months when a domain is in the cart, each with its own phases', () => {
    const prices = cartPrices({ items: [withDomain] }, ctx);
    expect(recurringPeriods(prices)).toEqual(['month', 'year']);
    expect(phasesOf(prices, 'month')).toBe(prices.monthlyPhases);
    expect(phasesOf(prices, 'year')).toBe(prices.yearlyPhases);
    expect(prices.yearlyPhases.map((phase) => phase.amount.grossCents)).toEqual([1414]);
  });

  it('an empty cart still shows its monthly total', () => {
    expect(recurringPeriods(cartPrices({ items: [] }, ctx))).toEqual(['month']);
  });
});
