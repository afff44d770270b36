import type { Product } from '@contract/catalogue';
import { fromCents } from '@domain/money';
import { productFromPrice } from '@domain/prices/from-price';
import { ProductId } from '@server/seed';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../support/seed-catalogue';
import { context, interval, maturity, product, promotion } from './catalogue-fixtures';

const gross = (cents: number) => ({ grossCents: cents });

/** The lowest regular price of a product in euros and the months of its maturity (no promotions). */
function regularFromPrice(card: Product) {
  const lowest = productFromPrice(card, null);
  return (
    lowest && {
      net: fromCents(lowest.price.amount.netCents),
      gross: fromCents(lowest.price.amount.grossCents),
      months: lowest.maturityMonths,
    }
  );
}

describe('from-price: the lowest regular price over every active maturity and interval', () => {
  it.each([
    {
      name: 'cheapest maturity wins',
      maturities: [maturity(1, 1, 4.99), maturity(2, 12, 2.99)],
      expected: { net: 2.99, gross: 3.56, months: 12 },
    },
    {
      name: 'equal prices go to the shorter maturity',
      maturities: [maturity(1, 24, 2.99), maturity(2, 12, 2.99), maturity(3, 24, 2.99)],
      expected: { net: 2.99, gross: 3.56, months: 12 },
    },
    {
      name: 'inactive maturities are skipped',
      maturities: [maturity(1, 12, 1.99, { is_active: false }), maturity(2, 1, 4.99)],
      expected: { net: 4.99, gross: 5.94, months: 1 },
    },
    {
      name: 'every interval counts, compared with its own VAT as shown',
      maturities: [
        maturity(1, 12, 10, {
          paymentIntervals: [
            interval(11, 1, { interval_vat: 19, is_default: true }),
            interval(12, 12, { interval_vat: 16, is_default: false }),
          ],
        }),
      ],
      expected: { net: 10, gross: 11.6, months: 12 },
    },
    {
      name: 'a maturity without an active interval cannot be ordered',
      maturities: [maturity(1, 1, 0.1, { paymentIntervals: [] }), maturity(2, 12, 0.2)],
      expected: { net: 0.2, gross: 0.24, months: 12 },
    },
    { name: 'nothing active', maturities: [maturity(1, 1, 1, { is_active: false })], expected: null },
  ])('$name', ({ maturities, expected }) => {
    expect(regularFromPrice(product(1, { paymentMaturities: maturities }))).toEqual(expected);
  });
});

describe('from-price of a product card: the lowest price a visitor can get, promotions included', () => {
  it('compares the shown amounts: without VAT when prices are shown without it', () => {
    const card = product(1, {
      paymentMaturities: [
        maturity(1, 12, 10, {
          paymentIntervals: [
            interval(11, 1, { interval_vat: 16, is_default: true }),
            interval(12, 12, { interval_vat: 19, is_default: false }),
          ],
        }),
      ],
    });
    // Net both 10.00: the shorter interval; with VAT 11.60 beats 11.90.
    expect(productFromPrice(card, null, { withVat: false })?.intervalMonths).toBe(1);
    expect(productFromPrice(card, null, { withVat: true })?.price.amount).toEqual({
      netCents: 1000,
      grossCents: 1160,
    });
  });

  it('equal amounts now go to the term that costs less afterwards', () => {
    const card = product(1, {
      paymentMaturities: [maturity(1, 12, 5), maturity(2, 24, 4)],
    });
    const twelve = promotion('TWELVE', {
      is_automatic: true,
      value: 20,
      recurs_for: 6,
      supported: { maturity_months: [12], interval_months: [], for_addon: false, for_upsell: false },
    });
    // 12 months: 5.00 − 20 % = 4.00 for 6 months, then 5.00; 24 months: 4.00 throughout.
    const lowest = productFromPrice(card, context([twelve]));
    expect(lowest?.maturityMonths).toBe(24);
    expect(lowest?.promotion).toBeNull();
    expect(lowest?.price).toMatchObject({ reason: 'regular', from: true });
  });
});

describe('from-price of the demo catalogue', () => {
  const hostwerk = seedCatalogue('hostwerk');
  const card = (id: number, ctx = hostwerk, withVat = true) => {
    const found = ctx.productsById[id];
    if (!found) throw new Error(`no product ${id}`);
    return productFromPrice(found, ctx, { withVat });
  };

  it('web hosting M: 2 years paid monthly, 20 % off for the first 12 months (€6.65, then €8.32), not the 1-year €7.60', () => {
    const lowest = card(ProductId.webhostingM);
    expect(lowest).toMatchObject({ maturityMonths: 24, intervalMonths: 1 });
    expect(lowest?.promotion?.code).toBe('AUTO-WH-M-12');
    expect(lowest?.price).toMatchObject({
      period: 'month',
      amount: gross(665),
      regular: gross(832),
      reason: 'promotion',
      introMonths: 12,
      from: true,
    });
    // The 1-year term, promoted alike, costs more: 7.99 − 20 % = 6.39 → €7.60.
    expect(lowest?.price.amount.grossCents).toBeLessThan(760);
  });

  it('web hosting S: €4.75 (3.99 a month for 1 or 2 years: the shorter)', () => {
    expect(card(ProductId.webhostingS)).toMatchObject({
      maturityMonths: 12,
      intervalMonths: 1,
      promotion: null,
      price: { amount: gross(475), reason: 'regular', from: true },
    });
  });

  it('cloud VPS Linux M: the greater of two automatic promotions, 33.333 % for 3 months', () => {
    const lowest = card(ProductId.cloudLinuxM);
    expect(lowest?.promotion?.code).toBe('AUTO-CLOUD-M-THIRD');
    // 10.39 × 0.66667 = 6.93 → €8.25 for 3 months, then 10.39 → €12.36
    expect(lowest?.price).toMatchObject({
      amount: gross(825),
      regular: gross(1236),
      introMonths: 3,
      reason: 'promotion',
    });
  });

  it('cloud cluster: above 1,000 € a month', () => {
    // 1399 × 0.8 = 1119.20 net → €1,331.85
    expect(card(ProductId.cloudCluster)?.price.amount).toEqual({ netCents: 111920, grossCents: 133185 });
  });

  it('a brand without automatic promotions shows the lowest regular price (without VAT as it shows them)', () => {
    const cloudkontor = seedCatalogue('cloudkontor');
    const lowest = card(ProductId.webhostingM, cloudkontor, false);
    expect(lowest).toMatchObject({ maturityMonths: 24, promotion: null });
    expect(lowest?.price.amount.netCents).toBe(699);
  });
});
