import type { Category, Product } from '@contract/catalogue';
import { isDomainCapable, listedCategories, listedProducts } from '@domain/catalogue/listing';
import { describe, expect, it } from 'vitest';

const category = (id: number, flags: Partial<Category> = {}): Category => ({
  id,
  name: `Category ${id}`,
  slug: `c${id}`,
  icon: null,
  description: null,
  description2: null,
  description_footer: null,
  description_summary: null,
  is_addon: false,
  is_visible: true,
  product_notice: null,
  ...flags,
});

const product = (id: number, categoryId: number, flags: Partial<Product> = {}): Product =>
  ({
    id,
    category_id: categoryId,
    category: { slug: `c${categoryId}`, name: `Category ${categoryId}` },
    domain_capable: false,
    is_active: true,
    is_hidden: false,
    order: id,
    ...flags,
  }) as Product;

describe('category list (spec section 2: /categories and query d)', () => {
  const categories = [
    category(1),
    category(2),
    category(3, { is_visible: false }),
    category(4, { is_addon: true }),
  ];
  const products = [
    product(10, 1, { domain_capable: true }),
    product(20, 2),
    product(40, 4, { domain_capable: true }),
  ];

  it('shows visible, non-addon categories', () => {
    expect(listedCategories(categories, products, { domainCapableOnly: false }).map((c) => c.id)).toEqual([
      1, 2,
    ]);
  });
  it('with a domain term shows only domain-capable categories', () => {
    expect(listedCategories(categories, products, { domainCapableOnly: true }).map((c) => c.id)).toEqual([1]);
    expect(isDomainCapable(category(2), products)).toBe(false);
  });
});

describe('product list of a category (hidden products are not listed)', () => {
  it('lists active, not hidden products by order then id', () => {
    const products = [
      product(3, 1, { order: 2 }),
      product(1, 1, { order: 1 }),
      product(2, 1, { order: 1 }),
      product(4, 1, { is_hidden: true }),
      product(5, 1, { is_active: false }),
      product(6, 2),
    ];
    expect(listedProducts(products, 'c1').map((p) => p.id)).toEqual([1, 2, 3]);
  });
});
