import { maskedIban } from '@domain/labels/masked-iban';
import { orderOverview } from '@domain/prices/order-overview';
import { describe, expect, it } from 'vitest';
import {
  backupMonthly,
  cartOf,
  context,
  domain,
  expertSetupOnce,
  hostingM12,
  hostingSMonthly,
  ID,
  item,
  promotion,
} from './catalogue-fixtures';

const ctx = context([promotion('WELCOME10', { recurs_for: 3 })]);
const shown = { hideZeroPrices: false, hostingContext: false };

describe('the order overview (confirm screen, confirmation mail)', () => {
  it('lists each row’s product, then its addons and domains, with term, interval, prices and promotion months', () => {
    const cart = cartOf(
      item('a', hostingSMonthly(), {
        addons: [backupMonthly(), expertSetupOnce()],
        domains: [domain(ID.de, 'example.de')],
      }),
      item('b', hostingM12('WELCOME10')),
    );
    const overview = orderOverview(cart, ctx, shown);
    expect(overview.lines.map((line) => [line.ref.rowId.slice(0, 1), line.ref.kind, line.name])).toEqual([
      ['a', 'product', expect.any(String)],
      ['a', 'addon', expect.any(String)],
      ['a', 'addon', expect.any(String)],
      ['a', 'domain', 'example.de'],
      ['b', 'product', expect.any(String)],
    ]);
    const [hosting, backup, setup, dotDe, promoted] = overview.lines;
    expect(hosting).toMatchObject({ maturityMonths: 1, intervalMonths: 1, oneTime: false, promotion: null });
    expect(hosting?.price).toMatchObject({ period: 'month', amount: { netCents: 499, grossCents: 594 } });
    expect(backup?.price).toMatchObject({ period: 'month', amount: { netCents: 10, grossCents: 12 } });
    // A one-time addon is priced once.
    expect(setup).toMatchObject({ oneTime: true, price: { period: 'once' } });
    expect(setup?.price?.amount.netCents).toBeGreaterThan(0);
    // A domain per 12 months.
    expect(dotDe).toMatchObject({ maturityMonths: 12, intervalMonths: 12, price: { period: 'year' } });
    // 10 % off for 3 intervals of one month, then the regular price: named by its code.
    expect(promoted?.promotion).toEqual({ key: 'promotion.code', values: { code: 'WELCOME10' } });
    expect(promoted?.price).toMatchObject({
      reason: 'promotion',
      introMonths: 3,
      amount: { netCents: 450, grossCents: 536 },
      regular: { netCents: 500, grossCents: 595 },
    });
  });

  it('splits the totals by VAT rate so that net plus VAT is gross', () => {
    const overview = orderOverview(
      cartOf(item('a', hostingSMonthly(), { addons: [expertSetupOnce()] })),
      ctx,
      shown,
    );
    for (const [total, shares] of [
      [overview.monthly, overview.monthlyVat],
      [overview.setupFee, overview.setupFeeVat],
    ] as const) {
      expect(shares).toHaveLength(1);
      const [share] = shares;
      expect(share?.percent).toBe(19);
      expect(share?.netCents).toBe(total.netCents);
      expect(share?.grossCents).toBe(total.grossCents);
      expect((share?.netCents ?? 0) + (share?.vatCents ?? 0)).toBe(total.grossCents);
    }
  });

  it('shows no price where the cart shows none: zero prices of a brand that hides them', () => {
    const free = orderOverview(
      cartOf(item('a', hostingSMonthly(), { domains: [domain(ID.com, 'x.com', { inclusive: true })] })),
      ctx,
      {
        hideZeroPrices: true,
        hostingContext: false,
      },
    );
    expect(free.lines.find((line) => line.ref.kind === 'domain')?.price).toBeNull();
    expect(free.lines.find((line) => line.ref.kind === 'product')?.price).not.toBeNull();
  });
});

describe('the masked IBAN', () => {
  it('keeps country, check digits and the last four characters', () => {
    expect(maskedIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• 3000');
    expect(maskedIban('DE89')).toBe('DE89');
    expect(maskedIban(null)).toBeNull();
  });
});
