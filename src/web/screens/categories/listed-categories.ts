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
