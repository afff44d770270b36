import { postponedStops } from '@machines/postfill/walk';
import { describe, expect, it } from 'vitest';
import { cartOf, HOSTING, row, shop } from './fixtures';

describe('the postfill walk’s stops', () => {
  it('asks a product’s postponed fields, but not those of a cloud-panel visitor’s existing contract', () => {
    const plain = row('A', HOSTING);
    const contract = {
      ...plain,
      product: { ...plain.product, informations: [{ key: 'hosting_number', value: 'WH-1' }] },
    };
    expect(postponedStops(cartOf(plain), shop()).map((stop) => stop.kind)).toEqual(['product']);
    expect(postponedStops(cartOf(contract), shop())).toEqual([]);
  });
});
