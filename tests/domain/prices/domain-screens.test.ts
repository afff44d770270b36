import type { Cart } from '@contract/cart';
import { createCartItem } from '@domain/cart/create-item';
import { addDomain } from '@domain/cart/domain-click';
import { ensureDomainOnlyItem } from '@domain/cart/domain-only';
import { domainOfferPrice } from '@domain/cart/offer-price';
import { validateCart } from '@domain/cart/validate-cart';
import { cartPrices } from '@domain/prices/cart-prices';
import { shownRowLines } from '@domain/prices/row-lines';
import { ProductId } from '@server/seed';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, seedRow } from '../support/seed-catalogue';

const cents = (netCents: number, grossCents: number) => ({ netCents, grossCents });
/** .de at 0.99 a month: 11.88 per 12 months, €14.14 with VAT on the 12 months (not 12 × €1.18). */
const dePerYear = cents(1188, 1414);

/** The three screens that show a domain's price, for a domain of a row. */
function threeScreens(cart: Cart, rowId: string | null, name: string, brand: string) {
  const ctx = seedCatalogue(brand);
  const lookup = domainOfferPrice(cart, rowId, name, ctx);
  const { cart: start, rowId: target } = rowId ? { cart, rowId } : ensureDomainOnlyItem(cart, ctx);
  if (!target) throw new Error('no row');
  const click = addDomain(start, target, { name, status: 0 }, ctx);
  expect(click.outcome).toBe('added');
  const stored = validateCart(click.cart, ctx).cart;
  const prices = cartPrices(stored, ctx);
  const line = prices.lines.find((entry) => entry.ref.kind === 'domain' && entry.element.name === name);
  const holder = stored.items.find((item) => item.domains.some((domain) => domain.name === name));
  const details = holder ? shownRowLines(prices, stored, holder.row_id, ctx) : [];
  return {
    lookup,
    cartRow: line?.shown,
    details,
    prices,
    afterAdding: domainOfferPrice(stored, null, name, ctx),
  };
}

describe('one price rule for a domain: the lookup, the cart row and the contract details show the same', () => {
  it('a domain-only order: €14.14 / 12 months on every screen, and no "€0.00 once" for the row', () => {
    const { lookup, cartRow, details, prices, afterAdding } = threeScreens(
      { items: [] },
      null,
      'example.de',
      'hostwerk',
    );
    const expected = {
      period: 'year',
      amount: dePerYear,
      regular: dePerYear,
      reason: 'regular',
      introMonths: null,
      setupFee: cents(0, 0),
      from: false,
    };
    expect(lookup).toEqual(expected);
    expect(cartRow).toEqual(expected);
    expect(afterAdding).toEqual(expected);
    // The contract details of the domain-only row show the domain, not its free carrier product.
    expect(details.map((line) => [line.ref.kind, line.shown])).toEqual([['domain', expected]]);
    // Domains are not counted per month: the totals have them per 12 months.
    expect(prices.totals).toMatchObject({ monthly_gross: 0, yearly_net: 11.88, yearly_gross: 14.14 });
  });

  it.each([
    { brand: 'hostwerk', reason: 'inclusive_first_year', introMonths: 12, regular: dePerYear },
    { brand: 'cloudkontor', reason: 'inclusive', introMonths: null, regular: cents(0, 0) },
  ])(
    'web hosting M’s free .de on $brand: 0 for its inclusion, the same on every screen',
    ({ brand, reason, introMonths, regular }) => {
      const ctx = seedCatalogue(brand);
      const row = seedRow(ctx, ProductId.webhostingM, { maturity: 12, interval: 1 });
      const { lookup, cartRow, details } = threeScreens({ items: [row] }, row.row_id, 'free-one.de', brand);
      const expected = { period: 'year', amount: cents(0, 0), regular, reason, introMonths };
      expect(lookup).toMatchObject(expected);
      expect(cartRow).toEqual(lookup);
      expect(details.find((line) => line.ref.kind === 'domain')?.shown).toEqual(lookup);
    },
  );

  it('a second .de under web hosting M is not inclusive any more: €14.14 / 12 months', () => {
    const ctx = seedCatalogue('hostwerk');
    const row = seedRow(ctx, ProductId.webhostingM, { maturity: 12, interval: 1 });
    const first = addDomain({ items: [row] }, row.row_id, { name: 'first.de', status: 0 }, ctx).cart;
    const { lookup, cartRow } = threeScreens(first, row.row_id, 'second.de', 'hostwerk');
    expect(lookup).toMatchObject({ amount: dePerYear, reason: 'regular' });
    expect(cartRow).toEqual(lookup);
  });

  it('a row the cart does not hold: priced as the domain-only row would hold it', () => {
    const ctx = seedCatalogue('hostwerk');
    expect(domainOfferPrice({ items: [] }, 'x'.repeat(32), 'example.de', ctx)).toMatchObject({
      amount: dePerYear,
    });
  });

  it('a name whose ending is not offered has no price', () => {
    const ctx = seedCatalogue('hostwerk');
    expect(domainOfferPrice({ items: [] }, null, 'example.invalid', ctx)).toBeNull();
  });
});

describe('the lines a row shows', () => {
  it('web hosting M: the product and its visible addons, not the auto-assigned invisible monitoring agent', () => {
    const ctx = seedCatalogue('hostwerk');
    const row = createCartItem(ProductId.webhostingM, ctx);
    if (!row) throw new Error('no row');
    const cart = { items: [row] };
    expect(row.addons.map((addon) => addon.id)).toContain(ProductId.monitoringAgent);
    const shown = shownRowLines(cartPrices(cart, ctx), cart, row.row_id, ctx);
    expect(shown.map((line) => line.element.id)).toEqual([
      ProductId.webhostingM,
      ...row.addons.map((addon) => addon.id).filter((id) => id !== ProductId.monitoringAgent),
    ]);
    expect(shownRowLines(cartPrices(cart, ctx), cart, 'y'.repeat(32), ctx)).toEqual([]);
  });
});
