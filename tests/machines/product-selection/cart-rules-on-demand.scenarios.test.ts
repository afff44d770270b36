import { describe, expect, it } from 'vitest';
import { cartOf } from '../../domain/cart/fixtures';
import { constantRandom, route, S, sslShop, U, upsellRows, upsellShop } from './fixtures';
import { Visit } from './support';

/**
 * The app loads the cart rules on demand (cart-rules.ts): the machine starts without them
 * (`rules: undefined`) and waits for `loadCartRules` before it applies one. Each scenario answers
 * the load like the browser would: the chunk arrives, or it does not.
 */
const somethingWentWrong = expect.objectContaining({ title: 'error.something_went_wrong' });

describe('product selection, cart rules loaded on demand', () => {
  it('the product fields screen shows its form without the rules; saving waits for them', () => {
    const visit = new Visit({ catalogue: sslShop, cart: cartOf(), mayAddItems: true, rules: undefined });

    visit.enter(route('additionalProductFields', { id: S.withFields.id }));
    expect(visit.screen).toBe('additionalProductFields');
    expect('loadCartRules' in visit.snapshot.children).toBe(false);

    // The rules load while the server checks the values; the server answers first.
    visit.submit({ field_8101: 'valid value' });
    expect('loadCartRules' in visit.snapshot.children).toBe(true);
    visit.accepted();
    expect(visit.screen).toBe('additionalProductFields');
    expect(visit.snapshot.hasTag('busy')).toBe(true);
    expect(visit.cart.items).toEqual([]);

    visit.rulesLoaded();
    expect(visit.row?.product).toMatchObject({
      id: S.withFields.id,
      additional_fields: [{ field_id: 8101, field_key: 'field_8101', value: 'valid value' }],
    });
    visit.saved();
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('rules that arrive while the server checks the values: the accepted form is saved at once', () => {
    const visit = new Visit({ catalogue: sslShop, cart: cartOf(), mayAddItems: true, rules: undefined });

    visit.enter(route('additionalProductFields', { id: S.withFields.id }));
    visit.submit({ field_8101: 'valid value' }).rulesLoaded().accepted();

    expect('saveCart' in visit.snapshot.children).toBe(true);
    expect(visit.row?.product.id).toBe(S.withFields.id);
  });

  it('rules that cannot be loaded: the form stays with the error notice, and saving tries again', () => {
    const visit = new Visit({ catalogue: sslShop, cart: cartOf(), mayAddItems: true, rules: undefined });

    visit.enter(route('additionalProductFields', { id: S.withFields.id }));
    visit.submit({ field_8101: 'valid value' }).accepted().rulesLoadFailed();

    expect(visit.screen).toBe('additionalProductFields');
    expect(visit.snapshot.hasTag('busy')).toBe(false);
    expect(visit.notices).toEqual([somethingWentWrong]);
    expect(visit.cart.items).toEqual([]);

    visit.submit({ field_8101: 'valid value' }).rulesLoaded().accepted().saved();
    expect(visit.next).toEqual({ route: 'cart' });
  });

  it('a step link waits for the rules, then shows its step', () => {
    const visit = new Visit({
      catalogue: upsellShop,
      cart: cartOf(upsellRows.withUpsell),
      mayAddItems: true,
      rules: undefined,
    });

    visit.enter(route('popularAddons', { id: upsellRows.withUpsell.row_id }));
    expect(visit.screen).toBeNull();
    expect(visit.snapshot.hasTag('busy')).toBe(true);

    visit.rulesLoaded();
    expect(visit.screen).toBe('popularAddons');
  });

  it('a step link whose rules cannot be loaded goes to the categories with the error notice', () => {
    const visit = new Visit({
      catalogue: upsellShop,
      cart: cartOf(upsellRows.withUpsell),
      mayAddItems: true,
      rules: undefined,
    });

    visit.enter(route('popularAddons', { id: upsellRows.withUpsell.row_id })).rulesLoadFailed();

    expect(visit.notices).toEqual([somethingWentWrong]);
    expect(visit.next).toEqual({ route: 'categories' });
  });

  it('the products screen shows without the rules; the chosen product waits for them, then is added', () => {
    const visit = new Visit({
      catalogue: upsellShop,
      cart: cartOf(),
      mayAddItems: true,
      random: constantRandom,
      rules: undefined,
    });

    visit.enter(route('products', {}, { slug: 'hosting' }));
    expect(visit.screen).toBe('products');
    expect('loadCartRules' in visit.snapshot.children).toBe(false);

    visit.send({ type: 'PRODUCT.CHOSEN', productId: U.plain.id });
    expect(visit.screen).toBeNull();
    expect(visit.snapshot.hasTag('busy')).toBe(true);
    expect(visit.cart.items).toEqual([]);

    visit.rulesLoaded();
    expect(visit.cart.items.map((item) => item.product.id)).toEqual([U.plain.id]);
    expect('saveCart' in visit.snapshot.children).toBe(true);
  });

  it('a product chosen while its rules cannot be loaded: the products screen again, with the error notice', () => {
    const visit = new Visit({ catalogue: upsellShop, cart: cartOf(), mayAddItems: true, rules: undefined });

    visit.enter(route('products', {}, { slug: 'hosting' }));
    visit.send({ type: 'PRODUCT.CHOSEN', productId: U.plain.id }).rulesLoadFailed();

    expect(visit.screen).toBe('products');
    expect(visit.notices).toEqual([somethingWentWrong]);
    expect(visit.cart.items).toEqual([]);
  });
});
