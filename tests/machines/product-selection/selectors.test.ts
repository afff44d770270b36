import { currentTarget } from '@machines/product-selection/selectors';
import { describe, expect, it } from 'vitest';
import { catalogue, group, link, product } from '../../domain/cart/fixtures';
import { NEW_ROW, route, U, V } from './fixtures';
import { Visit } from './support';

const hosting = { category: { slug: 'hosting', name: 'Hosting' }, category_id: 1 };

/** The URL of each step must carry what a reload needs to land on the same step. */
describe('the route target of the step on show', () => {
  const shop = catalogue({
    products: [
      product(100, {
        ...hosting,
        upsells: [{ upsell_id: 20 }],
        addons: [
          link(100, 30, { groups: [group(300, ['variants'])] }),
          link(100, 31, { groups: [group(300, ['variants'])] }),
        ],
      }),
      product(101, hosting),
      U.upsellPlain,
      V.variant30,
      V.variant31,
    ],
  });

  it('names the row, the shown upsell and the variant group, and the category of the products screen', () => {
    const visit = new Visit({
      catalogue: shop,
      cart: { items: [] },
      mayAddItems: true,
    });
    visit.enter(route('products', {}, { slug: 'hosting' }));
    expect(currentTarget(visit.snapshot)).toEqual({ route: 'products', params: { slug: 'hosting' } });

    visit.send({ type: 'PRODUCT.CHOSEN', productId: 100 });
    expect(currentTarget(visit.snapshot)).toBeNull();
    visit.saved();
    expect(currentTarget(visit.snapshot)).toEqual({
      route: 'popularAddons',
      query: { id: NEW_ROW, upsellProductId: 20 },
    });

    visit.send({ type: 'UPSELL.PASSED' });
    expect(currentTarget(visit.snapshot)).toEqual({
      route: 'addonVariants',
      query: { id: NEW_ROW, set: 300 },
    });
  });
});
