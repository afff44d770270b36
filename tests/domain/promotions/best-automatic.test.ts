import type { CartItem } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import type { CatalogueContext } from '@domain/catalogue-context';
import { productFromPrice } from '@domain/prices/from-price';
import { pricedElementAt } from '@domain/prices/priced-element';
import {
  automaticCandidates,
  bestAutomaticPromotion,
  pickBestPromotion,
} from '@domain/promotions/automatic-promotion';
import { describe, expect, it } from 'vitest';
import {
  context,
  hostingM,
  hostingSMonthly,
  ID,
  interval,
  item,
  maturity,
  product,
  promotion,
} from '../prices/catalogue-fixtures';

const supportedMaturities = (maturity_months: number[]) => ({
  maturity_months,
  interval_months: [],
  for_addon: false,
  for_upsell: false,
});

describe('best automatic promotion: greatest discount, ties broken by shortest maturity', () => {
  const a = promotion('A');
  const b = promotion('B');
  const short = promotion('SHORT', { supported: supportedMaturities([12, 24]) });
  const long = promotion('LONG', { supported: supportedMaturities([24]) });
  it.each([
    {
      name: 'greatest discount wins',
      candidates: [
        { promotion: a, discountCents: 100, maturityMonths: 12 },
        { promotion: b, discountCents: 150, maturityMonths: 24 },
      ],
      winner: 'B',
    },
    {
      name: 'equal discount: shortest maturity',
      candidates: [
        { promotion: a, discountCents: 100, maturityMonths: 24 },
        { promotion: b, discountCents: 100, maturityMonths: 12 },
      ],
      winner: 'B',
    },
    {
      name: 'same element: the promotion supporting the shorter maturity',
      candidates: [
        { promotion: long, discountCents: 80, maturityMonths: 24 },
        { promotion: short, discountCents: 80, maturityMonths: 24 },
      ],
      winner: 'SHORT',
    },
    {
      name: 'a promotion for any maturity counts as shortest',
      candidates: [
        { promotion: short, discountCents: 80, maturityMonths: 24 },
        { promotion: a, discountCents: 80, maturityMonths: 24 },
      ],
      winner: 'A',
    },
    {
      name: 'all equal: the earlier promotion',
      candidates: [
        { promotion: a, discountCents: 80, maturityMonths: 24 },
        { promotion: b, discountCents: 80, maturityMonths: 24 },
      ],
      winner: 'A',
    },
    {
      name: 'a promotion saving nothing is no promotion',
      candidates: [{ promotion: a, discountCents: 0, maturityMonths: 1 }],
      winner: null,
    },
    { name: 'no candidates', candidates: [], winner: null },
  ])('$name', ({ candidates, winner }) => {
    expect(pickBestPromotion(candidates)?.promotion.code ?? null).toBe(winner);
  });
});

describe('best automatic promotion of a cart element', () => {
  const promotions = [
    promotion('AUTO10', { is_automatic: true, value: 10 }),
    promotion('AUTO-FIX1', { is_automatic: true, discount_type: 'fixed', value: 1 }),
    promotion('MANUAL50', { value: 50 }),
    promotion('AUTO-ADDON', { is_automatic: true, type: 'addon', value: 90 }),
  ];
  const row = item('a', hostingSMonthly());
  const element = pricedElementAt(row, { kind: 'product', index: 0 }, context());

  it.each([
    // 4.99 a month: 10 % saves 0.50 (4.49), 1.00 off saves 1.00 → the fixed one
    { name: 'greatest saving among automatic ones', brand: {}, expected: 'AUTO-FIX1', candidates: [50, 100] },
    {
      name: 'brand without automatic promotions',
      brand: { automatic_promotions: false },
      expected: null,
      candidates: [],
    },
  ])('$name', ({ brand, expected, candidates }) => {
    if (!element) throw new Error('fixture element missing');
    const ctx = context(promotions, brand);
    expect(automaticCandidates(element, [row], ctx).map((candidate) => candidate.discountCents)).toEqual(
      candidates,
    );
    expect(bestAutomaticPromotion(element, [row], ctx)?.code ?? null).toBe(expected);
  });
});

