import type { Cart } from '@contract/cart';
import type { Product } from '@contract/catalogue';
import { requiredAgreements } from '@domain/roles/agreements';
import {
  checkoutStart,
  forwardToLastStepReached,
  isExistingCustomer,
  isLoginAllowed,
  mayEnterConfirm,
  type SessionProgress,
} from '@domain/roles/checkout-flow';
import { smsValidationRequired } from '@domain/roles/sms';
import { describe, expect, it } from 'vitest';
import { brand, cartItem, cartOf, catalogue, element, product } from '../cart/fixtures';

const plain = product(10);
const mca = product(11, { attributes: { mca_agreement: 'true', eult_agreement: 'false' } });
const eultAddon = product(20, { attributes: { eult_agreement: 'true' } });
const gtcUpsell = product(50, { attributes: { gtc_agreement: 'true' } });
const smsProduct = product(12, { sms_validation: 'true' });
const smsAddon = product(21, { sms_validation: 'true' });
const ctx = catalogue({ products: [plain, mca, eultAddon, gtcUpsell, smsProduct, smsAddon] });
const row = (p: Product, addons: Product[] = [], upsells: Product[] = []) =>
  cartItem(p, 12, 12, {
    addons: addons.map((a) => element(a, 12, 12)),
    upsells: upsells.map((u) => element(u, 12, 12)),
  });

describe("agreements mca, eult, gtc: required when a product or addon has the attribute 'true'", () => {
  it.each<{ name: string; cart: Cart; expected: { mca: boolean; eult: boolean; gtc: boolean } }>([
    { name: 'empty cart', cart: cartOf(), expected: { mca: false, eult: false, gtc: false } },
    { name: 'plain product', cart: cartOf(row(plain)), expected: { mca: false, eult: false, gtc: false } },
    {
      name: 'product with mca',
      cart: cartOf(row(plain), row(mca)),
      expected: { mca: true, eult: false, gtc: false },
    },
    {
      name: 'addon with eult',
      cart: cartOf(row(plain, [eultAddon])),
      expected: { mca: false, eult: true, gtc: false },
    },
    {
      name: 'upsell with gtc',
      cart: cartOf(row(plain, [], [gtcUpsell])),
      expected: { mca: false, eult: false, gtc: true },
    },
    {
      name: 'unknown product ignored',
      cart: cartOf({ ...row(plain), product: { ...row(plain).product, id: 777 } }),
      expected: { mca: false, eult: false, gtc: false },
    },
  ])('$name', ({ cart, expected }) => {
    expect(requiredAgreements(cart, ctx)).toEqual(expected);
  });
});

describe("SMS validation: a product or addon with sms_validation 'true', or the payment option", () => {
  it.each([
    { name: 'nothing requires it', cart: cartOf(row(plain)), payment: null, expected: false },
    {
      name: 'payment option does not',
      cart: cartOf(row(plain)),
      payment: { sms_validation: false },
      expected: false,
    },
    {
      name: 'payment option requires it',
      cart: cartOf(row(plain)),
      payment: { sms_validation: true },
      expected: true,
    },
    { name: 'product requires it', cart: cartOf(row(smsProduct)), payment: null, expected: true },
    {
      name: 'addon requires it',
      cart: cartOf(row(plain, [smsAddon])),
      payment: { sms_validation: false },
      expected: true,
    },
  ])('$name → $expected', ({ cart, payment, expected }) => {
    expect(smsValidationRequired(cart, ctx, payment)).toBe(expected);
  });
});

describe('checkout flow start from the cart', () => {
  it.each([
    { existingCustomer: true, loginAllowed: true, step: 'logout' },
    { existingCustomer: true, loginAllowed: false, step: 'logout' },
    { existingCustomer: false, loginAllowed: false, step: 'basic-info' },
    { existingCustomer: false, loginAllowed: true, step: 'login-or-register' },
  ])(
    'existing=$existingCustomer, login allowed=$loginAllowed → $step',
    ({ existingCustomer, loginAllowed, step }) => {
      expect(checkoutStart({ existingCustomer, loginAllowed })).toBe(step);
    },
  );

  it.each([
    { authority: 'https://login.example.com', allowCrm: true, expected: true },
    { authority: 'https://login.example.com', allowCrm: false, expected: false },
    { authority: null, allowCrm: true, expected: false },
  ])(
    'login allowed with authority $authority and allow_crm $allowCrm: $expected',
    ({ authority, allowCrm, expected }) => {
      const properties = brand({ allow_crm: allowCrm });
      expect(isLoginAllowed({ ...properties, oauth: { ...properties.oauth, authority } })).toBe(expected);
    },
  );

  it.each([
    { number: 'K-1001', expected: true },
    { number: '  ', expected: false },
    { number: null, expected: false },
    { number: undefined, expected: false },
  ])('customer number $number → existing customer $expected', ({ number, expected }) => {
    expect(isExistingCustomer(number)).toBe(expected);
  });
});

describe('forward to last step reached (checkout spec: flow order)', () => {
  const reached: SessionProgress = {
    itemCount: 2,
    hasPendingNotification: false,
    hasAddress: true,
    hasPaymentOption: true,
  };
  it.each<{ name: string; patch: Partial<SessionProgress>; step: string }>([
    { name: 'everything there', patch: {}, step: 'confirm' },
    { name: 'empty cart', patch: { itemCount: 0 }, step: 'cart' },
    { name: 'pending notification', patch: { hasPendingNotification: true }, step: 'cart' },
    { name: 'no address', patch: { hasAddress: false, hasPaymentOption: false }, step: 'address' },
    { name: 'no payment option', patch: { hasPaymentOption: false }, step: 'payment' },
    {
      name: 'existing customer',
      patch: { existingCustomer: true, hasAddress: false, hasPaymentOption: false },
      step: 'confirm',
    },
    { name: 'existing customer, empty cart', patch: { existingCustomer: true, itemCount: 0 }, step: 'cart' },
  ])('$name → $step', ({ patch, step }) => {
    expect(forwardToLastStepReached({ ...reached, ...patch })).toBe(step);
  });
});

describe('route guard of confirm', () => {
  const admitted = { itemCount: 1, hasPaymentOption: true, hasCustomer: true, existingCustomer: false };
  it.each([
    { name: 'items, payment option and customer', patch: {}, admitted: true },
    { name: 'an empty cart', patch: { itemCount: 0 }, admitted: false },
    { name: 'no payment option', patch: { hasPaymentOption: false }, admitted: false },
    { name: 'no customer data', patch: { hasCustomer: false }, admitted: false },
    {
      name: 'an existing customer without payment option and data',
      patch: { existingCustomer: true, hasPaymentOption: false, hasCustomer: false },
      admitted: true,
    },
    {
      name: 'an existing customer with an empty cart',
      patch: { existingCustomer: true, itemCount: 0 },
      admitted: false,
    },
  ])('$name → admitted: $admitted', ({ patch, admitted: expected }) => {
    expect(mayEnterConfirm({ ...admitted, ...patch })).toBe(expected);
  });
});
