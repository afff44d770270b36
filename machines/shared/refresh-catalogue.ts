import type { CatalogueContext } from '@domain/catalogue-context';
import type { CatalogueRefreshedEvent } from './events';

/**
 * What the wizard sends the running area when the app loaded the offer again (another language):
 * products or TLDs changed. Null when the offer is the same (a login, a cart change).
 */
export const catalogueRefreshed = (
  current: CatalogueContext,
  next: CatalogueContext | undefined,
): CatalogueRefreshedEvent | null =>
  next && (next.productsById !== current.productsById || next.tldsById !== current.tldsById)
    ? { type: 'CATALOGUE.REFRESHED', catalogue: next }
    : null;

/**
 * An area's context after `CATALOGUE.REFRESHED` (the assignment of its `showRefreshedCatalogue`
 * action): the offer loaded again, with the promotions the area knows (a code it looked up itself;
 * promotions have no texts to translate). Other events change nothing.
 */
export const refreshedCatalogue = (
  current: CatalogueContext,
  event: { type: string } | CatalogueRefreshedEvent,
): { catalogue?: CatalogueContext } =>
  event.type === 'CATALOGUE.REFRESHED' && 'catalogue' in event
    ? { catalogue: { ...event.catalogue, promotions: current.promotions } }
    : {};
