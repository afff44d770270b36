import type { CatalogueContext } from '@domain/catalogue-context';
import type { CatalogueRefreshedEvent } from '@machines/shared/events';

/** The same offer loaded again in another language: every product's name changes, no promotions. */
export function inOtherLanguage(catalogue: CatalogueContext): CatalogueContext {
  const products = Object.values(catalogue.productsById).map((product) => ({
    ...product,
    name: `${product.name} (Deutsch)`,
  }));
  return {
    ...catalogue,
    productsById: Object.fromEntries(products.map((product) => [product.id, product])),
    promotions: [],
  };
}

/** What the wizard sends the running area after a language switch. */
export const catalogueRefreshed = (catalogue: CatalogueContext): CatalogueRefreshedEvent => ({
  type: 'CATALOGUE.REFRESHED',
  catalogue: inOtherLanguage(catalogue),
});
