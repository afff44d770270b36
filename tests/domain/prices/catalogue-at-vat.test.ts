import type { DomainGroup } from '@contract/domains';
import { buildCatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { domainGroupsAtVat, productsAtVat, tldsAtVat } from '@domain/prices/catalogue-at-vat';
import { describe, expect, it } from 'vitest';
import {
  backup,
  backupMonthly,
  brand,
  cartOf,
  domain,
  domainOnly,
  expertSetup,
  expertSetupOnce,
  hostingM,
  hostingM12,
  hostingS,
  hostingSMonthly,
  ID,
  item,
  promotion,
  seo,
  tlds,
} from './catalogue-fixtures';

const products = [hostingS, hostingM, backup, expertSetup, seo, domainOnly];
const promotions = [promotion('WELCOME10')];
const contextAt = (percent: number | null) =>
  buildCatalogueContext({
    products: percent === null ? products : productsAtVat(products, percent),
    tlds: percent === null ? tlds : tldsAtVat(tlds, percent),
    promotions,
    brand: brand(),
  });
const cart = cartOf(
  item('a', hostingSMonthly(), {
    addons: [backupMonthly(), expertSetupOnce()],
    domains: [domain(ID.de, 'example.de'), domain(ID.com, 'example.com')],
  }),
  item('b', hostingM12('WELCOME10')),
);
const intervalPercents = (list: typeof products) =>
  list.flatMap((product) =>
    product.paymentMaturities.flatMap((maturity) =>
      maturity.paymentIntervals.map((entry) => entry.interval_vat),
    ),
  );

describe('catalogue data at another VAT percent', () => {
  it('sets every interval’s and every TLD’s VAT, and keeps every net price', () => {
    const rated = productsAtVat(products, 20);
    expect(new Set(intervalPercents(rated))).toEqual(new Set([20]));
    expect(new Set(intervalPercents(products))).toEqual(new Set([19]));
    const withoutVat = (list: typeof products) =>
      list.map((product) => ({
        ...product,
        paymentMaturities: product.paymentMaturities.map((maturity) => ({
          ...maturity,
          paymentIntervals: maturity.paymentIntervals.map(({ interval_vat: _vat, ...rest }) => rest),
        })),
      }));
    expect(withoutVat(rated)).toEqual(withoutVat(products));
    expect(tldsAtVat(tlds, 0).map((entry) => [entry.tld, entry.price, entry.interval_vat])).toEqual(
      tlds.map((entry) => [entry.tld, entry.price, 0]),
    );
    const group: DomainGroup = {
      id: 1,
      name: 'Popular',
      code: 'popular',
      is_active: true,
      tlds: ['de', 'com'],
      tldsInGroup: tlds.slice(0, 2),
      fetching: false,
    };
    expect(domainGroupsAtVat([group], 21)[0]?.tldsInGroup.map((entry) => entry.interval_vat)).toEqual([
      21, 21,
    ]);
  });

  it('prices a cart with the same net amounts and the gross of the new percent', () => {
    const own = cartPrices(cart, contextAt(null));
    const austrian = cartPrices(cart, contextAt(20));
    const swiss = cartPrices(cart, contextAt(0));
    for (const total of ['monthly', 'yearly', 'setup'] as const) {
      expect(austrian.totals[`${total}_net`]).toBe(own.totals[`${total}_net`]);
      expect(swiss.totals[`${total}_gross`]).toBe(own.totals[`${total}_net`]);
    }
    for (const line of austrian.lines) {
      expect(line.element.vatPercent).toBe(20);
      expect(line.shown.amount.grossCents).toBe(Math.round((line.shown.amount.netCents * 120) / 100));
    }
    expect(austrian.totals.monthly_gross).toBeGreaterThan(own.totals.monthly_gross);
  });
});
