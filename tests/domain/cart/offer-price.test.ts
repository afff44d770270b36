import type { CartItem } from '@contract/cart';
import type { ProductAddonLink } from '@contract/catalogue';
import { availableAddons } from '@domain/cart/addon-availability';
import { toggleAddon } from '@domain/cart/addon-toggle';
import { createCartItem } from '@domain/cart/create-item';
import { type OfferKind, offerShownPrice } from '@domain/cart/offer-price';
import { togglePromotedAddon } from '@domain/cart/promoted-addons';
import { changeInterval, changeMaturity } from '@domain/cart/term-change';
import { possibleTerms } from '@domain/cart/term-options';
import { addUpsell } from '@domain/cart/upsells';
import { validateCart } from '@domain/cart/validate-cart';
import { buildCatalogueContext } from '@domain/catalogue-context';
import { cartPrices } from '@domain/prices/cart-prices';
import { ProductId } from '@server/seed';
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
import { seedCatalogue, seedRow } from '../support/seed-catalogue';

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

/** An offer under a row of its own, as the selection screens price it. */
const offerPrice = (row: CartItem, elementId: number, kind: OfferKind, context = ctx) =>
  offerShownPrice({ items: [] }, row, elementId, kind, context);

const ZERO = { netCents: 0, grossCents: 0 };

describe('offerShownPrice under a row of its own: what an addon or upsell costs there', () => {
  it('an addon takes the maturity matching the row: backup for 12 months costs 0.10 a month', () => {
    expect(offerPrice(yearly, ID.backup, 'addon')).toEqual({
      period: 'month',
      amount: { netCents: 10, grossCents: 12 },
      regular: { netCents: 10, grossCents: 12 },
      reason: 'regular',
      introMonths: null,
      setupFee: ZERO,
      from: false,
    });
  });

  it('a one-time addon is priced once, its setup fee being its whole price', () => {
    const price = offerPrice(monthly, ID.expertSetup, 'addon');
    expect(price?.period).toBe('once');
    expect(price?.amount).toEqual({ netCents: 9900, grossCents: 11781 });
    expect(price?.setupFee).toEqual(ZERO);
  });

  it('an element is offered only with matching months: not under a row paid yearly, nor for a 1-month row', () => {
    expect(offerPrice(yearly, ID.seo, 'upsell')?.amount).toEqual({ netCents: 300, grossCents: 357 });
    expect(offerPrice(monthly, ID.seo, 'upsell')).toBeNull();
    expect(offerPrice(item('y', element(ID.hostingS, 12, 121)), ID.backup, 'addon')).toBeNull();
  });

  it('an element not linked to the row, or a row the catalogue does not know, has no price', () => {
    expect(offerPrice(yearly, ID.seo, 'addon')).toBeNull();
    expect(offerPrice(item('c', element(999, 1, 1)), ID.backup, 'addon')).toBeNull();
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
    expect(offerPrice(yearly, 77, 'promoted', withPromoted)?.amount.netCents).toBe(10);
  });
});

