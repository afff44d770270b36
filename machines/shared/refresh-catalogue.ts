import { type CatalogueContext, isOtherOffer, withRefreshedOffer } from '@domain/catalogue-context';
import type { CatalogueRefreshedEvent } from './events';

/**
 * An area's context after `CATALOGUE.REFRESHED` (the assignment of its `showRefreshedCatalogue`
 * action): the offer loaded again, with the promotions the area knows. Other events change nothing.
 */
export const refreshedCatalogue = (
  current: CatalogueContext,
  event: { type: string } | CatalogueRefreshedEvent,
): { catalogue?: CatalogueContext } =>
  event.type === 'CATALOGUE.REFRESHED' && 'catalogue' in event
    ? { catalogue: withRefreshedOffer(current, event.catalogue) }
    : {};

/**
 * What the wizard sends the running area when the app loaded the offer again (another language),
 * or null when the offer is the same (a login, a cart change).
 */
export const catalogueRefreshed = (
  current: CatalogueContext,
  next: CatalogueContext | undefined,
): CatalogueRefreshedEvent | null =>
  next && isOtherOffer(current, next) ? { type: 'CATALOGUE.REFRESHED', catalogue: next } : null;
