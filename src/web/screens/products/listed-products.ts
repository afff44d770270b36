import type { Product } from '@contract/catalogue';

/** Products a category's page lists: active and not hidden, in the catalogue's order. */
export function listedProducts(products: readonly Product[], categorySlug: string): Product[] {
  return products
    .filter((product) => product.category.slug === categorySlug && product.is_active && !product.is_hidden)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}
