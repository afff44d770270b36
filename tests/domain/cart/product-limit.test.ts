import { canAddProduct, enforceQuantityLimits } from '@domain/cart/product-limit';
import { describe, expect, it } from 'vitest';
import { cartItem, cartOf, catalogue, DOMAIN_ONLY_ID, domainOnlyProduct, product, rowId } from './fixtures';

const limited = product(10, { name: 'Webhosting S', qty_max: 2 });
const unlimited = product(11, { qty_max: null });
const other = product(12);
const domainOnly = domainOnlyProduct({ qty_max: 1 });
const ctx = catalogue({
  products: [domainOnly, limited, unlimited, other, product(13, { is_active: false, name: 'Old' })],
});
const rows = (p: typeof limited, count: number) =>
  Array.from({ length: count }, (_, index) =>
    cartItem(p, 12, 12, { row_id: rowId(String.fromCharCode(66 + index)) }),
  );

describe('max same product count (qty_max rows per product; domain-only product exempt)', () => {
  it.each([
    { name: 'no row yet', items: [], productId: 10, allowed: true },
    { name: 'one of two', items: rows(limited, 1), productId: 10, allowed: true },
    {
      name: 'other products do not count',
      items: [...rows(other, 3), ...rows(limited, 1)],
      productId: 10,
      allowed: true,
    },
    { name: 'two of two', items: rows(limited, 2), productId: 10, allowed: false },
    { name: 'no limit', items: rows(unlimited, 5), productId: 11, allowed: true },
    { name: 'domain-only exempt', items: rows(domainOnly, 3), productId: DOMAIN_ONLY_ID, allowed: true },
  ])('$name: allowed=$allowed', ({ items, productId, allowed }) => {
    expect(canAddProduct(cartOf(...items), productId, ctx).allowed).toBe(allowed);
  });

  it('the refusal carries the spec notice with the product name', () => {
    expect(canAddProduct(cartOf(...rows(limited, 2)), 10, ctx)).toEqual({
      allowed: false,
      reason: 'max_amount_reached',
      notices: [
        {
          type: 'warning',
          title: 'max_amount_of_same_products_in_cart_reached_title',
          message: 'max_amount_of_same_products_in_cart_reached_body',
          values: { product: 'Webhosting S' },
          preserveRouteChange: true,
        },
      ],
    });
  });

  it.each([
    // an id the catalogue does not know (a typed chooseProduct=99) is never shown as a name
    { productId: 99, message: 'cart.unknown_product_not_available_body', values: {} },
    { productId: 13, message: 'cart.product_not_available_body', values: { product: 'Old' } },
  ])('unknown or inactive product $productId cannot be added', ({ productId, message, values }) => {
    const result = canAddProduct(cartOf(), productId, ctx);
    expect(result).toMatchObject({
      allowed: false,
      reason: 'product_not_available',
      notices: [{ title: 'cart.product_not_available_title', message, values }],
    });
  });
});

describe('qty_max over a whole cart sent by a client', () => {
  it('keeps the first qty_max rows of a product and names it once in the notice', () => {
    const cart = cartOf(...rows(limited, 4), ...rows(unlimited, 3), ...rows(domainOnly, 2));
    const { cart: limitedCart, notices } = enforceQuantityLimits(cart, ctx);
    expect(limitedCart.items.filter((item) => item.product.id === 10).map((item) => item.row_id)).toEqual([
      rowId('B'),
      rowId('C'),
    ]);
    expect(limitedCart.items.filter((item) => item.product.id !== 10)).toHaveLength(5);
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'max_amount_of_same_products_in_cart_reached_title',
        values: { product: 'Webhosting S' },
      }),
    ]);
  });

  it('returns the same cart when every product is within its limit, and ignores unknown ids', () => {
    const cart = cartOf(...rows(limited, 2), cartItem(product(99), 12, 12, { row_id: rowId('Z') }));
    const result = enforceQuantityLimits(cart, ctx);
    expect(result.cart).toBe(cart);
    expect(result.notices).toEqual([]);
  });
});
