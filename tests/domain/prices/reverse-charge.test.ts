import { cartPrices } from '@domain/prices/cart-prices';
import { pricesUnder } from '@domain/prices/reverse-charge';
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

const ctx = context([promotion('WELCOME10')]);
const cart = cartOf(
  item('a', hostingSMonthly(), {
    addons: [backupMonthly(), expertSetupOnce()],
    domains: [domain(ID.de, 'example.de')],
  }),
  item('b', hostingM12('WELCOME10')),
);

describe('cart prices under the VAT decision', () => {
  it('the standard VAT leaves every line and total as priced', () => {
    const prices = cartPrices(cart, ctx);
    expect(pricesUnder({ treatment: 'standard', reason: 'check_unavailable' }, prices)).toBe(prices);
  });

  it('the reverse charge charges every line net: gross equals net, VAT 0 %, totals add the net lines', () => {
    const standard = cartPrices(cart, ctx);
    const reverse = pricesUnder({ treatment: 'reverse_charge', countryCode: 'AT' }, standard);
    // Net amounts stay as they were (4.99 + 0.10 + 0.50 + 5.00 − 10 % = 10.09 a month; 9.99 + 99.00 setup).
    expect(reverse.totals).toEqual({
      monthly_net: standard.totals.monthly_net,
      monthly_gross: standard.totals.monthly_net,
      setup_net: standard.totals.setup_net,
      setup_gross: standard.totals.setup_net,
    });
    expect(standard.totals.monthly_gross).toBeGreaterThan(standard.totals.monthly_net);
    for (const line of reverse.lines) {
      expect(line.element.vatPercent).toBe(0);
      expect(line.monthly.grossCents).toBe(line.monthly.netCents);
      expect(line.setupFee.grossCents).toBe(line.setupFee.netCents);
      expect(line.element.monthly.grossCents).toBe(line.element.monthly.netCents);
    }
    expect(reverse.lines.map((line) => line.monthly.netCents)).toEqual(
      standard.lines.map((line) => line.monthly.netCents),
    );
    expect(reverse.lines.map((line) => line.promotion?.code ?? null)).toEqual(
      standard.lines.map((line) => line.promotion?.code ?? null),
    );
  });
});
