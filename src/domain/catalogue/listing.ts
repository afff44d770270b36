import type { Category, Product } from '@contract/catalogue';

/** A category is domain-capable if it has a product with `domain_capable` (spec section 2, query d). */
export const isDomainCapable = (category: Category, products: readonly Product[]): boolean =>
  products.some((product) => product.category_id === category.id && product.domain_capable);

/** Categories the list shows: visible, not addon categories; with a domain term only domain-capable ones. */
export function listedCategories(
  categories: readonly Category[],
  products: readonly Product[],
  options: { domainCapableOnly: boolean },
): Category[] {
  return categories.filter(
    (category) =>
      category.is_visible &&
      !category.is_addon &&
      (!options.domainCapableOnly || isDomainCapable(category, products)),
  );
}

/** Products a category's page lists: active and not hidden, in the catalogue's order. */
export function listedProducts(products: readonly Product[], categorySlug: string): Product[] {
  return products
    .filter((product) => product.category.slug === categorySlug && product.is_active && !product.is_hidden)
    .sort((a, b) => a.order - b.order || a.id - b.id);
}