describe('offerShownPrice: the offer costs what the cart charges for it after adding', () => {
  const hostwerk = seedCatalogue('hostwerk');
  const on = (maturity: number, interval: number) =>
    seedRow(hostwerk, ProductId.webhostingM, { maturity, interval });

  it.each([
    // Website builder: 5.99 for 12 months (€7.13), 4.99 for 24 months (€5.94)
    { upsell: ProductId.upsellSitebuilder, maturity: 12, interval: 1, gross: 713 },
    { upsell: ProductId.upsellSitebuilder, maturity: 24, interval: 1, gross: 594 },
    // SEO Booster: 4.49 for 12 months (€5.34), 3.99 for 24 months (€4.75)
    { upsell: ProductId.upsellSeo, maturity: 12, interval: 12, gross: 534 },
    { upsell: ProductId.upsellSeo, maturity: 24, interval: 3, gross: 475 },
  ])(
    'web hosting M for $maturity months: upsell $upsell costs $gross cents a month',
    ({ upsell, maturity, interval, gross }) => {
      const row = on(maturity, interval);
      const price = offerShownPrice({ items: [row] }, row, upsell, 'upsell', hostwerk);
      expect(price).toMatchObject({
        period: 'month',
        amount: { grossCents: gross },
        reason: 'regular',
        from: false,
      });
    },
  );

  it('the website builder is not offered under a 1-month term', () => {
    const row = on(1, 1);
    expect(
      offerShownPrice({ items: [row] }, row, ProductId.upsellSitebuilder, 'upsell', hostwerk),
    ).toBeNull();
  });

  it('while the term is still open: the lowest over the row\'s terms, read "from" (€5.94, not the 2-year price passed off as the row\'s)', () => {
    const row = on(24, 12);
    const price = offerShownPrice({ items: [row] }, row, ProductId.upsellSitebuilder, 'upsell', hostwerk, {
      termOpen: true,
    });
    expect(price).toMatchObject({ amount: { grossCents: 594 }, from: true });
    // A price that is the same on every term is no "from".
    const same = offerShownPrice({ items: [row] }, row, ProductId.migration, 'promoted', hostwerk, {
      termOpen: true,
    });
    expect(same).toMatchObject({ period: 'once', amount: { grossCents: 5831 }, from: false });
  });

  /** Every offer of every listed product of the demo, on every term its row can have. */
  const cases = Object.values(hostwerk.productsById)
    .filter((product) => !product.is_hidden && (product.upsells.length > 0 || product.addons.length > 0))
    .flatMap((product) => {
      const base = createCartItem(product.id, hostwerk);
      if (!base) return [];
      return possibleTerms(base, hostwerk).flatMap((term) => {
        const row = changeInterval(
          changeMaturity(base, term.maturity.id, hostwerk).item,
          term.interval.id,
          hostwerk,
        ).item;
        const offers: [OfferKind, number][] = [
          ...product.upsells.map((link): [OfferKind, number] => ['upsell', link.upsell_id]),
          ...availableAddons(row, hostwerk).map((link): [OfferKind, number] => ['addon', link.addon_id]),
          ...product.addons
            .filter((link) => link.is_promoted)
            .map((link): [OfferKind, number] => ['promoted', link.addon_id]),
        ];
        return offers.map(([kind, id]) => ({
          name: `${product.name}, ${term.maturity.months}/${term.interval.months} months: ${kind} ${id}`,
          row,
          kind,
          id,
        }));
      });
    });

  it('covers the demo offers', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$name', ({ row, kind, id }) => {
    const cart = { items: [row] };
    const offered = offerShownPrice(cart, row, id, kind, hostwerk);
    // The cart after the screen's add operation (an addon already in the row, auto-assigned, stays),
    // validated as the server validates it, priced as the cart and the order overview show it.
    const present = row.addons.some((addon) => addon.id === id);
    const added =
      kind === 'upsell'
        ? addUpsell(row, id, hostwerk).item
        : present
          ? row
          : kind === 'promoted'
            ? togglePromotedAddon(row, id, hostwerk).item
            : toggleAddon(row, id, hostwerk).item;
    const stored = validateCart({ items: [added] }, hostwerk).cart;
    const item = stored.items[0];
    const list = kind === 'upsell' ? item?.upsells : item?.addons;
    const index = list?.findIndex((element) => element.id === id) ?? -1;
    const line = cartPrices(stored, hostwerk).lines.find(
      (entry) => entry.ref.kind === (kind === 'upsell' ? 'upsell' : 'addon') && entry.ref.index === index,
    );
    expect(offered).toEqual(line?.shown ?? null);
  });
});

describe('a promoted addon on its default term stays in the cart the server validates', () => {
  it('is kept by the validation that removes addons no longer offered', () => {
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
    const added = togglePromotedAddon(yearly, 77, withPromoted).item;
    expect(added.addons.map((addon) => addon.id)).toEqual([77]);
    const validated = validateCart({ items: [added] }, withPromoted);
    expect(validated.cart.items[0]?.addons.map((addon) => addon.id)).toEqual([77]);
    expect(validated.notices).toEqual([]);
  });
});
