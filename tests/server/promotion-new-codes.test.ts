import type { CartItem } from '@contract/cart';
import { cartCodes, codesNewToSession, publicCodes } from '@server/promotions/new-codes';
import { describe, expect, it } from 'vitest';
import { cartOf, rowId } from './support/catalogue';

/** The rule of which promo codes a cart save looks up (src/server/promotions/new-codes.ts). */
function row(seed: string, productCode: string | null, domainCode: string | null = null): CartItem {
  const element = { id: 1, maturity_id: 1, interval_id: 1, promotion: null };
  return {
    row_id: rowId(seed),
    product: { ...element, promotion: productCode, additional_fields: [], informations: [] },
    addons: [{ ...element, promotion: 'Addon-Code', additional_fields: [] }],
    upsells: [],
    domains:
      domainCode === null
        ? []
        : [
            {
              id: 1,
              name: 'a.de',
              inclusive: false,
              inclusive_first_year: false,
              auth_code: null,
              promotion_code: domainCode,
              additional_fields: [],
            },
          ],
    is_preconfigured: false,
  };
}

const none = { stored: cartOf(), lookedUp: [], free: [] };

describe('cartCodes', () => {
  it('collects the codes of every element once, trimmed and in lower case', () => {
    expect([...cartCodes(cartOf(row('a', ' HOSTING5 ', 'DOMAIN-DE'), row('b', 'hosting5')))]).toEqual([
      'hosting5',
      'addon-code',
      'domain-de',
    ]);
    expect([...cartCodes(cartOf(row('a', '  ')))]).toEqual(['addon-code']);
  });
});

describe('codesNewToSession', () => {
  const sent = cartOf(row('a', 'HOSTING5', 'DOMAIN-DE'));

  it('takes every code of a cart sent to a session that knows none', () => {
    expect(codesNewToSession(sent, none)).toEqual(['hosting5', 'addon-code', 'domain-de']);
  });

  it('leaves out codes on the stored cart, looked up before, or public', () => {
    expect(codesNewToSession(sent, { ...none, stored: cartOf(row('z', 'hosting5')) })).toEqual(['domain-de']);
    expect(codesNewToSession(sent, { ...none, lookedUp: ['domain-de', 'addon-code'] })).toEqual(['hosting5']);
    expect(
      codesNewToSession(sent, {
        stored: cartOf(),
        lookedUp: ['hosting5'],
        free: ['addon-code', 'domain-de'],
      }),
    ).toEqual([]);
  });
});

describe('publicCodes', () => {
  const promotions = [
    { code: 'AUTO-1', is_automatic: true },
    { code: 'MANUAL', is_automatic: false },
  ];

  it('are the automatic codes of a brand that applies them, none for one that does not', () => {
    const brand = (automatic: boolean) => ({ automatic_promotions: automatic });
    expect(publicCodes({ brand: brand(true), promotions })).toEqual(['auto-1']);
    expect(publicCodes({ brand: brand(false), promotions })).toEqual([]);
  });
});
