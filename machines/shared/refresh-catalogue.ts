import { type CatalogueContext, withRefreshedOffer } from '@domain/catalogue-context';
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
