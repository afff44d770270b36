import { termShownPrice } from '@domain/cart/term-price';
import { validateCart } from '@domain/cart/validate-cart';
import { cartPrices } from '@domain/prices/cart-prices';
import { ProductId } from '@server/seed';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedRow } from '../support/seed-catalogue';

const hostwerk = seedCatalogue('hostwerk');
/** Web hosting M on 1 month (maturity 10201); its terms are 10201 (1), 10202 (12), 10203 (24 months). */
const row = seedRow(hostwerk, ProductId.webhostingM, { maturity: 1, interval: 1 });
const cart = { items: [row] };

describe('the price of a term on the term screens: what the cart shows once it is chosen', () => {
  it.each([
    // 1 month: 9.99 → €11.89, no promotion
    { name: '1 month', term: { maturityId: 10201 }, amount: 1189, reason: 'regular', introMonths: null },
    // 1 year, paid monthly by default: 7.99 − 20 % (AUTO-WH-M-12) → €7.60 for 12 months, then €9.51
    { name: '1 year', term: { maturityId: 10202 }, amount: 760, reason: 'promotion', introMonths: 12 },
    // 1 year paid yearly: the automatic promotion is for monthly payment only → €9.51
    {
      name: '1 year paid yearly',
      term: { maturityId: 10202, intervalId: 102023 },
      amount: 951,
      reason: 'regular',
      introMonths: null,
    },
    // 2 years: its default interval is the longest (yearly) → €8.32 without the automatic promotion
    { name: '2 years', term: { maturityId: 10203 }, amount: 832, reason: 'regular', introMonths: null },
    {
      name: '2 years paid monthly',
      term: { maturityId: 10203, intervalId: 102031 },
      amount: 665,
      reason: 'promotion',
      introMonths: 12,
    },
  ])('$name', ({ term, amount, reason, introMonths }) => {
    expect(termShownPrice(cart, row, term, hostwerk)).toMatchObject({
      period: 'month',
      amount: { grossCents: amount },
      reason,
      introMonths,
    });
  });

  it('a term the row cannot move to has no price', () => {
    expect(termShownPrice(cart, row, { maturityId: 99999 }, hostwerk)).toBeNull();
    // the 6-month interval of the 1-year term is inactive
    expect(termShownPrice(cart, row, { maturityId: 10202, intervalId: 102024 }, hostwerk)).toBeNull();
  });

  it('a manual promotion that no longer fits the term is not shown on it', () => {
    const s = seedRow(hostwerk, ProductId.webhostingS, { maturity: 12, interval: 1, promotion: 'HOSTING5' });
    // HOSTING5 supports 12 and 24 months: on 1 month it goes, the regular €5.94 shows.
    expect(termShownPrice({ items: [s] }, s, { maturityId: 10101 }, hostwerk)).toMatchObject({
      amount: { grossCents: 594 },
      reason: 'regular',
    });
    expect(
      termShownPrice({ items: [s] }, s, { maturityId: 10103, intervalId: 101031 }, hostwerk),
    ).toMatchObject({
      amount: { grossCents: 0 },
      reason: 'promotion',
      introMonths: 1,
    });
  });

  it("the row's own term shows the cart row's price: its interval and promotion, not the default interval's", () => {
    // 2 years paid monthly: €6.65 for the first 12 months (AUTO-WH-M); the 2 years' default
    // interval (yearly) would be €8.32.
    const own = validateCart(
      { items: [seedRow(hostwerk, ProductId.webhostingM, { maturity: 24, interval: 1 })] },
      hostwerk,
    ).cart;
    const [monthly] = own.items;
    if (!monthly) throw new Error('the row went');
    const inCart = cartPrices(own, hostwerk).lines.find((line) => line.ref.kind === 'product')?.shown;
    expect(inCart).toMatchObject({ amount: { grossCents: 665 }, reason: 'promotion', introMonths: 12 });
    expect(termShownPrice(own, monthly, { maturityId: 10203 }, hostwerk)).toEqual(inCart);
    expect(termShownPrice(own, monthly, { maturityId: 10203, intervalId: 102031 }, hostwerk)).toEqual(inCart);
    // Another term keeps the price it gets once chosen.
    expect(termShownPrice(own, monthly, { maturityId: 10202 }, hostwerk)).toMatchObject({
      amount: { grossCents: 760 },
    });
  });

  it('a term that costs nothing (the postal product, priced by its addons) has no price line', () => {
    const postal = seedRow(hostwerk, ProductId.postal, { maturity: 1, interval: 1 });
    const product = hostwerk.productsById[ProductId.postal];
    for (const maturity of product?.paymentMaturities ?? []) {
      expect(termShownPrice({ items: [postal] }, postal, { maturityId: maturity.id }, hostwerk)).toBeNull();
    }
    expect(product?.paymentMaturities.length).toBe(4);
  });
});
