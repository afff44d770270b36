import { cartPrices } from '@domain/prices/cart-prices';
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
  it('the standard VAT leaves every line and total as the catalogue prices them', () => {
    expect(cartPrices(cart, ctx, { treatment: 'standard', reason: 'check_unavailable' })).toEqual(
      cartPrices(cart, ctx),
    );
  });

  it('the reverse charge charges every line net: gross equals net, VAT 0 %, totals add the net lines', () => {
    const standard = cartPrices(cart, ctx);
    const reverse = cartPrices(cart, ctx, { treatment: 'reverse_charge', countryCode: 'AT' });
    expect(reverse.totals).toEqual({
      monthly_net: standard.totals.monthly_net,
      monthly_gross: standard.totals.monthly_net,
      yearly_net: standard.totals.yearly_net,
      yearly_gross: standard.totals.yearly_net,
      setup_net: standard.totals.setup_net,
      setup_gross: standard.totals.setup_net,
    });
    expect(standard.totals.monthly_gross).toBeGreaterThan(standard.totals.monthly_net);
    expect(standard.totals.yearly_gross).toBeGreaterThan(standard.totals.yearly_net);
    for (const line of reverse.lines) {
      expect(line.element.vatPercent).toBe(0);
      expect(line.shown.amount.grossCents).toBe(line.shown.amount.netCents);
      expect(line.shown.regular.grossCents).toBe(line.shown.regular.netCents);
      expect(line.setupFee.grossCents).toBe(line.setupFee.netCents);
    }
    expect(reverse.lines.map((line) => line.shown.amount.netCents)).toEqual(
      standard.lines.map((line) => line.shown.amount.netCents),
    );
    expect(reverse.lines.map((line) => line.promotion?.code ?? null)).toEqual(
      standard.lines.map((line) => line.promotion?.code ?? null),
    );
    for (const phase of reverse.monthlyPhases) expect(phase.amount.grossCents).toBe(phase.amount.netCents);
  });
});