/** A product card's promoted price: its lowest price when an automatic promotion lowers it. */
function bestAutomaticOffer(
  card: Product,
  ctx: Pick<CatalogueContext, 'promotions' | 'brand'>,
  cartItems: readonly CartItem[] = [],
) {
  const lowest = productFromPrice(card, ctx, { cartItems });
  if (!lowest?.promotion || lowest.price.reason !== 'promotion') return null;
  return {
    promotion: lowest.promotion,
    maturity: lowest.maturity,
    interval: lowest.interval,
    regular: lowest.price.regular,
    promoted: lowest.price.amount,
    discountCents: lowest.price.regular.netCents - lowest.price.amount.netCents,
  };
}

describe('the promoted offer of a product card: the lowest price, with the promotion that lowers it', () => {
  const forM = (code: string, maturities: number[], overrides = {}) =>
    promotion(code, {
      is_automatic: true,
      value: 20,
      applies_to: { type: 'product', list: [ID.hostingM] },
      supported: supportedMaturities(maturities),
      ...overrides,
    });

  it.each([
    {
      // 12 months at 5.00 − 20 % = 4.00; 24 months at 4.00 − 20 % = 3.20 (the greater saving of
      // 12 months does not make it the lowest price); at 24 months both apply alike, the one
      // supporting the shorter maturity wins.
      name: 'the lowest price: 24 months',
      promotions: [forM('AUTO-M-12', [12, 24]), forM('AUTO-M-24', [24])],
      expected: {
        code: 'AUTO-M-12',
        months: 24,
        regular: { netCents: 400, grossCents: 476 },
        promoted: { netCents: 320, grossCents: 381 },
        discountCents: 80,
      },
    },
    {
      name: '1.00 off each month: 3.00 for 24 months is lower than 4.00 for 12',
      promotions: [forM('FIX1', [24, 12], { discount_type: 'fixed', value: 1 })],
      expected: {
        code: 'FIX1',
        months: 24,
        regular: { netCents: 400, grossCents: 476 },
        promoted: { netCents: 300, grossCents: 357 },
        discountCents: 100,
      },
    },
    {
      name: 'only the 24-month term is promoted',
      promotions: [forM('AUTO-M-24', [24], { value: 50 })],
      expected: {
        code: 'AUTO-M-24',
        months: 24,
        regular: { netCents: 400, grossCents: 476 },
        promoted: { netCents: 200, grossCents: 238 },
        discountCents: 200,
      },
    },
    {
      // 12 months: 5.00 − 10 % = 4.50; 24 months unpromoted: 4.00, the lowest.
      name: 'the lowest price is not promoted: no offer',
      promotions: [forM('AUTO-M-12', [12], { value: 10 })],
      expected: null,
    },
    {
      name: 'nothing automatic',
      promotions: [forM('MANUAL', [12], { is_automatic: false })],
      expected: null,
    },
  ])('$name', ({ promotions, expected }) => {
    const offer = bestAutomaticOffer(hostingM, context(promotions));
    expect(
      offer && {
        code: offer.promotion.code,
        months: offer.maturity.months,
        regular: offer.regular,
        promoted: offer.promoted,
        discountCents: offer.discountCents,
      },
    ).toEqual(expected);
  });

  it('skips inactive maturities and maturities without an active interval', () => {
    const card = product(7, {
      paymentMaturities: [
        maturity(71, 1, 10, { is_active: false }),
        maturity(72, 12, 10, { paymentIntervals: [interval(721, 12, { is_active: false })] }),
        maturity(73, 24, 10),
      ],
    });
    const offer = bestAutomaticOffer(card, context([promotion('ALL', { is_automatic: true })]));
    expect(offer?.maturity.id).toBe(73);
    expect(offer?.interval.id).toBe(731);
  });

  it('honours requires against the cart passed', () => {
    // 12 months at 5.00 − 50 % = 2.50: lower than 24 months at 4.00, when the promotion applies.
    const needsS = forM('NEEDS-S', [12], { value: 50, requires: [ID.hostingS] });
    expect(bestAutomaticOffer(hostingM, context([needsS]))).toBeNull();
    expect(
      bestAutomaticOffer(hostingM, context([needsS]), [item('s', hostingSMonthly())])?.promotion.code,
    ).toBe('NEEDS-S');
  });
});
