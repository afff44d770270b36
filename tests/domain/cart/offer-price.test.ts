import type { ProductAddonLink } from '@contract/catalogue';
import { offerPrice } from '@domain/cart';
import { buildCatalogueContext } from '@domain/catalogue-context';
import { describe, expect, it } from 'vitest';
import {
  backup,
  brand,
  domainOnly,
  element,
  expertSetup,
  hostingS,
  ID,
  item,
  seo,
  tlds,
} from '../prices/catalogue-fixtures';

const link = (addonId: number, overrides: Partial<ProductAddonLink> = {}): ProductAddonLink => ({
  id: addonId * 100,
  product_id: ID.hostingS,
  addon_id: addonId,
  is_recommended: false,
  recommended_addon_order: null,
  is_promoted: false,
  promoted_addon_order: null,
  groups: [],
  ...overrides,
});

const hosting = {
  ...hostingS,
  addons: [link(ID.backup), link(ID.expertSetup)],
  upsells: [{ upsell_id: ID.seo }],
};
const ctx = buildCatalogueContext({
  products: [hosting, backup, expertSetup, seo, domainOnly],
  tlds,
  promotions: [],
  brand: brand(),
});

/** Web hosting S for 12 months paid monthly. */
const yearly = item('a', element(ID.hostingS, 12, 122));
/** Web hosting S for 1 month. */
const monthly = item('b', element(ID.hostingS, 11, 111));

describe('offerPrice: what an addon or upsell costs under a row', () => {
  it('an addon takes the maturity matching the row: backup for 12 months costs 0.10 a month', () => {
    expect(offerPrice(yearly, ID.backup, 'addon', ctx)).toEqual({
      oneTime: false,
      vatPercent: 19,
      monthly: { netCents: 10, grossCents: 12 },
      setupFee: { netCents: 0, grossCents: 0 },
    });
  });

  it('a one-time addon shows its setup fee only', () => {
    const price = offerPrice(monthly, ID.expertSetup, 'addon', ctx);
    expect(price?.oneTime).toBe(true);
    expect(price?.setupFee).toEqual({ netCents: 9900, grossCents: 11781 });
    expect(price?.monthly).toEqual({ netCents: 0, grossCents: 0 });
  });

  it('an element is offered only with matching months: not under a row paid yearly, nor for a 1-month row', () => {
    expect(offerPrice(yearly, ID.seo, 'upsell', ctx)?.monthly).toEqual({ netCents: 300, grossCents: 357 });
    expect(offerPrice(monthly, ID.seo, 'upsell', ctx)).toBeNull();
    expect(offerPrice(item('y', element(ID.hostingS, 12, 121)), ID.backup, 'addon', ctx)).toBeNull();
  });

  it('an element not linked to the row, or a row the catalogue does not know, has no price', () => {
    expect(offerPrice(yearly, ID.seo, 'addon', ctx)).toBeNull();
    expect(offerPrice(item('c', element(999, 1, 1)), ID.backup, 'addon', ctx)).toBeNull();
  });

  it('a promoted addon without a matching maturity falls back to its default term', () => {
    const twoYears = {
      ...backup,
      id: 77,
      paymentMaturities: backup.paymentMaturities.map((maturity) => ({ ...maturity, months: 24 as const })),
    };
    const withPromoted = buildCatalogueContext({
      products: [{ ...hosting, addons: [link(77, { is_promoted: true })] }, twoYears, domainOnly],
      tlds,
      promotions: [],
      brand: brand(),
    });
    expect(offerPrice(yearly, 77, 'addon', withPromoted)).toBeNull();
    expect(offerPrice(yearly, 77, 'promoted', withPromoted)?.monthly.netCents).toBe(10);
  });
});
