import { lacksRequiredDomain } from '@machines/domain-lookup/rules';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf, catalogue, DE, domain, product } from '../../domain/cart/fixtures';

const optional = product(20, { is_domainrequired: 2 });
const required = product(21, { is_domainrequired: 1 });
const ctx = catalogue({ products: [optional, required] });
const hostingRow = (domains = [] as ReturnType<typeof domain>[]) => {
  const item = cartItem(optional, 12, 12, { domains });
  return { ...item, product: { ...item.product, informations: [{ key: 'hosting_number', value: 'WH-1' }] } };
};

describe('the side note’s continue (catalogue spec section 5, note box)', () => {
  it.each([
    ['a product requiring a domain, none chosen', cartItem(required, 12, 12), true],
    [
      'a product requiring a domain, one chosen',
      cartItem(required, 12, 12, { domains: [domain('a.de', DE.id)] }),
      false,
    ],
    ['an optional domain, none chosen', cartItem(optional, 12, 12), false],
    ['the cloud panel’s hosting without a domain', hostingRow(), true],
    ['the cloud panel’s hosting with a domain', hostingRow([domain('a.de', DE.id)]), false],
  ])('%s: disabled = %s', (_, item, disabled) => {
    expect(lacksRequiredDomain(cartOf(item), item.row_id, ctx)).toBe(disabled);
  });

  it('is disabled for a row that is not in the cart', () => {
    expect(lacksRequiredDomain(cartOf(), 'x'.repeat(32), ctx)).toBe(true);
  });
});
