import { cartPrices } from '@domain/prices/cart-prices';
import { isChangeTermLinkVisible } from '@domain/roles';
import { describe, expect, it } from 'vitest';
import {
  createCloudPanelItem,
  findMissingRequirements,
  hostingNumberOf,
  isExistingContract,
  isHostingContextCart,
  rowDisplayName,
} from '../../../src/domain/cart';
import { cartItem, cartOf, catalogue, DOMAIN_ONLY_ID, fixedRandom, product } from './fixtures';

const hosting = product(12, {
  name: 'Webhosting M',
  external_product_id: 'wh-m',
  terms: [
    { months: 12, price: 10, intervals: [12] },
    { months: 24, price: 8, intervals: [12] },
  ],
});
const retired = product(13, { external_product_id: 'wh-old', is_active: false });
const ctx = catalogue({ products: [hosting, retired] });
const random = fixedRandom([0]);

const withNumber = (number: string) => {
  const item = cartItem(hosting, 12, 12);
  return { ...item, product: { ...item.product, informations: [{ key: 'hosting_number', value: number }] } };
};

describe('hosting-context variant (catalogue spec sections 1 and 9)', () => {
  it.each([
    ['the product of the external id, with the hosting number', 'wh-m', 'WH-1', 12, 'WH-1'],
    ['the product of the external id, without a hosting number', 'wh-m', null, 12, null],
    ['the domain-only product for an unknown external id', 'nope', 'WH-1', DOMAIN_ONLY_ID, 'WH-1'],
    ['the domain-only product for an inactive product', 'wh-old', null, DOMAIN_ONLY_ID, null],
    ['the domain-only product without an external id', null, 'WH-2', DOMAIN_ONLY_ID, 'WH-2'],
  ])('a cloud-panel row: %s', (_, externalProductId, hostingNumber, productId, number) => {
    const item = createCloudPanelItem({ externalProductId, hostingNumber }, ctx, random);
    expect(item?.product.id).toBe(productId);
    expect(item ? hostingNumberOf(item) : undefined).toBe(number);
  });

  it('no row when not even the domain-only product can be ordered', () => {
    const broken = { ...ctx, domainOnlyProductId: 999 };
    expect(
      createCloudPanelItem({ externalProductId: null, hostingNumber: 'WH-1' }, broken, random),
    ).toBeNull();
  });

  it('the hosting number is a suffix of the row’s name and makes the cart a hosting-context cart', () => {
    const plain = cartItem(hosting, 12, 12);
    expect(rowDisplayName(withNumber('WH-7'), 'Webhosting M')).toBe('Webhosting M (WH-7)');
    expect(rowDisplayName(plain, 'Webhosting M')).toBe('Webhosting M');
    expect(isHostingContextCart(cartOf(plain, withNumber('WH-7')))).toBe(true);
    expect(isHostingContextCart(cartOf(plain))).toBe(false);
    expect(isExistingContract(withNumber('WH-7'))).toBe(true);
  });

  it('the existing contract is not charged again: its product line is zero', () => {
    const plain = cartPrices(cartOf(cartItem(hosting, 12, 12)), ctx);
    const contract = cartPrices(cartOf(withNumber('WH-7')), ctx);
    expect(plain.monthly.netCents).toBeGreaterThan(0);
    expect(contract.monthly).toEqual({ netCents: 0, grossCents: 0 });
    expect(contract.setupFee).toEqual({ netCents: 0, grossCents: 0 });
  });

  it('the contract’s own product fields are not asked again; its domains’ and addons’ are', () => {
    const withField = product(14, {
      external_product_id: 'wh-f',
      additionalFields: [
        {
          id: 77,
          key: 'site',
          label: 'Site',
          headline: null,
          order: 1,
          input_component: 'text',
          validation_rules: 'required',
          is_postponed: false,
          prefilled_with: null,
        },
      ],
    });
    const shop = catalogue({ products: [withField] });
    const plain = cartItem(withField, 12, 12);
    const contract = {
      ...plain,
      product: { ...plain.product, informations: [{ key: 'hosting_number', value: 'WH-8' }] },
    };
    expect(findMissingRequirements(cartOf(plain), shop).map((entry) => entry.kind)).toEqual([
      'product_fields',
    ]);
    expect(findMissingRequirements(cartOf(contract), shop)).toEqual([]);
  });

  it('the contract’s term cannot be changed from the cart', () => {
    const actor = { isSalesAgent: false, hasDraftSession: false };
    expect(isChangeTermLinkVisible(cartItem(hosting, 12, 12), ctx, actor)).toBe(true);
    expect(isChangeTermLinkVisible(withNumber('WH-7'), ctx, actor)).toBe(false);
  });
});
