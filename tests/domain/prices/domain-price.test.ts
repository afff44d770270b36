import { domainPrice } from '@domain/prices/domain-price';
import { describe, expect, it } from 'vitest';
import { tld } from './catalogue-fixtures';

const de = tld(100, 'de', 0.5);
const com = tld(101, 'com', 1, { setupfee: 2 });
const cheap = tld(102, 'xyz', 0.99, { interval_vat: 16 });

describe('domains are priced per 12 months (12 × monthly price)', () => {
  it.each([
    { tld: de, perYear: { netCents: 600, grossCents: 714 } },
    { tld: com, perYear: { netCents: 1200, grossCents: 1428 } },
    // VAT on the yearly amount: 11.88 × 1.16 = 13.7808, not 12 × round(0.99 × 1.16) = 13.80.
    { tld: cheap, perYear: { netCents: 1188, grossCents: 1378 } },
  ])('.$tld.tld at $tld.price a month', ({ tld: given, perYear }) => {
    const price = domainPrice(given);
    expect(price.perYear).toEqual(perYear);
    expect(price.firstYear).toEqual(perYear);
    expect(price.vatPercent).toBe(given.interval_vat);
  });

  it('counts the setup fee, and none for a lookup result without one', () => {
    expect(domainPrice(com).setupFee).toEqual({ netCents: 200, grossCents: 238 });
    expect(domainPrice({ price: 1, interval_vat: 19 }).setupFee).toEqual({ netCents: 0, grossCents: 0 });
  });
});

describe('inclusive domains', () => {
  const free = { netCents: 0, grossCents: 0 };
  const yearly = { netCents: 1200, grossCents: 1428 };
  it.each([
    {
      name: 'not inclusive',
      inclusion: { inclusive: false, inclusive_first_year: false },
      expected: { firstYear: yearly, perYear: yearly, setupFee: { netCents: 200, grossCents: 238 } },
    },
    {
      name: 'inclusive for the whole contract',
      inclusion: { inclusive: true, inclusive_first_year: false },
      expected: { firstYear: free, perYear: free, setupFee: free },
    },
    {
      name: 'inclusive first year only: 0 for 12 months, then the regular price',
      inclusion: { inclusive: true, inclusive_first_year: true },
      expected: { firstYear: free, perYear: yearly, setupFee: free },
    },
    {
      name: 'first-year flag alone',
      inclusion: { inclusive: false, inclusive_first_year: true },
      expected: { firstYear: free, perYear: yearly, setupFee: free },
    },
  ])('$name', ({ inclusion, expected }) => {
    const price = domainPrice(com, inclusion);
    expect(price.firstYear).toEqual(expected.firstYear);
    expect(price.perYear).toEqual(expected.perYear);
    expect(price.setupFee).toEqual(expected.setupFee);
  });
});
