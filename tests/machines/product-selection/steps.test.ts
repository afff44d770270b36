import type { CartItem } from '@contract/cart';
import { nextStep, upsellProceed } from '@machines/product-selection/steps';
import type { NextStep, StepCursor } from '@machines/product-selection/types';
import { describe, expect, it } from 'vitest';
import { cartItem, DE, domain, element } from '../../domain/cart/fixtures';
import { A, addonShop, P, periodShop, S, sslShop, U, upsellShop, V, variantShop } from './fixtures';

const start: StepCursor = { step: null, include: false };
const leaving = (step: StepCursor['step']): StepCursor => ({ step, include: false });
const at = (step: StepCursor['step']): StepCursor => ({ step, include: true });
const options = { mayAddItems: true, returning: false };

describe('step order after choosing an item', () => {
  const upsellRow = cartItem(U.withUpsells, 12, 12);
  const periodRow: CartItem = cartItem(P.periods, 12, 12, { addons: [element(P.fixedAddon, 12, 12)] });

  it.each([
    ['upsells come first', upsellRow, start, 'upsells'],
    [
      'then the required domain (no variants, no promoted addons)',
      upsellRow,
      leaving('upsells'),
      'domainLookup',
    ],
    [
      'a row with a domain skips the lookup',
      { ...upsellRow, domains: [domain('example.de', DE.id)] },
      leaving('upsells'),
      'cart',
    ],
    [
      'variants, then the optional-domain question',
      cartItem(V.configurable, 12, 12),
      leaving('variants'),
      'domainQuestion',
    ],
    ['several maturities: maturity', periodRow, start, 'maturity'],
    ['several intervals: interval', periodRow, leaving('maturity'), 'interval'],
    ['regular addons after the interval', periodRow, leaving('interval'), 'addons'],
    ['nothing left: the cart', periodRow, leaving('addons'), 'cart'],
    [
      'an entered step with nothing to do is skipped',
      cartItem(A.extensible, 12, 12),
      at('maturity'),
      'addons',
    ],
    ['SSL: fields, then maturity (upsells skipped)', cartItem(S.certificate, 12, 12), start, 'maturity'],
  ] satisfies [string, CartItem, StepCursor, NextStep][])('%s', (_name, item, cursor, expected) => {
    const shop = [upsellShop, variantShop, periodShop, addonShop, sslShop].find(
      (ctx) => ctx.productsById[item.product.id] !== undefined,
    );
    expect(shop && nextStep(cursor, item, shop, options)).toBe(expected);
  });

  it('addon fields come after the addons when a chosen addon has unfilled fields', () => {
    const row = cartItem(A.extensible, 12, 12, { addons: [element(A.regularWithField, 0, 0)] });
    expect(nextStep(leaving('addons'), row, addonShop, options)).toBe('addonFields');
    const filled = {
      ...row,
      addons: [
        { ...element(A.regularWithField, 0, 0), additional_fields: [{ field_id: 5001, value: 'done' }] },
      ],
    };
    expect(nextStep(leaving('addons'), filled, addonShop, options)).toBe('cart');
  });

  it('returning to the cart: only the edited step and its follow-up come before the cart', () => {
    const returning = { ...options, returning: true };
    expect(nextStep(leaving('maturity'), periodRow, periodShop, returning)).toBe('interval');
    expect(nextStep(leaving('interval'), periodRow, periodShop, returning)).toBe('cart');
    expect(nextStep(at('upsells'), upsellRow, upsellShop, returning)).toBe('upsells');
    expect(nextStep(leaving('upsells'), upsellRow, upsellShop, returning)).toBe('cart');
  });

  it('without permission to add items, the addons and promoted addons steps are skipped', () => {
    expect(nextStep(leaving('interval'), periodRow, periodShop, { ...options, mayAddItems: false })).toBe(
      'cart',
    );
  });

  it('a missing row goes to the cart', () => {
    expect(nextStep(start, undefined, periodShop, options)).toBe('cart');
  });
});

describe('upsell screen: proceed', () => {
  it.each([
    [false, false, 0, 3, 'nextUpsell'],
    [false, false, 2, 3, 'nextRoute'],
    [true, false, 0, 3, 'cart'],
    [true, true, 0, 3, 'nextUpsell'],
    [true, true, 2, 3, 'cart'],
  ] as const)(
    'returning %s, browsing all %s, upsell %i of %i: %s',
    (returning, browsingAll, index, count, expected) => {
      expect(upsellProceed({ returning, browsingAll, index, count })).toBe(expected);
    },
  );
});
